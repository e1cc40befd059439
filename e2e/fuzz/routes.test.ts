// The fuzz tier (issue 14): every route of the public API, read from the OpenAPI document the gateway serves, gets
// malformed requests generated from its own schema (fast-check, seeded), sent through the gateway as each role
// the route allows. A route fails on any 5xx (or no answer at all), and on a refused request (4xx) that changed
// stored data. It prints requests sent and status counts per route; artifacts/fuzz/report.json keeps them.
//   FUZZ_SEED replays a run (scripts/test.mjs prints it); FUZZ_DEEP (npm test -- --only fuzz --deep) sends ten
//   times as many requests per route; FUZZ_RUNS sets the count outright.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from '../support/system.js';
import { loadRoutes, type Route, routeName } from './support/openapi.js';
import {
  catalogue,
  type FuzzRequest,
  type Role,
  requestArbitrary,
  roles,
  unmetExpectation,
} from './support/requests.js';
import { Accounts, CLOSED_AT_LIMIT, describeRequest, send } from './support/send.js';
import {
  changedTables,
  type Digest,
  isConsumerActivity,
  mayChangeWhenRefused,
  mayChangeWhenUnprocessable,
  StoredData,
} from './support/stored-data.js';

const seed = Number(process.env.FUZZ_SEED || 20261124);
const runsPerRoute = Number(process.env.FUZZ_RUNS || (process.env.FUZZ_DEEP ? 400 : 40));
const databaseUrl = process.env.E2E_DATABASE_URL;
const reportFile = fileURLToPath(new URL('../../artifacts/fuzz/report.json', import.meta.url));

/**
 * Routes that change the caller's own account go last, so the other routes keep signed-in accounts; the rest in
 * the document's order. The OAuth callback is Google's to call (a browser redirect, not an API a client sends).
 */
const lastRoutes = ['PATCH /api/v2/users/me', 'PUT /api/v2/users/me/group'];
const routes = (await loadRoutes(baseUrl())).sort(
  (a, b) => Number(lastRoutes.includes(routeName(a))) - Number(lastRoutes.includes(routeName(b))),
);

interface Failure {
  request: string;
  kind: string;
  status: number;
  problem: string;
  answer: string;
}

interface RouteReport {
  route: string;
  roles: Role[];
  sent: number;
  statuses: Record<string, number>;
  /** Refused requests whose window also saw an event consumer at work: their data check could not say. */
  unjudged: number;
  failures: Failure[];
  /** Time spent sending and waiting for answers, reading the stored data, and waiting for it to settle. */
  seconds: { send: number; data: number; settle: number };
}

const reports: RouteReport[] = [];
const accounts = new Accounts();
const stored = new StoredData(databaseUrl ?? '');
let last: Digest = new Map();

beforeAll(async () => {
  if (!databaseUrl) throw new Error('E2E_DATABASE_URL is not set; scripts/test.mjs --only fuzz sets it');
  console.log(
    `fuzz: seed ${seed} (replay: FUZZ_SEED=${seed} npm test -- --only fuzz), ${runsPerRoute} generated requests per route plus the fixed cases, ${routes.length} routes`,
  );
  await accounts.signIn();
  await stored.open();
  last = await stored.settle();
});

afterAll(async () => {
  await accounts.restoreSeededNames();
  await stored.close();
  printReport();
});

describe('fuzz: malformed requests through the gateway', () => {
  for (const route of routes) {
    it(`${routeName(route)} answers no 5xx and changes nothing when it refuses`, async () => {
      const report: RouteReport = {
        route: routeName(route),
        roles: [],
        sent: 0,
        statuses: {},
        unjudged: 0,
        failures: [],
        seconds: { send: 0, data: 0, settle: 0 },
      };
      reports.push(report);
      const check = (request: FuzzRequest) => sendAndCheck(route, request, report);

      report.roles = await allowedRoles(route, check);
      for (const request of catalogue(route, report.roles)) await check(request);
      // Every request is checked and recorded, none stops the run: the report lists every failure of the route,
      // and the seed (one per route, from the run's) replays exactly these requests.
      await fc.assert(
        fc.asyncProperty(requestArbitrary(route, report.roles), async (request) => {
          await check(request);
        }),
        { seed: routeSeed(route), numRuns: runsPerRoute },
      );
      await accounts.ensureSignedIn();

      expect(report.failures, failureText(report)).toEqual([]);
    });
  }
});

/** The run's seed mixed with the route's name: a route sends the same requests when others are added. */
function routeSeed(route: Route): number {
  let hash = seed | 0;
  for (const character of routeName(route)) hash = Math.imul(hash ^ character.charCodeAt(0), 0x01000193);
  return hash;
}

/**
 * The roles that get past the route's authorization: each signed-in role (and an anonymous caller) sends the route's
 * plain request, and those not answered 401/403 are the route's. A route that refuses all (its plain request
 * refused before authorization, say) is fuzzed as every role its document allows.
 */
