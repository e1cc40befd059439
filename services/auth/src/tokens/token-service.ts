// Issues access tokens and checks the ones this service receives, with the key ring and the users' token versions.
import {
  type Caller,
  createLocalTokenVerifier,
  TOKEN_VERSION_CLAIM,
  type TokenVerifier,
  type TokenVersions,
} from '@quizdrill/service-kit';
import { SignJWT } from 'jose';
import type { User } from '../db/tables.js';
import { type KeyRing, SIGNING_ALGORITHM } from './signing-keys.js';

export const TOKEN_ISSUER = 'quizdrill-auth';

export type TokenHolder = Pick<User, 'id' | 'username' | 'role' | 'is_premium' | 'token_version'>;

export interface TokenService extends TokenVerifier {
  issue(user: TokenHolder): Promise<string>;
  jwks(): { keys: KeyRing['publicKeys'] };
}

export function createTokenService(ring: KeyRing, ttlSeconds: number, versions: TokenVersions): TokenService {
  const verifier = createLocalTokenVerifier({ keys: ring.publicKeys }, versions);
  return {
    issue: (user) =>
      // Claims per SPEC.md §3: `sub` is the username; `roles` for clients that read a list. `uid` is the identity
      // services key data by; `ver` tells verifiers whether a later change outdated the token.
      new SignJWT({
        uid: user.id,
        role: user.role,
        roles: [user.role],
        isPremium: user.is_premium,
        [TOKEN_VERSION_CLAIM]: user.token_version,
      })
        .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid: ring.kid, typ: 'JWT' })
        .setSubject(user.username)
        .setIssuer(TOKEN_ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(ring.privateKey),
    verify: (token, options): Promise<Caller> => verifier.verify(token, options),
    jwks: () => ({ keys: ring.publicKeys }),
  };
}
