/**
 * What was sent, kept (issue 24 section 4). "Mark as applied" renders the chosen resume (and letter) in
 * the chosen template and format once, by the same renderers and checks as a download, and freezes that
 * packet: the files' bytes and SHA-256, the resume's text, document and version, the original it was
 * tailored from, the job as the card held it, and the match and truth reports. The card moves to Applied
 * (a card already further along keeps its stage). Later edits and deleting the resume or the letter
 * change nothing in it: every file downloads byte for byte as it was frozen.
 */
import { createHash } from 'node:crypto';
import { AppError, messages, optimizedFileName } from '@jobapp/shared';
import type { ApplicationPacket, ApplyInput, PacketFile, Salary } from '@jobapp/shared/applications/applications.schema';
import type { PacketReport } from '@jobapp/shared/applications/packet';
import { resumes } from '../../db/schema';
import type { Logger } from '../../logger';
import type { Deps } from '../../types';
import { compute } from '../../lib/compute/compute';
import { findApplication, insertEvents, lockUserApplications, updateApplicationRow } from '../applications/applications.queries';
import { findBytesBySource, findPacket, findPacketFileBytes, storePacket, type NewPacketFile, type PacketFileRow, type PacketRow } from '../applications/applications.packet.queries';
import { applicationNotFound, stageChange } from '../applications/applications.service';
import { entitlementsFor, requireTemplate, type BillingUser } from '../billing/billing-account';
import { exportLetter } from '../cover-letters/cover-letter-export';
import { exportContentTypes, renderCheckedExport, type ExportFile } from '../exports/exports.service';
import { resolveTemplate } from '../exports/templates';
import { storageFull } from '../resumes/optimize.service';
import { findOwnedResume } from '../resumes/resumes.queries';

const sha256Of = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

const fileUrl = (applicationId: number, fileId: number) => `/api/applications/${applicationId}/packet/files/${fileId}`;

function packetFileOf(applicationId: number, row: PacketFileRow, frozenAt: Date): PacketFile {
  return {
    kind: row.kind === 'cover_letter' ? 'cover_letter' : 'resume',
    fileName: row.fileName,
    mimeType: row.mimeType,
    format: row.format === 'docx' ? 'docx' : 'pdf',
    templateId: row.templateId,
    sha256: row.sha256,
    size: row.size,
    url: fileUrl(applicationId, row.id),
    frozenAt: frozenAt.toISOString(),
  };
}

const asString = (value: unknown): string => (typeof value === 'string' ? value : '');
const asStrings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

function packetOf(applicationId: number, packet: PacketRow, files: PacketFileRow[]): ApplicationPacket {
  const job = packet.job;
  const match = packet.matchReport;
  const truth = packet.truthReport as PacketReport['truth'] | null;
  return {
    id: packet.id,
    frozenAt: packet.frozenAt.toISOString(),
    resumeId: packet.resumeId,
    resumeVersion: packet.resumeVersion,
    coverLetterId: packet.coverLetterId,
    templateId: packet.templateId,
    format: packet.format === 'docx' ? 'docx' : 'pdf',
    files: files.map((file) => packetFileOf(applicationId, file, packet.frozenAt)),
    job: {
      jobTitle: asString(job.jobTitle),
      company: asString(job.company),
      location: asString(job.location),
      jobUrl: asString(job.jobUrl) || null,
      description: asString(job.description),
      salary: (job.salary as Salary | null | undefined) ?? null,
    },
    match:
      match && typeof match.scoreAfter === 'number'
        ? {
            scoreBefore: typeof match.scoreBefore === 'number' ? match.scoreBefore : match.scoreAfter,
            scoreAfter: match.scoreAfter,
            matchedSkills: asStrings(match.matchedSkills),
            gaps: asStrings(match.gaps),
          }
        : null,
    truth: truth ? { ok: truth.ok, unsupported: (truth.unsupported ?? []).map((c) => ({ kind: c.kind, value: c.value, line: c.line })) } : null,
    changes: packet.changes as unknown as PacketReport['changes'],
  };
}

/**
 * The resume file as a download would make it now, with what the packet keeps beside it. The same text
 * and document in the same template and format as an earlier packet's file takes that file's bytes:
 * ten applications sent with one file keep (and count) it once.
 */
async function renderResume(deps: Deps, log: Logger, user: BillingUser, input: ApplyInput) {
  const resume = await findOwnedResume(deps.db, user.id, input.resumeId, {
    content: resumes.optimizedContent,
    document: resumes.tailoredDocument,
    originalDocument: resumes.originalDocument,
    originalText: resumes.originalText,
    originalFileName: resumes.originalFileName,
    match: resumes.match,
    version: resumes.version,
  });
  if (!resume) throw new AppError('not_found', messages.resumeNotFound);
  const now = deps.clock();
  requireTemplate(user, input.templateId, now);
  const template = resolveTemplate(input.templateId, null, entitlementsFor(user, now).plan);
  const content = resume.content ?? '';
  const sourceHash = sha256Of(Buffer.from(JSON.stringify({ content, document: resume.document, templateId: template.id, format: input.format }), 'utf8'));
  const earlier = await findBytesBySource(deps.db, user.id, sourceHash);
  const bytes = earlier?.bytes ?? (await renderCheckedExport(deps.browser, content, template, input.format, log, user.id, resume.document));
  const file: ExportFile = { bytes, fileName: optimizedFileName(resume.originalFileName, input.format), contentType: exportContentTypes[input.format], templateId: template.id };
  return { resume, content, file, sourceHash };
}

