// A local OpenID provider standing in for Google (DESIGN.md "Testing" 5): a real oidc-provider instance, so the
// auth service's openid-client runs the whole authorization code flow (discovery, PKCE, state, nonce, ID token)
// over HTTP, with no network. Who signs in is decided by the test, not by a password.
//
// Integration tests drive it with plain HTTP:
//   const google = await startFakeGoogle({ clients: [{ clientId, clientSecret, redirectUris: [callbackUrl] }] });
//   env: { ...google.env(clientId) }                                  → GOOGLE_ISSUER / _CLIENT_ID / _SECRET
//   const callback = await google.signIn(authorizationUrl, { sub: '42', email: 'anna@gmail.example' });
//   then GET `callback` on the auth service with the browser's cookies.
//
// Browser tests use the same instance: start it before the system, give the auth service `google.env(clientId)`
// (redirect URI `${PUBLIC_URL}/login/oauth2/code/google`), and when Chromium lands on the provider's sign-in
// page, fill the fields (sub, email, given_name, family_name, email_verified; prefilled from `defaultAccount`)
// and press "Sign in": the provider redirects back to the app as Google would.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import type { Adapter, AdapterPayload, KoaContextWithOIDC, default as Provider } from 'oidc-provider';
import { CookieJar } from '../cookie-jar.js';

export interface FakeGoogleClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

/** The person signing in, as Google's ID token describes them. */
export interface FakeGoogleAccount {
  sub: string;
  email: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
}

export interface FakeGoogleOptions {
  clients: FakeGoogleClient[];
  /** What the browser sign-in page is prefilled with. */
  defaultAccount?: FakeGoogleAccount;
  port?: number;
}

export interface FakeGoogle {
  issuer: string;
  /** The auth service's settings for one of the registered clients. */
  env(clientId?: string): { GOOGLE_ISSUER: string; GOOGLE_CLIENT_ID: string; GOOGLE_CLIENT_SECRET: string };
  /**
   * Plays the browser at the provider: opens `authorizationUrl`, signs `account` in, follows the provider's
   * redirects and returns the URL it finally sends the browser to (the client's redirect URI with code and state,
   * or with an error).
   */
  signIn(authorizationUrl: string | URL, account: FakeGoogleAccount): Promise<URL>;
  close(): Promise<void>;
}

const DEFAULT_ACCOUNT: FakeGoogleAccount = {
  sub: '100000000000000000001',
  email: 'greta.google@gmail.example',
  email_verified: true,
  given_name: 'Greta',
  family_name: 'Google',
  name: 'Greta Google',
};
const GRANTED_SCOPE = 'openid email profile';
const MAX_REDIRECTS = 10;

