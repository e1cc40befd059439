// Sending a fuzz request through the gateway as its role, and the signed-in accounts it sends them as.
import { api, loginAs, registerUser, withBrokenSignature } from '../../support/accounts.js';
import type { FuzzRequest, Role } from './requests.js';

export interface Answer {
  /** The HTTP status, or 0 when no answer came (connection closed, timeout). */
  status: number;
  /** The start of the answer's body, or the error that stood for it. */
  excerpt: string;
  /** The answer's body in bytes (0 for none or a stream). */
  length: number;
}

const ANSWER_TIMEOUT_MS = 30_000;
/** The gateway's default GATEWAY_BODY_LIMIT_BYTES. */
const GATEWAY_BODY_LIMIT = 6 * 1024 * 1024;
/** Stands for the status of a body refused at the gateway's limit by closing the connection (see send). */
export const CLOSED_AT_LIMIT = -413;

function bodyLength(request: FuzzRequest): number {
  if (request.body === undefined) return 0;
  return typeof request.body === 'string' ? Buffer.byteLength(request.body) : request.body.length;
}

/**
 * The accounts of each role: the seeded educator, premium and admin, and a student registered for the run (a
 * seeded student would be shared with nothing, but a fresh one keeps the seed as the browser tests know it).
 */
export class Accounts {
  private readonly tokens = new Map<Role, string>();
  private readonly usernames = new Map<Role, string>();

  async signIn(): Promise<void> {
    for (const role of ['premium', 'educator', 'admin'] as const) {
      this.usernames.set(role, role);
      this.tokens.set(role, await loginAs(role));
    }
    const student = await registerUser({ firstName: 'Fuzz' });
    this.usernames.set('student', student.username);
    this.tokens.set('student', student.token);
    this.studentPassword = student.password;
  }

  private studentPassword = '';

  token(role: Role): string | undefined {
    return this.tokens.get(role);
  }

  /**
   * What an accepted request changed about its own account: a new username (PATCH /users/me answers the user,
   * and may answer a fresh token).
   */
  noteAnswer(request: FuzzRequest, status: number, body: string): void {
    if (request.method !== 'PATCH' || !request.path.startsWith('/api/v2/users/me') || status !== 200) return;
    try {
      const user = JSON.parse(body) as { username?: string; token?: string };
      if (user.username) this.usernames.set(request.role, user.username);
      if (user.token) this.tokens.set(request.role, user.token);
    } catch {
      // Not JSON: nothing to learn.
    }
  }

  /** After a route: every account still signed in (a change of its name may have outdated its token). */
  async ensureSignedIn(): Promise<void> {
    for (const [role, token] of this.tokens) {
      if ((await api('GET', '/api/v2/users/me', { token })).status === 200) continue;
      const refreshed = await api<{ token?: string }>('POST', '/api/v2/auth/refresh', { token });
      if (refreshed.status === 200 && refreshed.body.token) {
        this.tokens.set(role, refreshed.body.token);
        continue;
      }
      const username = this.usernames.get(role) ?? role;
      this.tokens.set(role, await loginAs(username, role === 'student' ? this.studentPassword : undefined));
    }
  }
  /**
   * Gives the seeded accounts their names back (PATCH /users/me may have renamed them): the files that run after this
   * one sign in as the seed knows them (`loginAs('educator')`).
   */
  async restoreSeededNames(): Promise<void> {
    await this.ensureSignedIn();
    for (const role of ['premium', 'educator', 'admin'] as const) {
      if (this.usernames.get(role) === role) continue;
      const token = this.tokens.get(role);
      const me = await api<Record<string, string>>('GET', '/api/v2/users/me', { token });
      const { email, firstName, lastName } = me.body;
      const renamed = await api<{ token?: string }>('PATCH', '/api/v2/users/me', {
        token,
        body: { username: role, email, firstName, lastName },
      });
      if (renamed.status !== 200)
        throw new Error(`could not name the seeded ${role} back: ${renamed.status}`);
      this.usernames.set(role, role);
      if (renamed.body.token) this.tokens.set(role, renamed.body.token);
    }
  }
}

export async function send(baseUrl: string, request: FuzzRequest, accounts: Accounts): Promise<Answer> {
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  const token = accounts.token(request.role === 'anonymous' ? 'student' : request.role) ?? '';
  if (request.authorization.kind === 'junk') {
    headers.authorization = request.authorization.template
      .replaceAll('{token}', token)
      .replaceAll('{broken}', withBrokenSignature(token));
  } else if (request.role !== 'anonymous') {
    headers.authorization = `Bearer ${token}`;
  }
  try {
    const response = await fetch(`${baseUrl}${request.path}${request.query}`, {
      method: request.method,
      headers,
      body: request.body as BodyInit | undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
    });
    // A stream of events (a job's or a game's) stays open: its status is the answer.
    if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
      await response.body?.cancel();
      return { status: response.status, excerpt: '(event stream)', length: 0 };
    }
    const body = Buffer.from(await response.arrayBuffer());
    const text = body.toString('utf8');
    accounts.noteAnswer(request, response.status, text);
    return { status: response.status, excerpt: text.slice(0, 300), length: body.length };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const closed = cause?.code === 'EPIPE' || cause?.code === 'ECONNRESET';
    if (closed && bodyLength(request) > GATEWAY_BODY_LIMIT) {
      // The gateway answers 413 to a body above its limit and closes the connection before the body is all
      // sent, so a client still writing sees the connection closed rather than the answer.
      return {
        status: CLOSED_AT_LIMIT,
        excerpt: `closed while sending ${bodyLength(request)} bytes`,
        length: 0,
      };
    }
    return {
      status: 0,
      excerpt: `no answer: ${(error as Error).message} ${cause?.code ?? cause?.message ?? ''}`,
      length: 0,
    };
  }
}

/** The request as a line of a report: enough to send it again by hand. */
export function describeRequest(request: FuzzRequest): string {
  const body =
    request.body === undefined
      ? ''
      : typeof request.body === 'string'
        ? ` body ${JSON.stringify(abbreviate(request.body))}`
        : ` body ${request.body.length} bytes ${JSON.stringify(abbreviate(new TextDecoder().decode(request.body)))}`;
  const type = request.headers['content-type']
    ? ` content-type ${JSON.stringify(request.headers['content-type'])}`
    : '';
  const auth =
    request.authorization.kind === 'junk'
      ? ` authorization ${JSON.stringify(abbreviate(request.authorization.template))}`
      : '';
  return `${request.method} ${abbreviate(request.path + request.query)} as ${request.role}${auth}${type}${body}`;
}

function abbreviate(text: string, length = 160): string {
  return text.length <= length ? text : `${text.slice(0, length)}… (${text.length} characters)`;
}
