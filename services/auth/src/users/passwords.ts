// Password hashing with argon2id at OWASP's recommended minimum (19 MiB, 2 iterations, 1 lane).
import { hash, verify } from '@node-rs/argon2';

// 2 is Algorithm.Argon2id: the package declares it as a const enum, which isolated modules cannot read.
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (unknown user, Google-only account) it still verifies
 * against a dummy, so the answer takes as long and says nothing about which usernames exist.
 */
export async function passwordMatches(storedHash: string | undefined, password: string): Promise<boolean> {
  if (storedHash) return verify(storedHash, password);
  dummyHash ??= hashPassword('dummy password for unknown users');
  await verify(await dummyHash, password);
  return false;
}
