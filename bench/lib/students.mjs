// The virtual classroom: students that start a quiz and answer question after question over HTTP, driven either
// closed-loop (as fast as the target answers) or open-model (answers arrive at a fixed rate, like a class does).
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { QUIZ_FINISHED_TEXT } from '@quizdrill/contracts';
import { Pool } from 'undici';
import { correctLabel, LABELS } from './classroom-course.mjs';

const ORDER_TYPES = ['ORDER', 'RANDOM', 'REVERSE'];
/** How often a student picks the right option: feedback for right and wrong answers both gets exercised. */
const RIGHT_ANSWER_SHARE = 0.7;

export class Student {
  constructor(token, index) {
    this.authorization = `Bearer ${token}`;
    this.orderType = ORDER_TYPES[index % ORDER_TYPES.length];
    this.sessionId = undefined;
    /** The question on screen: the one the start or the last submit answered with. */
    this.questionId = undefined;
    this.busy = false;
  }
}

/**
 * Latencies of next and submit and the answers, counted only while `recording`; failed requests, counted always
 * (warm-up and session starts included): a failure anywhere in a phase is worth seeing.
 */
export class Recorder {
  latencies = [];
  answers = 0;
  errors = 0;
  recording = false;

  observe(milliseconds) {
    if (this.recording) this.latencies.push(milliseconds);
  }

  answered() {
    if (this.recording) this.answers += 1;
  }

  failed() {
    this.errors += 1;
  }
}

/** Where the students send their requests: an undici pool of `connections` keep-alive connections. */
export function createTarget(origin, { connections, courseName }) {
  return { courseName, pool: new Pool(origin, { connections }) };
}

/** The body of a 200 answer, or undefined after counting the failure (another status, or a network error). */
async function call(target, recorder, student, method, path, timed) {
  const started = performance.now();
  try {
    const response = await target.pool.request({
      method,
      path,
      headers: { authorization: student.authorization },
    });
    const body = await response.body.text();
    if (timed) recorder.observe(performance.now() - started);
    if (response.statusCode === 200) return body;
  } catch {
    // a refused or reset connection is counted below like an error status
  }
  recorder.failed();
  return undefined;
}

async function startSession(target, recorder, student) {
  const query = `courseName=${encodeURIComponent(target.courseName)}&orderType=${student.orderType}`;
  const body = await call(target, recorder, student, 'POST', `/api/v2/quiz/start?${query}`, false);
  const started = body === undefined ? undefined : JSON.parse(body);
  student.sessionId = started?.sessionId;
  // The start's response carries the first question, as the web app reads it.
  student.questionId = started?.question?.id;
}

function chooseAnswer(questionId) {
  if (Math.random() < RIGHT_ANSWER_SHARE) return correctLabel(questionId);
  const wrong = LABELS.filter((label) => label !== correctLabel(questionId));
  return wrong[Math.floor(Math.random() * wrong.length)];
}

/**
 * The session's current question from `next`, when its start did not carry it (the web app does the same). Leaves
 * `student.questionId` unset if there is none (finished, or a failure: counted).
 */
async function showFirstQuestion(target, recorder, student, timed) {
  const session = encodeURIComponent(student.sessionId);
  const shown = await call(target, recorder, student, 'GET', `/api/v2/quiz/next?sessionId=${session}`, timed);
  if (shown === undefined || shown === QUIZ_FINISHED_TEXT) return endSession(student);
  student.questionId = JSON.parse(shown).id;
}

/**
 * One answer, as the web app gives it: the submit names the question on screen and its response carries the next
 * one; the start brought the first, so a student asks `next` only when a start did not carry it. A finished quiz (or
 * any failure) drops the session, and the student's next turn starts a new one, as a student who sees "Quizet är
 * slut!" and starts again.
 */
