// `npm test`: every tier of DESIGN.md "Testing" that exists, in order, then a summary with timings and a
// closing `N passed, N failed` line for CI. The e2e tier runs against the system started exactly as
// `npm start` starts it (scripts/lib), isolated: its own database, event namespace, Redis prefix and ports. The
// replicas tier starts that system again with two replicas of every service and worker and runs the contract tests
// against it: what shows the services scale out (no state in one process that another replica needs). The fuzz
// tier starts the system the same way and sends it generated malformed requests (e2e/fuzz): no answer may be a
// 5xx and no refused request may change stored data.
// The deploy tier builds the image from deploy/Dockerfile, starts docker-compose.yml scaled (two quiz, classroom and
// ai-worker), drives it through the gateway, breaks it on purpose and takes it down and up again (scripts/lib/deploy.mjs).
// Options: --only lint|unit|integration|e2e|fuzz|replicas|deploy (repeatable or comma-separated), --no-install,
// --replicas SPEC (the e2e tier's system, as `npm start --replicas`), --deep (a longer fuzz run: more requests per
// route); any further words are vitest file filters (`npm test -- --only e2e e2e/browser/quiz` runs that browser
// file alone). FUZZ_SEED replays a fuzz run (its seed is printed).
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import {
  buildAll,
  ensureDependencies,
  loadDotEnv,
  repoRoot,
  runCommand,
  stopForegroundCommands,
  toolPath,
  turboRun,
} from './lib/commands.mjs';
import {
  buildAppImage,
  composeFor,
  baseImages as deployBaseImages,
  describeImage,
  ensureBaseImages,
  ensureDocker,
  imageVersion,
  removeStaleProjects,
  secretsInImage,
  waitHealthy,
} from './lib/deploy.mjs';
import { ensureDatabase, findInfrastructure, removeIsolatedData, withDatabase } from './lib/infra.mjs';
import { colour, say } from './lib/log-format.mjs';
import { secretsInLog } from './lib/log-secrets.mjs';
import { findFreePort } from './lib/net.mjs';
import { Supervisor } from './lib/supervisor.mjs';
import {
  isolatedEnvironment,
  migrateAndSeed,
  parseReplicaCounts,
  planOnFreePorts,
  serviceUrls,
  startSystem,
} from './lib/system.mjs';

const tiers = ['lint', 'unit', 'integration', 'e2e', 'fuzz', 'replicas', 'deploy'];
/**
 * The fuzz tier: the e2e system with limits that would otherwise answer 429 to a few thousand requests from one
 * address and a handful of users (a 429 would hide what the request would have done), and its seed.
 */
function fuzzTier() {
  const generous = '1000000';
  return {
    replicas: options.replicas,
    filters: options.filters,
    label: 'fuzz',
    project: 'fuzz',
    systemEnv: {
      RATE_LIMIT_PER_IP: generous,
      RATE_LIMIT_PER_USER: generous,
      AI_EXPLAIN_PER_HOUR: generous,
      AI_GENERATE_PER_HOUR: generous,
      AI_OCR_PER_HOUR: generous,
      EDUCATOR_CONTACT_LIMIT_PER_HOUR: generous,
      LOGIN_BROWSERS_PER_ADDRESS_PER_HOUR: generous,
      LIVE_DEVICES_PER_ADDRESS_PER_HOUR: generous,
      LIVE_PIN_FAILURES_PER_ADDRESS: generous,
      LIVE_PIN_FAILURES_PER_DEVICE: generous,
      LIVE_PIN_FAILURES_PER_USER: generous,
      LIVE_JOINS_PER_DEVICE: generous,
      LIVE_JOINS_PER_ADDRESS_PER_MINUTE: generous,
    },
    testEnv: {
      // CI sends the same requests every run (a fixed seed: no outcome by chance); --deep explores with a new seed.
      // Either is printed, and FUZZ_SEED replays it.
      FUZZ_SEED: process.env.FUZZ_SEED ?? (options.deep ? String(Date.now() % 2 ** 31) : '20261124'),
      FUZZ_DEEP: options.deep ? '1' : '',
    },
  };
}

