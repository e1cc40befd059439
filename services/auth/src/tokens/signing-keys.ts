// The key ring: the private key tokens are signed with, and every public key tokens are still accepted from.
import { ContractViolation } from '@quizdrill/contracts';
import { CompactSign, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { Kysely } from 'kysely';
import type { AuthTables } from '../db/tables.js';
import { activeSigningKeys, insertSigningKey, lockSigningKeys } from './signing-keys.repository.js';

export const SIGNING_ALGORITHM = 'EdDSA';

export interface KeyRing {
  kid: string;
  privateKey: Awaited<ReturnType<typeof importJWK>>;
  /** Published at /jwks.json: the current public key first, then earlier ones still accepted. */
  publicKeys: JWK[];
}

function publicPart({ d: _secret, ...publicJwk }: JWK): JWK {
  return { ...publicJwk, alg: SIGNING_ALGORITHM, use: 'sig' };
}

function parseJson(name: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new ContractViolation(name, ['is not valid JSON']);
  }
}

async function ringFrom(privateJwk: JWK, earlierPublicKeys: JWK[]): Promise<KeyRing> {
  if (!privateJwk.kid || privateJwk.crv !== 'Ed25519' || !privateJwk.d) {
    throw new ContractViolation('JWT_PRIVATE_KEY', ['must be a private Ed25519 JWK with a kid']);
  }
  return {
    kid: privateJwk.kid,
    privateKey: await importJWK(privateJwk, SIGNING_ALGORITHM),
    publicKeys: [publicPart(privateJwk), ...earlierPublicKeys.filter((key) => key.kid !== privateJwk.kid)],
  };
}

export async function generateSigningKey(
  kid = `key-${new Date().toISOString().slice(0, 10)}-${crypto.randomUUID().slice(0, 8)}`,
): Promise<JWK & { kid: string }> {
  const { privateKey } = await generateKeyPair(SIGNING_ALGORITHM, { crv: 'Ed25519', extractable: true });
  return { ...(await exportJWK(privateKey)), kid };
}

/**
 * In production the key comes from JWT_PRIVATE_KEY (and earlier keys from JWT_PUBLIC_KEYS). In development a key
 * is generated once and kept in the database, so restarts and replicas share it; retiring it there
 * (`retired_at`) rotates it on the next start.
 */
export async function loadKeyRing(
  settings: { JWT_PRIVATE_KEY?: string; JWT_PUBLIC_KEYS?: string },
  db: Kysely<AuthTables>,
): Promise<KeyRing> {
  const earlier = settings.JWT_PUBLIC_KEYS
    ? (parseJson('JWT_PUBLIC_KEYS', settings.JWT_PUBLIC_KEYS) as JWK[])
    : [];
  if (!Array.isArray(earlier))
    throw new ContractViolation('JWT_PUBLIC_KEYS', ['must be a JSON array of JWKs']);
  if (settings.JWT_PRIVATE_KEY) {
    return ringFrom(parseJson('JWT_PRIVATE_KEY', settings.JWT_PRIVATE_KEY) as JWK, earlier.map(publicPart));
  }

  const active = await db.transaction().execute(async (trx) => {
    // One key for every replica: the first to start creates it, the others wait for the lock and read it.
    await lockSigningKeys(trx);
    const existing = await activeSigningKeys(trx);
    if (existing.length > 0) return existing as JWK[];
    const created = await generateSigningKey();
    await insertSigningKey(trx, created.kid, JSON.stringify(created));
    return [created];
  });
  // The newest active key signs; older active ones are still accepted until retired.
  const [current, ...older] = active as [JWK, ...JWK[]];
  return ringFrom(current, [...older.map(publicPart), ...earlier.map(publicPart)]);
}

/**
 * A secret for `purpose` that stands in for a configured one where config.ts allows it to be unset (development
 * and tests): Ed25519 signatures are deterministic, so signing a fixed text gives the same secret on every
 * restart and replica, and nobody without the private key can compute it.
 */
export async function secretFromSigningKey(keyRing: KeyRing, purpose: string): Promise<Uint8Array> {
  const signed = await new CompactSign(new TextEncoder().encode(purpose))
    .setProtectedHeader({ alg: SIGNING_ALGORITHM })
    .sign(keyRing.privateKey);
  return Buffer.from(signed.split('.')[2]!, 'base64url');
}