async function answerOnce(target, recorder, student) {
  if (student.sessionId === undefined) await startSession(target, recorder, student);
  if (student.sessionId === undefined) return;
  if (student.questionId === undefined) await showFirstQuestion(target, recorder, student, true);
  const { questionId } = student;
  if (questionId === undefined) return;
  const session = encodeURIComponent(student.sessionId);
  const path = `/api/v2/quiz/submit?sessionId=${session}&answer=${chooseAnswer(questionId)}&questionId=${questionId}`;
  const graded = await call(target, recorder, student, 'POST', path, true);
  if (graded === undefined) return endSession(student);
  recorder.answered();
  // After the last question `next` is the finished text, without an id.
  student.questionId = JSON.parse(graded).next.id;
  if (student.questionId === undefined) endSession(student);
}

function endSession(student) {
  student.sessionId = undefined;
  student.questionId = undefined;
}

/**
 * Closed loop: every student answers again as soon as its last answer is back, no think time, for `warmupMs`
 * unrecorded and then `durationMs` recorded. `meter` (start, stop) measures whatever else the recorded window
 * should report; what its stop returns comes back as `usage`.
 */
export async function saturate(target, students, { warmupMs, durationMs, meter }) {
  const recorder = new Recorder();
  const stopAt = performance.now() + warmupMs + durationMs;
  const window = recordWindow(recorder, { warmupMs, durationMs, meter });
  await Promise.all(
    students.map(async (student) => {
      while (performance.now() < stopAt) await answerOnce(target, recorder, student);
    }),
  );
  return { recorder, ...(await window) };
}

async function recordWindow(recorder, { warmupMs, durationMs, meter }) {
  await sleep(warmupMs);
  recorder.recording = true;
  const opened = performance.now();
  await meter.start();
  await sleep(durationMs - (performance.now() - opened));
  recorder.recording = false;
  const seconds = (performance.now() - opened) / 1000;
  return { seconds, usage: await meter.stop(seconds) };
}

/**
 * Open model: answers arrive at `ratePerSecond` whatever the target's latency, going round the class, so each student
 * answers every students/rate seconds (a finished quiz's next turn starts a new one: the start, which brings the first
 * question, and the answer). A student still busy with its previous answer when its turn comes skips it: counted as
 * a dropped arrival, as k6 counts dropped iterations. `meter` measures the arrival window, after every student has
 * opened the quiz.
 */
export async function pace(target, students, { ratePerSecond, durationMs, meter }) {
  const recorder = new Recorder();
  // The class opens the quiz first (a session and its first question each), as a class does before the teacher
  // says go: inside the window every arrival is then one answer, one request, and the window's first interval does
  // not carry every session's start on top (double the pace for its first ANSWER_INTERVAL).
  await Promise.all(
    students.map(async (student) => {
      await startSession(target, recorder, student);
      if (student.sessionId !== undefined && student.questionId === undefined) {
        await showFirstQuestion(target, recorder, student, false);
      }
    }),
  );
  recorder.recording = true;
  await meter.start();
  const inFlight = new Set();
  const { arrivals, dropped } = await arrive(ratePerSecond, durationMs, (index) => {
    const student = students[index % students.length];
    if (student.busy) return false;
    student.busy = true;
    const answer = answerOnce(target, recorder, student).finally(() => {
      student.busy = false;
      inFlight.delete(answer);
    });
    inFlight.add(answer);
    return true;
  });
  const usage = await meter.stop(durationMs / 1000);
  await Promise.all(inFlight);
  recorder.recording = false;
  return { recorder, seconds: durationMs / 1000, arrivals, dropped, usage };
}

/** Calls `launch(index)` `ratePerSecond` times a second for `durationMs`; a launch that returns false is dropped. */
export function arrive(ratePerSecond, durationMs, launch) {
  let arrivals = 0;
  let dropped = 0;
  const started = performance.now();
  return new Promise((resolve) => {
    // A 1 ms tick launches whatever came due since the last one: timers are not precise enough to go one by one.
    const ticker = setInterval(() => {
      const elapsed = performance.now() - started;
      const due = Math.floor((Math.min(elapsed, durationMs) / 1000) * ratePerSecond);
      for (; arrivals < due; arrivals += 1) if (!launch(arrivals)) dropped += 1;
      if (elapsed >= durationMs) {
        clearInterval(ticker);
        resolve({ arrivals, dropped });
      }
    }, 1);
  });
}