/** The replicas tier: two of every service and worker, running the contract tests (unless files are named). */
const replicasTier = { replicas: '2', files: ['e2e/contract'] };
const artifactsDir = path.join(repoRoot, 'artifacts');

function readOptions() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      only: { type: 'string', multiple: true, default: [] },
      'no-install': { type: 'boolean', default: false },
      replicas: { type: 'string', default: '1' },
      deep: { type: 'boolean', default: false },
    },
  });
  const only = values.only.flatMap((value) => value.split(',')).map((value) => value.trim());
  const unknown = only.find((tier) => !tiers.includes(tier));
  if (unknown) {
    say.error(`--only ${unknown}: choose from ${tiers.join(', ')}`);
    process.exit(2);
  }
  try {
    parseReplicaCounts(values.replicas);
  } catch (error) {
    say.error(error.message);
    process.exit(2);
  }
  return {
    tiers: new Set(only.length > 0 ? only : tiers),
    install: !values['no-install'],
    replicas: values.replicas,
    deep: values.deep,
    filters: positionals,
  };
}

const options = readOptions();
loadDotEnv();
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const results = [];
const totals = { passed: 0, failed: 0 };
/** Each failed test, named at the end of the run: CI shows only the tail of a long log. */
const failures = [];
/** Every test's time, for the slowest few in the summary: where a run's minutes go. */
const testTimes = [];
const SLOWEST_SHOWN = 20;
const cleanups = [];

/**
 * Runs one step, timing it; resolves true when it passed. A thrown error fails the step with its message. With
 * `logFile` (a step beside others) its header and output are printed in one piece when it ends, so no two steps'
 * lines interleave. The summary lists steps in the order they started.
 */
async function step(name, action, { logFile } = {}) {
  const header = `\n${colour.bold(colour.cyan(`━━ ${name}`))}`;
  if (!logFile) console.log(header);
  const started = performance.now();
  const result = { name, status: 'running', seconds: 0, note: '' };
  results.push(result);
  let passed = false;
  try {
    const outcome = await action();
    passed = outcome?.passed ?? outcome;
    result.note = outcome?.note ?? '';
  } catch (error) {
    result.note = error.message;
    say.error(`${name}: ${error.message}`);
  }
  result.status = passed ? 'passed' : 'failed';
  result.seconds = (performance.now() - started) / 1000;
  if (logFile) {
    console.log(`${header} ${colour.grey(`(ran beside other steps; ${result.seconds.toFixed(1)} s)`)}`);
    if (existsSync(logFile)) process.stdout.write(readFileSync(logFile, 'utf8'));
  }
  return passed;
}

/**
 * Starts a step without waiting for it, so the steps after it run beside it (the machine's second core: a build or
 * a type check computes while tests wait on their servers). Its output goes to artifacts/logs/<name>.log until it
 * ends, then is printed whole.
 */
function stepBeside(name, action) {
  const logFile = path.join(artifactsDir, 'logs', `${name}.log`);
  mkdirSync(path.dirname(logFile), { recursive: true });
  say.info(`${name} starts beside the next steps; its output follows when it ends`);
  return step(name, () => action({ logFile }), { logFile });
}

function skip(name, reason) {
  results.push({ name, status: 'skipped', seconds: 0, note: reason });
}

