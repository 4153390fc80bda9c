/**
 * Password hashing with argon2id through @node-rs/argon2: prebuilt native binaries for every
 * platform (no node-gyp build step, nothing for pnpm's build-script allow-list), and its defaults
 * are the OWASP argon2id parameters (19 MiB, 2 iterations, 1 lane).
 */
import { hash, verify } from '@node-rs/argon2';

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a stored hash (unknown user) it still verifies
 * against a dummy hash, so the answer takes about as long either way.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hash('resumeboost-dummy-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
