// A stand-in for the auth service's signing key: a JWKS to serve and tokens signed like auth signs them.
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';

export interface TestSigner {
  jwks: { keys: object[] };
  sign(claims?: JWTPayload, expiresAt?: string | number): Promise<string>;
}

export async function createTestSigner(kid = 'test-key-1'): Promise<TestSigner> {
  const { privateKey, publicKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'EdDSA', use: 'sig' };
  return {
    jwks: { keys: [publicJwk] },
    sign: (claims = {}, expiresAt: string | number = '5m') =>
      new SignJWT({ uid: 'u-17', role: 'ROLE_USER', isPremium: false, ...claims })
        .setProtectedHeader({ alg: 'EdDSA', kid })
        .setSubject('student')
        .setIssuedAt()
        .setExpirationTime(expiresAt)
        .sign(privateKey),
  };
}
