/**
 * Sealing small JSON values that must rest in the database without being readable there (a queued
 * e-mail holds an address, a message, sometimes a one-time link): AES-256-GCM under a key derived
 * from SESSION_SECRET with HKDF, one random IV per value. Unsealing checks the tag, so a changed value
 * throws instead of being used. A value sealed under another secret cannot be opened (it throws).
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const keys = new Map<string, Buffer>();

function keyFor(secret: string, purpose: string): Buffer {
  const id = `${purpose}\n${secret}`;
  let key = keys.get(id);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, 'resumeboost-sealed', purpose, 32));
    keys.set(id, key);
  }
  return key;
}

/** base64url of IV (12 bytes) ‖ tag (16 bytes) ‖ ciphertext. */
export function seal(secret: string, purpose: string, value: unknown): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(secret, purpose), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The value `seal` was given; throws when the text was changed or sealed under another key. */
export function unseal(secret: string, purpose: string, sealed: string): unknown {
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length < 28) throw new Error('Sealed value too short');
  const decipher = createDecipheriv('aes-256-gcm', keyFor(secret, purpose), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  const text = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  return JSON.parse(text) as unknown;
}