async function allowedRoles(route: Route, check: (request: FuzzRequest) => Promise<number>): Promise<Role[]> {
  const candidates = roles.filter((role) => role !== 'anonymous' || route.anonymous);
  const [plain] = catalogue(route, ['anonymous']).filter((request) => request.kind === 'authorization junk');
  if (!plain) return candidates;
  const allowed: Role[] = [];
  for (const role of candidates) {
    const status = await check({ ...plain, kind: 'role probe', role, authorization: { kind: 'role' } });
    if (status !== 401 && status !== 403) allowed.push(role);
  }
  return allowed.length > 0 ? allowed : candidates;
}

async function sendAndCheck(route: Route, request: FuzzRequest, report: RouteReport): Promise<number> {
  const started = performance.now();
  const answer = await send(baseUrl(), request, accounts);
  const answered = performance.now();
  report.seconds.send += (answered - started) / 1000;
  report.sent++;
  const statusKey =
    answer.status === 0
      ? 'none'
      : answer.status === CLOSED_AT_LIMIT
        ? 'closed-at-limit'
        : String(answer.status);
  report.statuses[statusKey] = (report.statuses[statusKey] ?? 0) + 1;
  const fail = (problem: string) =>
    report.failures.push({
      request: describeRequest(request),
      kind: request.kind,
      status: answer.status,
      problem,
      answer: answer.excerpt,
    });
  const unmet = unmetExpectation(request, answer);
  if (answer.status === 0) fail('no answer');
  else if (answer.status >= 500) fail(`${answer.status}`);
  else if (unmet) fail(unmet);

  // Refused: a 4xx, or a body the gateway would not read at all. Either must leave stored data as it was.
  const refused = (answer.status >= 400 && answer.status < 500) || answer.status === CLOSED_AT_LIMIT;
  let after = await stored.digest();
  const read = performance.now();
  report.seconds.data += (read - answered) / 1000;
  const changed = changedTables(last, after);
  if (refused && changed.length > 0) {
    if (changed.some(isConsumerActivity)) report.unjudged++;
    else {
      const unexpected = changed.filter(
        (table) =>
          !mayChangeWhenRefused.has(table) &&
          !(answer.status === 422 && mayChangeWhenUnprocessable.has(table)),
      );
      if (unexpected.length > 0) fail(`answered ${statusKey} but changed ${unexpected.join(', ')}`);
    }
  }
  // What an accepted change sets going (events, their consumers) finishes before the next request is judged.
  if (!refused && route.method !== 'GET') {
    after = await stored.settle();
    report.seconds.settle += (performance.now() - read) / 1000;
  }
  last = after;
  return answer.status;
}

function failureText(report: RouteReport): string {
  return [
    `${report.route}: ${report.failures.length} failing of ${report.sent} requests (seed ${seed})`,
    ...report.failures.map(
      (failure) => `  ${failure.problem}: ${failure.request}\n    answered ${JSON.stringify(failure.answer)}`,
    ),
  ].join('\n');
}

function printReport(): void {
  const width = Math.max(...reports.map((report) => report.route.length), 10);
  const lines = reports.map((report) => {
    const statuses = Object.entries(report.statuses)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([status, count]) => `${status}×${count}`)
      .join(' ');
    const unjudged =
      report.unjudged > 0 ? `  (${report.unjudged} refused while a consumer ran: data not judged)` : '';
    const failed = report.failures.length > 0 ? `  FAILED ${report.failures.length}` : '';
    const { send, data, settle } = report.seconds;
    const time = `${(send + data + settle).toFixed(1)} s`.padStart(7);
    return `${report.route.padEnd(width)} ${String(report.sent).padStart(5)} ${time}  ${statuses}${failed}${unjudged}`;
  });
  const sent = reports.reduce((sum, report) => sum + report.sent, 0);
  const seconds = (part: keyof RouteReport['seconds']) =>
    reports.reduce((sum, report) => sum + report.seconds[part], 0).toFixed(1);
  const failures = reports.reduce((sum, report) => sum + report.failures.length, 0);
  const totals: Record<string, number> = {};
  for (const report of reports) {
    for (const [status, count] of Object.entries(report.statuses))
      totals[status] = (totals[status] ?? 0) + count;
  }
  console.log(
    [
      `fuzz: ${sent} requests over ${reports.length} routes, seed ${seed}, ${failures} failing`,
      `${'route'.padEnd(width)}  sent    time  statuses`,
      ...lines,
      `time: ${seconds('send')} s sending and waiting for answers, ${seconds('data')} s reading stored data, ${seconds('settle')} s letting accepted changes settle`,
      `status totals: ${Object.entries(totals)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([status, count]) => `${status}×${count}`)
        .join(' ')}`,
    ].join('\n'),
  );
  mkdirSync(path.dirname(reportFile), { recursive: true });
  writeFileSync(reportFile, JSON.stringify({ seed, runsPerRoute, sent, failures, routes: reports }, null, 2));
}