/** Provider state (sessions, interactions, codes) kept per instance, so two fakes never share any. */
function memoryAdapters(): (name: string) => Adapter {
  const entries = new Map<string, { payload: AdapterPayload; expiresAt: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= Date.now()) entries.delete(key);
    return entries.get(key)?.payload;
  };
  return (name) => {
    const keyOf = (id: string) => `${name}:${id}`;
    return {
      async upsert(id, payload, expiresIn) {
        entries.set(keyOf(id), { payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : Infinity });
      },
      async find(id) {
        return live(keyOf(id));
      },
      async findByUid(uid) {
        for (const key of entries.keys()) {
          if (key.startsWith(`${name}:`) && live(key)?.uid === uid) return live(key);
        }
        return undefined;
      },
      async findByUserCode(userCode) {
        for (const key of entries.keys()) {
          if (key.startsWith(`${name}:`) && live(key)?.userCode === userCode) return live(key);
        }
        return undefined;
      },
      async consume(id) {
        const payload = live(keyOf(id));
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      },
      async destroy(id) {
        entries.delete(keyOf(id));
      },
      async revokeByGrantId(grantId) {
        for (const [key, entry] of entries) if (entry.payload.grantId === grantId) entries.delete(key);
      },
    };
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function signInPage(uid: string, account: FakeGoogleAccount): string {
  const field = (name: keyof FakeGoogleAccount, label: string) =>
    `<label>${label} <input name="${name}" value="${escapeHtml(String(account[name] ?? ''))}"></label><br>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sign in – fake Google</title></head>
<body>
  <h1>Sign in with Google (local test provider)</h1>
  <form method="post" action="/interaction/${escapeHtml(uid)}/login">
    ${field('sub', 'Subject')}
    ${field('email', 'Email')}
    ${field('given_name', 'Given name')}
    ${field('family_name', 'Family name')}
    ${field('name', 'Full name')}
    <label><input type="checkbox" name="email_verified" value="true"${account.email_verified === false ? '' : ' checked'}> Email verified</label><br>
    <button type="submit">Sign in</button>
  </form>
  <a href="/interaction/${escapeHtml(uid)}/abort">Cancel</a>
</body></html>`;
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function accountFrom(form: URLSearchParams): FakeGoogleAccount {
  const optional = (name: string) => form.get(name) || undefined;
  return {
    sub: form.get('sub') ?? '',
    email: form.get('email') ?? '',
    email_verified: form.get('email_verified') === 'true',
    given_name: optional('given_name'),
    family_name: optional('family_name'),
    name: optional('name'),
  };
}

export async function startFakeGoogle(options: FakeGoogleOptions): Promise<FakeGoogle> {
  const accounts = new Map<string, FakeGoogleAccount>();
  const sockets = new Set<Socket>();
  let provider: Provider | undefined;
  let providerHandler: ((request: IncomingMessage, response: ServerResponse) => void) | undefined;

  // Sign-in pages and their submissions are ours (what Google shows its user); everything else is the provider.
  async function interaction(
    request: IncomingMessage,
    response: ServerResponse,
    path: string[],
  ): Promise<void> {
    const [uid, action] = path;
    if (!provider || !uid) throw new Error('no such interaction');
    const details = await provider.interactionDetails(request, response);
    if (request.method === 'GET' && action === undefined) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      response.end(signInPage(details.uid, options.defaultAccount ?? DEFAULT_ACCOUNT));
      return;
    }
    if (request.method === 'POST' && action === 'login') {
      const account = accountFrom(await readForm(request));
      if (!account.sub || !account.email) throw new Error('sub and email are required');
      accounts.set(account.sub, account);
      await provider.interactionFinished(
        request,
        response,
        { login: { accountId: account.sub } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    if (request.method === 'GET' && action === 'abort') {
      await provider.interactionFinished(
        request,
        response,
        { error: 'access_denied', error_description: 'The user cancelled the sign-in' },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    response.writeHead(404).end();
  }

  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0]!.split('/').filter(Boolean);
    if (path[0] === 'interaction') {
      interaction(request, response, path.slice(1)).catch((error: unknown) => {
        if (response.headersSent) return void response.end();
        response.writeHead(400, { 'content-type': 'text/plain' }).end(String(error));
      });
      return;
    }
    providerHandler?.(request, response);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  // Loaded on first use: importing the test kit must not load (or warn about) the provider everywhere.
  const { default: OpenIdProvider } = await import('oidc-provider');
  provider = new OpenIdProvider(issuer, {
    adapter: memoryAdapters(),
    clients: options.clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: client.redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      // What Google's documentation shows: the secret in the token request's body.
      token_endpoint_auth_method: 'client_secret_post',
    })),
    jwks: { keys: [{ ...(await exportJWK(privateKey)), kid: 'fake-google-1', alg: 'RS256', use: 'sig' }] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    // Like Google, the ID token itself carries the profile and email claims.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    // Every client of the fake is first-party: consent is given as soon as the user signs in.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { oidc } = ctx;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(oidc.client!.clientId);
      if (grantId) return oidc.provider.Grant.find(grantId);
      const grant = new oidc.provider.Grant({
        accountId: oidc.account!.accountId,
        clientId: oidc.client!.clientId,
      });
      grant.addOIDCScope(GRANTED_SCOPE);
      await grant.save();
      return grant;
    },
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({ ...account, email_verified: account.email_verified ?? true }),
      };
    },
    // The auth service must send a PKCE challenge even though it is a confidential client.
    pkce: { required: () => true },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
  });
  providerHandler = provider.callback();

  const fake: FakeGoogle = {
    issuer,
    env(clientId = options.clients[0]?.clientId) {
      const client = options.clients.find((candidate) => candidate.clientId === clientId);
      if (!client) throw new Error(`no fake Google client ${clientId}`);
      return {
        GOOGLE_ISSUER: issuer,
        GOOGLE_CLIENT_ID: client.clientId,
        GOOGLE_CLIENT_SECRET: client.clientSecret,
      };
    },

    async signIn(authorizationUrl, account) {
      const jar = new CookieJar();
      let url = new URL(authorizationUrl);
      let signedIn = false;
      for (let hop = 0; hop < MAX_REDIRECTS; hop += 1) {
        if (url.origin !== issuer) return url;
        const onSignInPage: boolean = url.pathname.startsWith('/interaction/') && !signedIn;
        const response = onSignInPage
          ? await jar.fetch(`${url.href.split('?')[0]}/login`, {
              method: 'POST',
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              body: new URLSearchParams(
                Object.entries({ ...account, email_verified: account.email_verified ?? true }).flatMap(
                  ([key, value]): [string, string][] => (value === undefined ? [] : [[key, String(value)]]),
                ),
              ),
            })
          : await jar.fetch(url);
        signedIn ||= onSignInPage;
        const location = response.headers.get('location');
        if (!location || response.status < 300 || response.status >= 400) {
          throw new Error(
            `fake Google answered ${response.status} at ${url.pathname}: ${await response.text()}`,
          );
        }
        await response.body?.cancel();
        url = new URL(location, url);
      }
      throw new Error(`fake Google sign-in did not finish within ${MAX_REDIRECTS} redirects`);
    },

    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  return fake;
}
