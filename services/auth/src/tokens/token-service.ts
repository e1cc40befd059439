// Issues access tokens and checks the ones this service receives, with the key ring.
import { type Caller, createLocalTokenVerifier, type TokenVerifier } from '@quizdrill/service-kit';
import { SignJWT } from 'jose';
import type { User } from '../db/tables.js';
import { type KeyRing, SIGNING_ALGORITHM } from './signing-keys.js';

export const TOKEN_ISSUER = 'quizdrill-auth';

export interface TokenService extends TokenVerifier {
  issue(user: Pick<User, 'id' | 'username' | 'role' | 'is_premium'>): Promise<string>;
  jwks(): { keys: KeyRing['publicKeys'] };
}

export function createTokenService(ring: KeyRing, ttlSeconds: number): TokenService {
  const verifier = createLocalTokenVerifier({ keys: ring.publicKeys });
  return {
    issue: (user) =>
      // Claims per SPEC.md §3: `sub` is the username; `roles` for clients that read a list.
      new SignJWT({ uid: user.id, role: user.role, roles: [user.role], isPremium: user.is_premium })
        .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid: ring.kid, typ: 'JWT' })
        .setSubject(user.username)
        .setIssuer(TOKEN_ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(ring.privateKey),
    verify: (token): Promise<Caller> => verifier.verify(token),
    jwks: () => ({ keys: ring.publicKeys }),
  };
}
