// Broken on purpose under a class's load: while a few hundred students answer through the gateway, one quiz
// replica is killed, one classroom replica mid-question, an ai-worker mid-job, then Postgres, Redis and NATS are
// restarted in turn. Every acknowledged answer is stored exactly once, the live game goes on, the job finishes.
// Prints acknowledged against stored and the seconds each part took to recover.
import { textPhoto } from '@quizdrill/test-kit/text-photos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, loginAs, registerUser } from '../support/accounts.js';
import { answerAsPlayer, LiveStream, openGameWithGuests } from '../support/live.js';
import { createQuizCourse, type QuizCourse } from '../support/quiz.js';
import { baseUrl } from '../support/system.js';
import { docker, replicasOf, sendPhoto, sql } from './stack.js';

const STUDENTS = Number(process.env.DEPLOY_STUDENTS ?? 200);
/** Each student answers about this often: a class at its pace (bench/classroom.bench.mjs's), not a flood. */
const ANSWER_EVERY_MS = Number(process.env.DEPLOY_ANSWER_EVERY_MS ?? 2_000);

type Ack = { sessionId: string; questionId: number };

/** A class answering through the gateway until stopped: what was acknowledged, and what failed meanwhile. */
function startClass(tokens: string[], courseName: string, correctLabel: (text: string) => string) {
  const acked: Ack[] = [];
  /** When each answer was acknowledged, in order. */
  const ackedAt: number[] = [];
  let failed = 0;
  let stopping = false;
  const call = async (method: string, path: string, token: string) => {
    try {
      const response = await fetch(`${baseUrl()}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
        signal: AbortSignal.timeout(10_000),
      });
      const text = await response.text();
      return { status: response.status, body: text.startsWith('{') ? JSON.parse(text) : text };
    } catch {
      return { status: 0, body: null };
    }
  };
  const student = async (token: string, offset: number) => {
    await new Promise((resolve) => setTimeout(resolve, offset));
    let sessionId: string | undefined;
    // biome-ignore lint/suspicious/noExplicitAny: the quiz's answers as the client reads them
    let question: any;
    while (!stopping) {
      const started = Date.now();
      if (!sessionId || typeof question?.id !== 'number') {
        // No session yet, or this one is over (`Quizet är slut!`, or submit's `next: { finished: true }`): a new one.
        const query = new URLSearchParams({ courseName, orderType: 'ORDER', startQuestion: '0' });
        const start = await call('POST', `/api/v2/quiz/start?${query}`, token);
        if (start.status === 200) {
          sessionId = start.body.sessionId;
          question =
            start.body.question ??
            (await call('GET', `/api/v2/quiz/next?sessionId=${sessionId}`, token)).body;
        } else failed += 1;
      } else {
        const query = new URLSearchParams({
          sessionId,
          answer: correctLabel(question.questionText),
          questionId: String(question.id),
        });
        const submitted = await call('POST', `/api/v2/quiz/submit?${query}`, token);
        if (submitted.status === 200) {
          acked.push({ sessionId, questionId: question.id });
          ackedAt.push(Date.now());
          question = submitted.body.next;
        } else if (submitted.status === 409) {
          // Answered already (a reply lost on the way): the session moved on; ask where it is.
          question = (await call('GET', `/api/v2/quiz/next?sessionId=${sessionId}`, token)).body;
        } else {
          failed += 1;
          // After a failure the client asks again where the session is, as the web app does.
          const next = await call('GET', `/api/v2/quiz/next?sessionId=${sessionId}`, token);
          question = next.status === 200 ? next.body : undefined;
          if (next.status !== 200) sessionId = undefined;
        }
      }
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, ANSWER_EVERY_MS - (Date.now() - started))),
      );
    }
  };
  const running = Promise.all(
    tokens.map((token, i) => student(token, (i * ANSWER_EVERY_MS) / tokens.length)),
  );
  return {
    acked,
    failures: () => failed,
    /**
     * The longest the class went without an acknowledged answer between `since` and now (waiting first until one
     * is acknowledged after now): how long the fault held the students up.
     */
    async longestPause(since: number): Promise<number> {
      const until = Date.now();
      const deadline = until + 120_000;
      while ((ackedAt.at(-1) ?? 0) <= until && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const last = ackedAt.at(-1) ?? 0;
      if (last <= until) throw new Error('answers were not acknowledged again within 120 s');
      let previous = since;
      let longest = 0;
      for (const at of ackedAt) {
        if (at < since) continue;
        longest = Math.max(longest, at - previous);
        previous = at;
        if (at > until) break;
      }
      return longest / 1000;
    },
    async stop() {
      stopping = true;
      await running;
    },
  };
}

/**
 * Brings a killed container back and says when it runs again. `docker kill` counts as a manual stop, so the restart
 * policy leaves the container exited: it is started here, as an orchestrator restarts a crashed process. On a loaded
 * machine a start takes minutes.
 */
async function waitRunningHealthy(container: string, since: number): Promise<number> {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    const status = (
      await docker(
        'inspect',
        '-f',
        '{{.State.Status}} {{if .State.Health}}{{.State.Health.Status}}{{end}}',
        container,
      )
    ).trim();
    if (status === 'running healthy' || status === 'running') return (Date.now() - since) / 1000;
    if (status.startsWith('exited')) await docker('start', container);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${container} was not healthy again within 300 s`);
}

describe('the stack broken on purpose under a class', () => {
  let educator: string;
  let course: QuizCourse;
  let tokens: string[];
  const figures: string[] = [];
  beforeAll(async () => {
    educator = await loginAs('educator');
    course = await createQuizCourse(educator);
    tokens = [];
    for (let i = 0; i < STUDENTS; i += 10) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(10, STUDENTS - i) }, () => registerUser().then((user) => user.token)),
      );
      tokens.push(...batch);
    }
    // Each registration hashes a password (argon2id): a class takes a while on a loaded machine.
  }, 600_000);
  afterAll(() => {
    console.log(`faults:\n  ${figures.join('\n  ')}`);
  });

  it('when replicas are killed and the stores restarted, then every acknowledged answer is stored once, the game goes on and the job finishes', async () => {
    const started = Date.now();
    const load = startClass(tokens, course.course.name, course.correctLabel);
    const [quiz1] = await replicasOf('quiz');
    const [classroom1] = await replicasOf('classroom');
    const workers = await replicasOf('ai-worker');

    // A live game with a question on screen: its players are spread over both classroom replicas.
    const game = await openGameWithGuests(educator, course.course.name, ['Ebba', 'Frej'], {
      questionSeconds: 120,
    });
    const { gameId, players, streams } = game;
    try {
      // The class is answering before anything breaks: as many answers acknowledged as it has students.
      await expect
        .poll(() => load.acked.length, { timeout: 120_000, interval: 250 })
        .toBeGreaterThanOrEqual(tokens.length);
      const kill = async (container: string | undefined, what: string) => {
        if (!container) throw new Error(`no container for ${what}`);
        const at = Date.now();
        await docker('kill', container);
        const healthy = await waitRunningHealthy(container, at);
        const pause = await load.longestPause(at);
        figures.push(
          `${what}: the class's longest wait for an acknowledged answer ${pause.toFixed(1)} s; the container healthy again after ${healthy.toFixed(1)} s`,
        );
      };
      // The killed replica restarts meanwhile (a minute or more on a loaded machine); the other faults go on.
      const quizBack = kill(quiz1, 'quiz replica killed').then(
        () => undefined,
        (error: unknown) => error,
      );

      // A classroom replica dies mid-question: the players answer, the reveal still comes, and the next question.
      expect((await api('POST', `/api/v2/live/games/${gameId}/start`, { token: educator })).status).toBe(200);
      const [first] = await Promise.all(streams.map((stream) => stream.next('question')));
      const killedAt = Date.now();
      await docker('kill', classroom1 as string);
      const right = course.correctLabel(first.questionText);
      for (const player of players) {
        let status = 0;
        for (let attempt = 0; attempt < 20 && status !== 200 && status !== 409; attempt++) {
          status = await answerAsPlayer(gameId, player, 0, right);
          if (status !== 200 && status !== 409) await new Promise((resolve) => setTimeout(resolve, 500));
        }
        expect(status).toBe(200);
      }
      // A stream held by the killed replica ended with it; the host reopens, as the screens do, and gets the game.
      const hostAgain = await LiveStream.open(gameId, `Bearer ${educator}`);
      expect((await hostAgain.next('state')).game.players).toBe(2);
      expect((await api('POST', `/api/v2/live/games/${gameId}/next`, { token: educator })).status).toBe(200);
      expect((await hostAgain.next('question')).index).toBe(1);
      hostAgain.close();
      const gameWentOn = (Date.now() - killedAt) / 1000;
      const classroomBack = waitRunningHealthy(classroom1 as string, killedAt).then(
        (healthy) =>
          void figures.push(
            `classroom replica killed mid-question: the game went on to question 2 after ${gameWentOn.toFixed(1)} s, the replica healthy again after ${healthy.toFixed(1)} s`,
          ),
        (error: unknown) => error,
      );

      // The ai-workers die mid-job: restarted, one takes the job up once its lock runs out, and it finishes. Some
      // lines of text, so the job runs long enough to be killed in the middle (a whole page takes minutes on a
      // loaded machine).
      const photo = await textPhoto([
        'Vattnets kretslopp',
        ...Array.from(
          { length: 8 },
          (_, i) => `Rad ${i + 1}: solen värmer vattnet i haven och molnen ger regn.`,
        ),
      ]);
      const jobAt = Date.now();
      const enqueued = await sendPhoto(educator, photo, '/api/v2/jobs/phototoquiz');
      const { jobId } = (await enqueued.json()) as { jobId: string };
      expect(enqueued.status).toBeLessThan(300);
      const stateOf = async () =>
        (await api<{ state: string; result?: unknown }>('GET', `/api/v2/jobs/${jobId}`, { token: educator }))
          .body;
      await expect
        .poll(async () => (await stateOf()).state, { timeout: 60_000, interval: 50 })
        .toMatch(/^(active|completed)$/);
      const midJob = (await stateOf()).state === 'active';
      for (const worker of workers) await docker('kill', worker);
      // Started again meanwhile: with no ai-worker running, nothing could take the job up.
      const workersBack = Promise.all(workers.map((worker) => waitRunningHealthy(worker, jobAt)));
      workersBack.catch(() => undefined);
      await expect
        .poll(async () => (await stateOf()).state, { timeout: 240_000, interval: 1_000 })
        .toBe('completed');
      expect(JSON.stringify((await stateOf()).result)).toMatch(/kretslopp/i);
      figures.push(
        `every ai-worker killed ${midJob ? 'mid-job' : '(the job had finished first)'}: the job finished ${((Date.now() - jobAt) / 1000).toFixed(1)} s after it was sent; workers healthy again after ${(await workersBack).map((s) => s.toFixed(1)).join(', ')} s`,
      );

      // Every killed container is back before the stores are restarted.
      for (const failure of [await quizBack, await classroomBack]) if (failure) throw failure;
      for (const store of ['postgres', 'redis', 'nats']) {
        const [container] = await replicasOf(store);
        const at = Date.now();
        await docker('restart', '-t', '10', container as string);
        const healthy = await waitRunningHealthy(container as string, at);
        const answering = await load.longestPause(at);
        figures.push(
          `${store} restarted: healthy after ${healthy.toFixed(1)} s, the class's longest wait for an acknowledged answer ${answering.toFixed(1)} s`,
        );
      }
    } finally {
      await load.stop();
      game.close();
    }

    // Every acknowledged answer reaches Postgres, once.
    const sessions = [...new Set(load.acked.map((ack) => ack.sessionId))];
    const list = sessions.map((id) => `'${id.replace(/'/g, "''")}'`).join(',');
    const storedCount = async () =>
      Number((await sql(`select count(*) from quiz.answers where session_id in (${list})`))[0]?.[0]);
    const storeStarted = Date.now();
    await expect
      .poll(storedCount, { timeout: 120_000, interval: 1_000 })
      .toBeGreaterThanOrEqual(load.acked.length);
    const stored = await sql(
      `select session_id, question_id, count(*) from quiz.answers where session_id in (${list}) group by 1, 2`,
    );
    const storedKeys = new Map(
      stored.map(([session, question, count]) => [`${session}/${question}`, Number(count)]),
    );
    const missing = load.acked.filter((ack) => !storedKeys.has(`${ack.sessionId}/${ack.questionId}`));
    const duplicates = [...storedKeys.values()].filter((count) => count > 1).length;
    figures.unshift(
      `${STUDENTS} students for ${((Date.now() - started) / 1000).toFixed(0)} s: ${load.acked.length} answers acknowledged, ${storedKeys.size} stored (${[...storedKeys.values()].reduce((a, b) => a + b, 0)} rows), ${missing.length} missing, ${duplicates} stored twice, ${load.failures()} requests refused or failed during the faults; all stored ${((Date.now() - storeStarted) / 1000).toFixed(1)} s after the load stopped`,
    );
    expect(missing).toEqual([]);
    expect(duplicates).toBe(0);
    // The class, the killed replicas and ai-workers brought back (minutes each on a loaded machine), three stores.
  }, 900_000);
});
