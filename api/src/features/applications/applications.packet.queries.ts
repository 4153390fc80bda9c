/**
 * The frozen packets' reads and writes (`application_packets`, `application_packet_files`, `packet_blobs`),
 * every one scoped to the owner. A file's bytes are stored once per owner and content (SHA-256), and
 * charged to the owner's storage only when they are new; when the last packet holding them goes, they go
 * and their bytes are given back.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applicationPacketFiles, applicationPackets, packetBlobs } from '../../db/schema/applications';
import { chargeStorage, releaseStorage } from '../users/storage.queries';

export type PacketRow = typeof applicationPackets.$inferSelect;
export type NewPacketRow = typeof applicationPackets.$inferInsert;
export type PacketFileRow = typeof applicationPacketFiles.$inferSelect;

export interface NewPacketFile {
  kind: 'resume' | 'cover_letter';
  fileName: string;
  mimeType: string;
  format: string;
  templateId: string;
  sha256: string;
  bytes: Buffer;
  sourceHash: string | null;
}

export type StorePacketOutcome =
  | { ok: true; packetId: number; files: PacketFileRow[] }
  | { ok: false; reason: 'exists' }
  | { ok: false; reason: 'storage_full'; storageLimit: number; storageUsed: number; bytes: number };

/**
 * Stores the packet and its files in the caller's transaction: the packet row (one per application:
 * `exists` when there is one), each file's bytes once per content (charging only new bytes; `storage_full`
 * when they do not fit, and the caller rolls back), and the file rows.
 */
export async function storePacket(tx: Db, packet: NewPacketRow, files: readonly NewPacketFile[]): Promise<StorePacketOutcome> {
  const [inserted] = await tx
    .insert(applicationPackets)
    .values(packet)
    .onConflictDoNothing({ target: applicationPackets.applicationId })
    .returning({ id: applicationPackets.id });
  if (!inserted) return { ok: false, reason: 'exists' };
  let newBytes = 0;
  for (const file of files) {
    const [blob] = await tx
      .insert(packetBlobs)
      .values({ userId: packet.userId, sha256: file.sha256, bytes: file.bytes, size: file.bytes.length })
      .onConflictDoNothing({ target: [packetBlobs.userId, packetBlobs.sha256] })
      .returning({ size: packetBlobs.size });
    newBytes += blob?.size ?? 0;
  }
  const full = await chargeStorage(tx, packet.userId, newBytes);
  if (full) return { ok: false, reason: 'storage_full', ...full, bytes: newBytes };
  const rows = await tx
    .insert(applicationPacketFiles)
    .values(
      files.map((file) => ({
        packetId: inserted.id,
        userId: packet.userId,
        kind: file.kind,
        fileName: file.fileName,
        mimeType: file.mimeType,
        format: file.format,
        templateId: file.templateId,
        sha256: file.sha256,
        size: file.bytes.length,
        sourceHash: file.sourceHash,
      })),
    )
    .returning();
  return { ok: true, packetId: inserted.id, files: rows };
}

/** The application's packet and its files (in the order they were stored), or undefined. */
export async function findPacket(db: Db, userId: number, applicationId: number): Promise<{ packet: PacketRow; files: PacketFileRow[] } | undefined> {
  const [packet] = await db
    .select()
    .from(applicationPackets)
    .where(and(eq(applicationPackets.applicationId, applicationId), eq(applicationPackets.userId, userId)))
    .limit(1);
  if (!packet) return undefined;
  const files = await db
    .select()
    .from(applicationPacketFiles)
    .where(and(eq(applicationPacketFiles.packetId, packet.id), eq(applicationPacketFiles.userId, userId)))
    .orderBy(asc(applicationPacketFiles.id));
  return { packet, files };
}

/** One file of the application's packet with its bytes, or undefined. */
export async function findPacketFileBytes(
  db: Db,
  userId: number,
  applicationId: number,
  fileId: number,
): Promise<{ file: PacketFileRow; bytes: Buffer } | undefined> {
  const [row] = await db
    .select({ file: applicationPacketFiles, bytes: packetBlobs.bytes })
    .from(applicationPacketFiles)
    .innerJoin(applicationPackets, eq(applicationPackets.id, applicationPacketFiles.packetId))
    .innerJoin(packetBlobs, and(eq(packetBlobs.userId, applicationPacketFiles.userId), eq(packetBlobs.sha256, applicationPacketFiles.sha256)))
    .where(and(eq(applicationPacketFiles.id, fileId), eq(applicationPacketFiles.userId, userId), eq(applicationPackets.applicationId, applicationId)))
    .limit(1);
  return row ? { file: row.file, bytes: Buffer.from(row.bytes) } : undefined;
}

/** The bytes an earlier packet of the owner's rendered from the same source, or undefined. */
export async function findBytesBySource(db: Db, userId: number, sourceHash: string): Promise<{ sha256: string; bytes: Buffer } | undefined> {
  const [row] = await db
    .select({ sha256: packetBlobs.sha256, bytes: packetBlobs.bytes })
    .from(applicationPacketFiles)
    .innerJoin(packetBlobs, and(eq(packetBlobs.userId, applicationPacketFiles.userId), eq(packetBlobs.sha256, applicationPacketFiles.sha256)))
    .where(and(eq(applicationPacketFiles.userId, userId), eq(applicationPacketFiles.sourceHash, sourceHash)))
    .limit(1);
  return row ? { sha256: row.sha256, bytes: Buffer.from(row.bytes) } : undefined;
}

/** The contents (SHA-256) the application's packet holds, read before the application is deleted. */
export async function packetHashesOf(db: Db, userId: number, applicationId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ sha256: applicationPacketFiles.sha256 })
    .from(applicationPacketFiles)
    .innerJoin(applicationPackets, eq(applicationPackets.id, applicationPacketFiles.packetId))
    .where(and(eq(applicationPackets.applicationId, applicationId), eq(applicationPackets.userId, userId)));
  return rows.map((r) => r.sha256);
}

/** Deletes the owner's blobs among `hashes` that no packet file holds any more, and gives their bytes back. */
export async function releaseUnheldBlobs(db: Db, userId: number, hashes: readonly string[]): Promise<void> {
  if (hashes.length === 0) return;
  const held = db
    .select({ one: sql`1` })
    .from(applicationPacketFiles)
    .where(and(eq(applicationPacketFiles.userId, userId), eq(applicationPacketFiles.sha256, packetBlobs.sha256)));
  const released = await db
    .delete(packetBlobs)
    .where(and(eq(packetBlobs.userId, userId), inArray(packetBlobs.sha256, [...hashes]), sql`not exists (${held})`))
    .returning({ size: packetBlobs.size });
  await releaseStorage(
    db,
    userId,
    released.reduce((sum, r) => sum + r.size, 0),
  );
}
