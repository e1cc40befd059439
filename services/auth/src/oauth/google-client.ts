// Google's side of the sign-in with openid-client: authorization code flow with PKCE, state and nonce.
import * as openid from 'openid-client';
import type { PendingSignIn } from './login-cookie.js';

export interface GoogleClientSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

export interface GoogleClient {
  /** A fresh state, nonce and PKCE verifier, and the authorization URL that carries them. */
  authorizationRequest(): Promise<{ url: URL; pending: PendingSignIn }>;
  /** Exchanges the code in the callback URL and returns the checked ID token's claims. */
  idTokenClaims(callbackUrl: URL, pending: PendingSignIn): Promise<openid.IDToken>;
}

const DISCOVERY_ATTEMPTS = 3;
const DISCOVERY_TIMEOUT_SECONDS = 5;
const SCOPE = 'openid email profile';

const pause = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/**
 * The provider's metadata is fetched on first use and kept; a failed discovery is retried a few times and, if
 * it still fails, forgotten, so the next sign-in tries again instead of the service needing a restart.
 */
function cachedDiscovery(discover: () => Promise<openid.Configuration>): () => Promise<openid.Configuration> {
  let configuration: Promise<openid.Configuration> | undefined;
  const withRetries = async () => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await discover();
      } catch (error) {
        if (attempt >= DISCOVERY_ATTEMPTS) throw error;
        await pause(200 * attempt);
      }
    }
  };
  return () => {
    configuration ??= withRetries().catch((error: unknown) => {
      configuration = undefined;
      throw error;
    });
    return configuration;
  };
}

export function createGoogleClient(settings: GoogleClientSettings): GoogleClient {
  const configuration = cachedDiscovery(() =>
    openid.discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
      timeout: DISCOVERY_TIMEOUT_SECONDS,
      // A plain-http issuer is the local stand-in for Google (config.ts refuses one in production).
      ...(new URL(settings.issuer).protocol === 'http:' ? { execute: [openid.allowInsecureRequests] } : {}),
    }),
  );

  return {
    async authorizationRequest() {
      const config = await configuration();
      const pending = {
        state: openid.randomState(),
        nonce: openid.randomNonce(),
        codeVerifier: openid.randomPKCECodeVerifier(),
      };
      const url = openid.buildAuthorizationUrl(config, {
        redirect_uri: settings.redirectUri,
        scope: SCOPE,
        state: pending.state,
        nonce: pending.nonce,
        code_challenge: await openid.calculatePKCECodeChallenge(pending.codeVerifier),
        code_challenge_method: 'S256',
      });
      return { url, pending };
    },

    async idTokenClaims(callbackUrl, pending) {
      const config = await configuration();
      const tokens = await openid.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('the token response carried no ID token');
      return claims;
    },
  };
}
