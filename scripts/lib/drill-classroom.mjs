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
 * Students at classroom pace: each answers the question on screen (the answer brings the next one), thinks `thinkMs`
 * (±50 %), and so on; a finished quiz starts a new one. A request that fails is counted (with when) and the student carries on with the
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
    let state;
    while (this.#running) {
      if (state === undefined) {
        const orderType = ['ORDER', 'RANDOM', 'REVERSE'][index % 3];
        const query = `courseName=${encodeURIComponent(this.courseName)}&orderType=${orderType}`;
        const started = await this.#call(token, 'POST', `/api/v2/quiz/start?${query}`);
        if (started.status === 200) {
          // The start's answer carries the first question, as the web app reads it.
          const { sessionId, question } = JSON.parse(started.body);
          state = { sessionId, question };
        }
      }
      if (state !== undefined) state = await this.#answer(token, state);
      await sleep(this.thinkMs * (0.5 + Math.random()));
    }
  }

  /** Whether an answer says the session is gone (counted as a lost session). */
  #lost(answer) {
    const lost = answer.status === 404 && answer.body.includes('session_not_found');
    if (lost) this.sessionsLost += 1;
    return lost;
  }

  /**
   * One answer as the web app gives it (issue 19): `next` only when no question is on screen (the start's and each
   * submit's answers carry it), then a submit naming the question, whose answer carries the next one. `state`: the
   * session and the question shown, if known. Returns the state to go on with (undefined: start a new session).
   */
  async #answer(token, { sessionId, question }) {
    const session = encodeURIComponent(sessionId);
    if (question === undefined) {
      const shown = await this.#call(token, 'GET', `/api/v2/quiz/next?sessionId=${session}`);
      if (this.#lost(shown)) return undefined;
      if (shown.status !== 200) return { sessionId };
      if (shown.body === QUIZ_FINISHED_TEXT) return undefined;
      question = JSON.parse(shown.body);
    }
    const answer = question.options?.[0]?.optionLabel ?? 'A';
    const submitted = await this.#call(
      token,
      'POST',
      `/api/v2/quiz/submit?sessionId=${session}&answer=${encodeURIComponent(answer)}&questionId=${question.id}`,
    );
    if (this.#lost(submitted)) return undefined;
    if (submitted.status !== 200) {
      // Not acknowledged: a failure, or a 409 for an answer that was taken before its reply was lost. Ask what
      // the session shows now, as the web app does after a reload.
      return { sessionId };
    }
    this.acknowledged.add(`${sessionId}/${question.id}`);
    const { next } = JSON.parse(submitted.body);
    // After the last question `next` is the finished text, without an id.
    return next?.id === undefined ? undefined : { sessionId, question: next };
  }
}