async function ensureChromium() {
  if (existsSync(chromiumPath)) return true;
  if (process.env.CHROMIUM_PATH) throw new Error(`CHROMIUM_PATH=${chromiumPath} does not exist`);
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Chromium is missing at ${chromiumPath}: install it (sudo apt-get install chromium) or set CHROMIUM_PATH`,
    );
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if ((await runCommand('apt-get', ['update'], { env })) !== 0) return false;
  if (
    (await runCommand('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { env })) !== 0
  ) {
    return false;
  }
  return existsSync(chromiumPath);
}

/** One vitest project; its JSON report gives the pass/fail counts for the closing line. */
async function vitest(project, env, { filters = options.filters, reportName = project } = {}) {
  const report = path.join(artifactsDir, 'vitest', `${reportName}.json`);
  rmSync(report, { force: true });
  const args = [
    'run',
    '--project',
    project,
    '--passWithNoTests',
    '--reporter=default',
    '--reporter=json',
    ...filters,
  ];
  const code = await runCommand(toolPath('vitest'), [...args, `--outputFile.json=${report}`], { env });
  if (!existsSync(report)) return { passed: false, note: `vitest exited with code ${code} before reporting` };
  const summary = JSON.parse(readFileSync(report, 'utf8'));
  totals.passed += summary.numPassedTests;
  totals.failed += summary.numFailedTests;
  failures.push(...failedTests(reportName, summary));
  testTimes.push(...timedTests(reportName, summary));
  return { passed: code === 0, note: `${summary.numPassedTests} passed, ${summary.numFailedTests} failed` };
}

/** The failed tests of a vitest JSON report (and files that failed before any test ran), with their first error line. */
function failedTests(tier, summary) {
  const firstLine = (messages = []) => (messages[0] ?? '').split('\n').find((line) => line.trim()) ?? '';
  return summary.testResults.flatMap((file) => {
    const where = path.relative(repoRoot, file.name);
    const tests = file.assertionResults.filter((test) => test.status === 'failed');
    if (tests.length === 0 && file.status === 'failed')
      return [{ tier, where, error: firstLine([file.message]) }];
    return tests.map((test) => ({
      tier,
      where: `${where} › ${test.fullName}`,
      error: firstLine(test.failureMessages),
    }));
  });
}

/** Each test of a vitest JSON report with its duration in milliseconds. */
function timedTests(tier, summary) {
  return summary.testResults.flatMap((file) =>
    file.assertionResults.map((test) => ({
      tier,
      where: `${path.relative(repoRoot, file.name)} › ${test.fullName}`,
      milliseconds: test.duration ?? 0,
    })),
  );
}

/**
 * Google's stand-in for the browser tests' sign-in journey: the built test-kit's local OpenID provider, with
 * the e2e system registered as its client.
 */
async function startFakeGoogleFor(publicUrl) {
  const { startFakeGoogle } = await import('../packages/test-kit/dist/index.js');
  return startFakeGoogle({
    clients: [
      {
        clientId: 'quizdrill-e2e',
        clientSecret: randomBytes(16).toString('hex'),
        redirectUris: [`${publicUrl}/login/oauth2/code/google`],
      },
    ],
  });
}

/**
 * The tier's result, failed when the services' own log lines (as they wrote them) hold a password, a token or an
 * e-mail address (issue 44: logs hold none). Each finding is named by its line, the secret itself left out.
 */
function withLogsChecked(result, rawLog) {
  const found = secretsInLog(readFileSync(rawLog, 'utf8'));
  if (found.length === 0) {
    say.ok(`no password, token or e-mail address in ${path.relative(repoRoot, rawLog)}`);
    return result;
  }
  for (const { line, kind, excerpt } of found.slice(0, 20)) {
    say.error(`${path.relative(repoRoot, rawLog)}:${line}: ${kind}: ${excerpt}`);
  }
  const note = `${found.length} log lines hold a password, a token or an e-mail address`;
  return { passed: false, note: [result.note, note].filter(Boolean).join('; ') };
}

/**
 * Starts the isolated system (`replicas` of each service and worker), runs the e2e project's `filters` against it,
 * stops it and drops its database. A process that dies meanwhile is restarted, as `npm start` does, and still fails
 * the run: a crash is a bug even when the system recovers from it. With `checkLogs`, the services' log lines are
 * read afterwards for passwords, tokens and e-mail addresses (withLogsChecked).
 */
async function endToEnd(
  infrastructure,
  { replicas, filters, label, project = 'e2e', systemEnv = {}, testEnv = {}, checkLogs = false },
) {
  const id = randomBytes(4).toString('hex');
  const databaseUrl = withDatabase(infrastructure.DATABASE_URL, `quizdrill_e2e_${id}`);
  const systemLog = path.join(artifactsDir, label, 'system.log');
  // The same lines as the services wrote them (pino's JSON, every field): what a log store would keep.
  const rawLog = path.join(artifactsDir, label, 'system.raw.log');
  mkdirSync(path.dirname(systemLog), { recursive: true });
  const output = createWriteStream(systemLog);
  const rawOutput = createWriteStream(rawLog);
  const crashes = [];
  const supervisor = new Supervisor({
    output,
    rawOutput,
    onUnexpectedExit: (name, how) => {
      const crash = `${name} exited unexpectedly (${how})`;
      crashes.push(crash);
      say.error(`${crash}; its log: ${path.relative(repoRoot, systemLog)}`);
    },
  });
  let google;
  const namespace = `e2e${id}`;
  const stop = async () => {
    await supervisor.stopAll();
    await google?.close();
    // The services left running for CI and later sessions keep nothing of this run.
    for (const { what, error } of await removeIsolatedData({ databaseUrl, namespace, infrastructure })) {
      say.warn(`could not remove the e2e ${what}: ${error.message}`);
    }
    output.end();
    rawOutput.end();
    await Promise.all([finished(output), finished(rawOutput)]);
  };
  cleanups.push(stop);
  let result;
  try {
    await ensureDatabase(databaseUrl);
    const plan = await planOnFreePorts(parseReplicaCounts(replicas));
    const publicUrl = `http://127.0.0.1:${plan.gateway?.port ?? plan.portBase}`;
    google = await startFakeGoogleFor(publicUrl);
    const env = isolatedEnvironment(plan, {
      infrastructure,
      databaseUrl,
      namespace,
      publicUrl,
      overrides: {
        // Every browser and contract test registers, and opens the login or join page in a new browser, from
        // 127.0.0.1: one school address, many classes. (The tests of guessing come from addresses of their own.)
        REGISTRATIONS_PER_ADDRESS_PER_HOUR: '10000',
        LOGIN_BROWSERS_PER_ADDRESS_PER_HOUR: '10000',
        LIVE_DEVICES_PER_ADDRESS_PER_HOUR: '10000',
        ...systemEnv,
        ...google.env(),
      },
    });
    say.info(
      `system for ${label} on ports from ${plan.portBase} (${plan.processes.length} processes behind the gateway), log in ${path.relative(repoRoot, systemLog)}`,
    );
    await migrateAndSeed(plan, { supervisor, env, seed: true });
    const { appUrl } = await startSystem(plan, { supervisor, env });
    say.ok(`system up at ${appUrl}`);
    const outcome = await vitest(
      project,
      {
        ...process.env,
        ...infrastructure,
        E2E_BASE_URL: `http://127.0.0.1:${plan.gateway.port}`,
        // Each service's replicas, for tests that look behind the gateway (their metrics).
        E2E_SERVICE_URLS: JSON.stringify(serviceUrls(plan)),
        CHROMIUM_PATH: chromiumPath,
        // The system's own database, for tests that compare stored data before and after (the fuzz tier).
        E2E_DATABASE_URL: databaseUrl,
        ...testEnv,
      },
      { filters, reportName: label },
    );
    result = crashes.length > 0 ? { passed: false, note: crashes.join('; ') } : outcome;
  } catch (error) {
    showTail(systemLog);
    throw error;
  } finally {
    cleanups.splice(cleanups.indexOf(stop), 1);
    await stop();
  }
  if (!result.passed) showTail(systemLog);
  return checkLogs ? withLogsChecked(result, rawLog) : result;
}

