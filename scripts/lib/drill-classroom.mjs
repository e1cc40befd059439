// The drill's classroom: students who answer question after question through the gateway at a classroom pace,
// and the drill's own record of what the system acknowledged (every submit answered 200), to compare with what
// Postgres holds once the system has settled.
import { setTimeout as sleep } from 'node:timers/promises';
import { Pool } from 'undici';

const QUIZ_FINISHED_TEXT = 'Quizet är slut!';

/** Registers `count` students through the gateway (a few at a time: password hashing is slow on purpose). */
export async function registerStudents(gatewayUrl, count, { prefix, concurrency = 8 }) {
  const tokens = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      const username = `${prefix}${index}`;
      const response = await fetch(`${gatewayUrl}/api/v2/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          username,
          email: `${username}@drill.example`,
          firstName: 'Drill',
          lastName: `Student ${index}`,
          password: 'drill-password-1',
        }),
      });
      const body = await response.text();
      if (response.status !== 201) throw new Error(`registering ${username}: ${response.status} ${body}`);
      tokens[index] = JSON.parse(body).token;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return tokens;
}

/**
 * Students at classroom pace: each shows the next question, answers it, thinks `thinkMs` (±50 %), and so on; a
 * finished quiz starts a new one. A request that fails is counted (with when) and the student carries on with the
 * same session, as the web app does; only "session not found" makes it start a new one (a lost session).
 */
export class Classroom {
  /** `${sessionId}/${questionId}` of every submit the system acknowledged. */
  acknowledged = new Set();
  /** Each failed request: when (ms since epoch), what, and the status (0: no answer). */
  errors = [];
  /** Sessions the system said it did not know any more, while a student was in the middle of one. */
  sessionsLost = 0;
  requests = 0;
  #running = false;
  #loops = [];
  #pool;

  constructor({ gatewayUrl, tokens, courseName, thinkMs = 2_000 }) {
    this.gatewayUrl = gatewayUrl;
    this.tokens = tokens;
    this.courseName = courseName;
    this.thinkMs = thinkMs;
    this.#pool = new Pool(gatewayUrl, { connections: 64, headersTimeout: 15_000, bodyTimeout: 15_000 });
  }

  start() {
    this.#running = true;
    this.#loops = this.tokens.map((token, index) => this.#student(token, index));
  }

  async stop() {
    this.#running = false;
    await Promise.all(this.#loops);
  }

  async close() {
    await this.#pool.close();
  }

  /** Failed requests since `since` (ms since epoch), and when the last one happened. */
  errorsSince(since) {
    const recent = this.errors.filter((error) => error.at >= since);
    return { count: recent.length, lastAt: recent.at(-1)?.at };
  }

  async #call(token, method, path) {
    this.requests += 1;
    try {
      const response = await this.#pool.request({
        method,
        path,
        headers: { authorization: `Bearer ${token}` },
      });
      const body = await response.body.text();
      if (response.statusCode !== 200)
        this.errors.push({
          at: Date.now(),
          what: `${method} ${path.split('?')[0]}`,
          status: response.statusCode,
          body: body.slice(0, 200),
        });
      return { status: response.statusCode, body };
    } catch (error) {
      this.errors.push({
        at: Date.now(),
        what: `${method} ${path.split('?')[0]}`,
        status: 0,
        body: error.code ?? error.message,
      });
      return { status: 0, body: '' };
    }
  }

  async #student(token, index) {
    // Spread the class over the first think time, as a class that does not all click at once.
    await sleep(Math.random() * this.thinkMs);
    let sessionId;
    while (this.#running) {
      if (sessionId === undefined) {
        const orderType = ['ORDER', 'RANDOM', 'REVERSE'][index % 3];
        const query = `courseName=${encodeURIComponent(this.courseName)}&orderType=${orderType}`;
        const started = await this.#call(token, 'POST', `/api/v2/quiz/start?${query}`);
        if (started.status === 200) sessionId = JSON.parse(started.body).sessionId;
      }
      if (sessionId !== undefined) sessionId = await this.#answer(token, sessionId);
      await sleep(this.thinkMs * (0.5 + Math.random()));
    }
  }

  /** One question: next, then submit. Returns the session to go on with (undefined: start a new one). */
  async #answer(token, sessionId) {
    const session = encodeURIComponent(sessionId);
    const shown = await this.#call(token, 'GET', `/api/v2/quiz/next?sessionId=${session}`);
    if (shown.status === 404 && shown.body.includes('session_not_found')) {
      this.sessionsLost += 1;
      return undefined;
    }
    if (shown.status !== 200) return sessionId;
    if (shown.body === QUIZ_FINISHED_TEXT) return undefined;
    const question = JSON.parse(shown.body);
    const answer = question.options?.[0]?.optionLabel ?? 'A';
    const submitted = await this.#call(
      token,
      'POST',
      `/api/v2/quiz/submit?sessionId=${session}&answer=${encodeURIComponent(answer)}`,
    );
    if (submitted.status === 200) this.acknowledged.add(`${sessionId}/${question.id}`);
    if (submitted.status === 404 && submitted.body.includes('session_not_found')) {
      this.sessionsLost += 1;
      return undefined;
    }
    return sessionId;
  }
}