/** POST /api/applications/{id}/apply */
export async function markApplied(deps: Deps, log: Logger, user: BillingUser, applicationId: number, input: ApplyInput): Promise<ApplicationPacket> {
  const card = await findApplication(deps.db, user.id, applicationId);
  if (!card) throw applicationNotFound();
  if (await findPacket(deps.db, user.id, applicationId)) throw new AppError('conflict', messages.packetExists);

  const { resume, content, file: resumeFile, sourceHash } = await renderResume(deps, log, user, input);
  const letterFile = input.coverLetterId === undefined ? null : await exportLetter(deps, log, user, input.coverLetterId, input.format, input.templateId);
  const report = resume.originalText
    ? await compute(
        'packet-report',
        { originalText: resume.originalText, sentText: content, originalDocument: resume.originalDocument, sentDocument: resume.document },
        { log, owner: user.id },
      )
    : null;

  const files: NewPacketFile[] = [resumeFile, ...(letterFile ? [letterFile] : [])].map((file, index) => ({
    kind: index === 0 ? 'resume' : 'cover_letter',
    fileName: file.fileName,
    mimeType: file.contentType,
    format: input.format,
    templateId: file.templateId,
    sha256: sha256Of(file.bytes),
    bytes: file.bytes,
    sourceHash: index === 0 ? sourceHash : null,
  }));

  const now = deps.clock();
  const stored = await deps.db.transaction(async (tx) => {
    await lockUserApplications(tx, user.id);
    const row = await findApplication(tx, user.id, applicationId);
    if (!row) throw applicationNotFound();
    const outcome = await storePacket(
      tx,
      {
        applicationId,
        userId: user.id,
        resumeId: input.resumeId,
        coverLetterId: input.coverLetterId ?? null,
        resumeVersion: resume.version,
        templateId: resumeFile.templateId,
        format: input.format,
        document: resume.document,
        originalDocument: resume.originalDocument,
        content,
        job: { jobTitle: row.jobTitle, company: row.company, location: row.location, jobUrl: row.jobUrl, description: row.description, salary: row.salary },
        matchReport: resume.match,
        truthReport: report ? { ...report.truth } : null,
        changes: report ? report.changes.map((c) => ({ ...c })) : [],
        frozenAt: now,
      },
      files,
    );
    if (!outcome.ok && outcome.reason === 'exists') throw new AppError('conflict', messages.packetExists);
    if (!outcome.ok) throw storageFull(outcome.storageLimit, outcome.storageUsed, outcome.bytes);
    const change = row.stage === 'saved' ? stageChange(row, { stage: 'applied', at: now }, now) : null;
    await updateApplicationRow(tx, user.id, applicationId, { ...(change?.values ?? {}), lastEventAt: now, updatedAt: now });
    await insertEvents(tx, [
      ...(change ? [change.event] : []),
      { applicationId, userId: user.id, kind: 'resume', at: now, resumeId: input.resumeId, data: {} },
      ...(input.coverLetterId !== undefined ? [{ applicationId, userId: user.id, kind: 'cover_letter', at: now, coverLetterId: input.coverLetterId, data: {} }] : []),
      {
        applicationId,
        userId: user.id,
        kind: 'packet',
        at: now,
        resumeId: input.resumeId,
        coverLetterId: input.coverLetterId ?? null,
        data: { packetId: outcome.packetId, templateId: resumeFile.templateId, format: input.format, files: files.map((f) => ({ kind: f.kind, sha256: f.sha256 })) },
      },
    ]);
    return outcome;
  });
  log.info({ applicationId, packetId: stored.packetId, files: files.length, template: resumeFile.templateId, format: input.format }, 'Application packet frozen');
  const packet = await findPacket(deps.db, user.id, applicationId);
  if (!packet) throw applicationNotFound();
  return packetOf(applicationId, packet.packet, packet.files);
}

/** GET /api/applications/{id}/packet */
export async function getPacket(deps: Deps, userId: number, applicationId: number): Promise<ApplicationPacket> {
  const found = await findPacket(deps.db, userId, applicationId);
  if (found) return packetOf(applicationId, found.packet, found.files);
  if (!(await findApplication(deps.db, userId, applicationId))) throw applicationNotFound();
  throw new AppError('not_found', messages.packetNotFound);
}

/** GET /api/applications/{id}/packet/files/{fileId}: the bytes as frozen. */
export async function packetFile(deps: Deps, userId: number, applicationId: number, fileId: number): Promise<ExportFile> {
  const found = await findPacketFileBytes(deps.db, userId, applicationId, fileId);
  if (!found) throw new AppError('not_found', messages.packetNotFound);
  return { bytes: found.bytes, fileName: found.file.fileName, contentType: found.file.mimeType, templateId: found.file.templateId };
}