/** Every compose project of the deploy tier starts with this; a run's own adds a random part. */
const DEPLOY_PROJECT_PREFIX = 'qddeploy';
/** The stack as the deploy tier scales it: two of each stateless service the issue names. */
const DEPLOY_SCALE = { quiz: 2, classroom: 2, 'ai-worker': 2 };

/**
 * The deploy tier: the image built from deploy/Dockerfile over local base images, the compose stack started scaled
 * under a project of its own, driven through its gateway (e2e/deploy: a user's journey, the replicas, faults under
 * load), then taken down and up again with its volumes. Prints each part's time, the image's figures, and removes
 * every container, network and volume it made.
 */
async function deployTier() {
  const phases = [];
  const phase = async (name, action) => {
    const started = performance.now();
    try {
      return await action();
    } finally {
      const seconds = (performance.now() - started) / 1000;
      phases.push(`${name} ${seconds.toFixed(0)} s`);
      say.info(`deploy: ${name} took ${seconds.toFixed(1)} s`);
    }
  };
  await phase('docker', ensureDocker);
  const stale = await removeStaleProjects(DEPLOY_PROJECT_PREFIX);
  if (stale > 0) say.info(`deploy: removed ${stale} containers, networks and volumes an earlier run left`);
  await phase('base images', ensureBaseImages);
  const { sha, version, tag } = await imageVersion();
  const image = `quizdrill/app:${tag}`;
  const built = await phase('image', () => buildAppImage(image, { sha }));
  for (const line of describeImage(image, built)) say.info(line);
  const secrets = await secretsInImage(image);
  if (secrets.length > 0)
    return { passed: false, note: `the image carries what it must not: ${secrets.join('; ')}` };
  say.ok('deploy: no secret in any layer, no CA bundle or npm credentials inside, runs as 1000:1000');

  const project = `${DEPLOY_PROJECT_PREFIX}${randomBytes(3).toString('hex')}`;
  const port = await findFreePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const { POSTGRES_IMAGE, REDIS_IMAGE, NATS_IMAGE } = deployBaseImages();
  const { compose, env: stackEnv } = composeFor(project, {
    QUIZDRILL_IMAGE: image,
    POSTGRES_IMAGE,
    REDIS_IMAGE,
    NATS_IMAGE,
    GATEWAY_PORT: String(port),
    GATEWAY_BIND: '127.0.0.1',
    PUBLIC_URL: publicUrl,
    GIT_SHA: sha,
    // The faults' class of a few hundred students registers from this one address; a job whose ai-worker is
    // killed is taken up by the other within seconds rather than the production half-minute.
    REGISTRATIONS_PER_ADDRESS_PER_HOUR: '10000',
    AI_JOB_LOCK_MS: '5000',
    AI_JOB_STALLED_INTERVAL_MS: '2000',
  });
  const scale = Object.entries(DEPLOY_SCALE).flatMap(([service, count]) => [
    '--scale',
    `${service}=${count}`,
  ]);
  const down = async () => {
    await compose(['down', '--volumes', '--remove-orphans', '--timeout', '5']).catch((error) =>
      say.warn(`deploy: docker-compose down: ${error.message}`),
    );
  };
  cleanups.push(down);
  const logs = path.join(artifactsDir, 'deploy', 'stack.log');
  mkdirSync(path.dirname(logs), { recursive: true });
  const keepLogs = async () => {
    const text = await compose(['logs', '--no-color', '--timestamps']).catch((error) => error.message);
    writeFileSync(logs, text);
  };
  try {
    const up = async () => {
      await compose(['up', '-d', '--no-build', ...scale]);
      return waitHealthy(project);
    };
    const containers = await phase('up', up);
    say.ok(`deploy: ${containers} containers healthy (project ${project}, gateway ${publicUrl})`);
    await phase('seed', async () => {
      for (const service of ['auth', 'content']) {
        await compose(['exec', '-T', '--index=1', service, 'node', 'dist/seed.js']);
      }
    });
    const testEnv = {
      ...process.env,
      ...stackEnv,
      E2E_BASE_URL: publicUrl,
      DEPLOY_PROJECT: project,
      DEPLOY_VERSION: version,
    };
    const journey = await phase('journey and replicas', () =>
      vitest('deploy', testEnv, {
        filters: options.filters.length > 0 ? options.filters : ['e2e/deploy/journey', 'e2e/deploy/scaled'],
        reportName: 'deploy',
      }),
    );
    if (options.filters.length > 0) {
      await keepLogs();
      return { passed: journey.passed, note: `${journey.note}; ${phases.join(', ')}` };
    }
    const faults = await phase('faults', () =>
      vitest('deploy', testEnv, { filters: ['e2e/deploy/faults'], reportName: 'deploy-faults' }),
    );
    // Down and up again: the volumes keep every stored answer and account.
    const stored = async () => {
      const out = await compose([
        'exec',
        '-T',
        'postgres',
        'psql',
        '-U',
        'postgres',
        '-d',
        'quizdrill',
        '-Atc',
        "select (select count(*) from quiz.answers) || ' ' || (select count(*) from auth.users)",
      ]);
      return out.trim();
    };
    const restarted = await phase('down and up', async () => {
      const before = await stored();
      await compose(['down', '--timeout', '20']);
      await compose(['up', '-d', '--no-build', ...scale]);
      await waitHealthy(project);
      const after = await stored();
      const login = await fetch(`${publicUrl}/api/v2/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'student', password: 'quizdrill' }),
      });
      say.info(
        `deploy: answers and users before down: ${before}; after up: ${after}; sign-in ${login.status}`,
      );
      return before === after && login.status === 200
        ? { passed: true }
        : {
            passed: false,
            note: `down and up lost data: ${before} before, ${after} after, sign-in ${login.status}`,
          };
    });
    await keepLogs();
    const passed = journey.passed && faults.passed && restarted.passed;
    const note = [journey.note, faults.note, restarted.note, phases.join(', ')].filter(Boolean).join('; ');
    return { passed, note };
  } catch (error) {
    await keepLogs();
    throw error;
  } finally {
    cleanups.splice(cleanups.indexOf(down), 1);
    await phase('cleanup', down);
    say.info(`deploy: ${phases.join(', ')}`);
  }
}

/** The end of the system log, so a CI log alone shows why the system did not come up. */
function showTail(file, lines = 60) {
  if (!existsSync(file)) return;
  console.log(colour.grey(`── last lines of ${path.relative(repoRoot, file)}`));
  console.log(readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n'));
}

async function runCleanups() {
  while (cleanups.length > 0) await cleanups.pop()();
}

function printSummary(totalSeconds) {
  const marks = { passed: colour.green('✔'), failed: colour.red('✖'), skipped: colour.grey('-') };
  const slowest = testTimes.toSorted((a, b) => b.milliseconds - a.milliseconds).slice(0, SLOWEST_SHOWN);
  if (slowest.length > 0) console.log(colour.bold(`\n━━ the ${slowest.length} slowest tests`));
  for (const { tier, where, milliseconds } of slowest) {
    const time = `${(milliseconds / 1000).toFixed(1)} s`.padStart(8);
    console.log(`${time}  ${tier}: ${colour.grey(where.slice(0, 160))}`);
  }
  console.log(`\n${colour.bold('━━ summary')}`);
  for (const { name, status, seconds, note } of results) {
    const time = status === 'skipped' ? '' : `${seconds.toFixed(1)} s`;
    console.log(`${marks[status]} ${name.padEnd(16)} ${time.padStart(8)}  ${colour.grey(note)}`);
  }
  console.log(`  ${'total'.padEnd(16)} ${`${totalSeconds.toFixed(1)} s`.padStart(8)}`);
  for (const { tier, where, error } of failures) {
    console.log(`${colour.red('✖')} ${tier}: ${where}\n    ${colour.grey(error.slice(0, 300))}`);
  }
  console.log(`${totals.passed} passed, ${totals.failed} failed`);
}

async function main() {
  const started = performance.now();
  const wants = (tier) => options.tiers.has(tier);
  const infrastructureSupervisor = new Supervisor();
  cleanups.push(() => infrastructureSupervisor.stopAll());

  if (options.install && !(await step('install', ensureDependencies))) {
    return finish(started);
  }
  const chromiumReady = wants('e2e') && (await step('chromium', ensureChromium));
  if (wants('lint')) await step('lint', async () => (await runCommand(toolPath('biome'), ['ci', '.'])) === 0);
  // The build runs beside the unit tests, and the type check beside the integration tests (which run built workers:
  // ai's job recovery, service-kit's run-service, the web's first load), while those wait on their servers: two
  // cores, both in use. The system tiers start once both have ended.
  const needsBuild = ['integration', 'e2e', 'fuzz', 'replicas', 'deploy'].some(wants);
  const building = needsBuild && stepBeside('build', buildAll);
  if (wants('unit')) await step('unit', () => vitest('unit', process.env));
  const built = await building;
  const typechecking =
    wants('lint') && stepBeside('typecheck', ({ logFile }) => turboRun('typecheck', { logFile }));

  let infrastructure;
  if (wants('integration') || wants('e2e') || wants('fuzz') || wants('replicas')) {
    await step('infrastructure', async () => {
      const found = await findInfrastructure({ supervisor: infrastructureSupervisor });
      for (const line of found.descriptions) say.info(line);
      infrastructure = found.env;
      // Integration tests find the same servers through these, and make their own databases from them.
      Object.assign(process.env, infrastructure);
      return true;
    });
  }
  if (wants('integration')) {
    if (infrastructure) await step('integration', () => vitest('integration', process.env));
    else skip('integration', 'no infrastructure');
  }
  await typechecking;
  if (wants('e2e')) {
    const missing = [
      !built && 'build failed',
      !chromiumReady && 'no Chromium',
      !infrastructure && 'no infrastructure',
    ];
    const reason = missing.filter(Boolean).join(', ');
    if (reason) skip('e2e', reason);
    else {
      await step('e2e', () =>
        endToEnd(infrastructure, {
          replicas: options.replicas,
          filters: options.filters,
          label: 'e2e',
          checkLogs: true,
        }),
      );
    }
  }
  if (wants('fuzz')) {
    if (!built) skip('fuzz', 'build failed');
    else if (!infrastructure) skip('fuzz', 'no infrastructure');
    else await step('fuzz', () => endToEnd(infrastructure, fuzzTier()));
  }
  if (wants('replicas')) {
    if (!built) skip('replicas', 'build failed');
    else if (!infrastructure) skip('replicas', 'no infrastructure');
    else {
      await step('replicas', () =>
        endToEnd(infrastructure, {
          replicas: replicasTier.replicas,
          filters: options.filters.length > 0 ? options.filters : replicasTier.files,
          label: 'e2e-replicas',
          checkLogs: true,
        }),
      );
    }
  }
  if (wants('deploy')) {
    if (!built) skip('deploy', 'build failed');
    else await step('deploy', deployTier);
  }
  return finish(started);
}

async function finish(started) {
  await runCleanups();
  printSummary((performance.now() - started) / 1000);
  const failed = results.some((result) => result.status === 'failed') || totals.failed > 0;
  const skippedNeeded = results.some((result) => result.status === 'skipped');
  process.exit(failed || skippedNeeded ? 1 : 0);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    say.warn(`${signal}: cleaning up`);
    stopForegroundCommands(signal);
    await runCleanups();
    process.exit(130);
  });
}

main().catch(async (error) => {
  say.error(error.stack ?? error.message);
  await runCleanups();
  process.exit(1);
});
