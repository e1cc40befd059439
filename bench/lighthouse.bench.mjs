// Issue 19's web on a school link: Lighthouse (12.x, on Debian's Chromium, never a downloaded one) on /login, /courses
// and a quiz question of the whole system started as `npm start` starts it, isolated (its own database, Redis
// prefix, event namespace and ports), signed in as the seeded student through SPEC §2's `?token=`. Two runs per
// page: Lighthouse's mobile profile (simulated slow 4G and a 4× slower CPU), and a custom run whose throttling is
// applied to the browser (1.6 Mbit/s down, 150 ms latency). Then first-load JavaScript per route (gzip, from the
// build's manifest) and the time until the course list shows on that link, in Chromium driven by playwright-core.
// Prints figures against the issue's targets; not a pass/fail test.
//
// Settings (environment): CHROME_PATH (/usr/bin/chromium), BENCH_LIGHTHOUSE_COURSE (the seeded course whose first
// question is measured, sveriges-geografi), BENCH_LIGHTHOUSE_RUNS (3: runs per page and profile, the median counts),
// BENCH_LIGHTHOUSE_REPORT_DIR (none: a folder that gets each run's Lighthouse JSON report, <page>-<profile>-<run>.json,
// to read its audits: long tasks, boot-up time, main-thread work), BENCH_LIGHTHOUSE_WARMUP (2: loads of each page
// before the first measured run; 0 measures a system that has just started).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { measureFirstLoad } from '../web/build/first-load.mjs';
import { median } from './lib/measure.mjs';
import { CHROME_PATH, CHROMIUM_FLAGS, signIn, withIsolatedSystem } from './lib/web-system.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const COURSE = process.env.BENCH_LIGHTHOUSE_COURSE ?? 'sveriges-geografi';
// Three by default: on this 2-core machine one build's blocking time has spread 400–2,000 ms between runs, and the
// first run after the system starts is the slowest, so a single run can pass or miss a 95 on the same code.
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const REPORT_DIR = process.env.BENCH_LIGHTHOUSE_REPORT_DIR;
// A school's server has served pages all day when a class opens them. Lighthouse's simulation takes each response's
// server time from the run, so a just-started system's first answers (code V8 has not yet optimised, empty caches
// and pools) count against the pages measured first. On one build, measured cold and then warmed up: mobile
// /login · /courses · quiz 97 · 90 · 83 and 96 · 92 · 86, within the runs' spread but no longer tilted by the start.
const WARMUP = Number(process.env.BENCH_LIGHTHOUSE_WARMUP ?? 2);

/** The school link of issue 19: 1.6 Mbit/s down, 150 ms latency. */
const SCHOOL_LINK = { downloadKbps: 1600, uploadKbps: 750, latencyMs: 150 };
const PROFILES = {
  'mobile (simulated slow 4G)': { extends: 'lighthouse:default' },
  'school link (applied: 1.6 Mbit/s, 150 ms)': {
    extends: 'lighthouse:default',
    settings: {
      throttlingMethod: 'devtools',
      throttling: {
        requestLatencyMs: SCHOOL_LINK.latencyMs,
        downloadThroughputKbps: SCHOOL_LINK.downloadKbps,
        uploadThroughputKbps: SCHOOL_LINK.uploadKbps,
        cpuSlowdownMultiplier: 4,
      },
    },
  },
};
// Issue 40's targets: performance 95 on /login and /courses and 90 on a quiz question, accessibility 100 on all three,
// 150 kB of first-load JavaScript and the course list within 1.5 s on the school link.
const TARGETS = {
  performance: { '/login': 95, '/courses': 95, quiz: 90 },
  accessibility: 100,
  firstLoadKb: 150,
  courseListSeconds: 1.5,
};
/** The target a page's score is held to: `page` is a row name such as `quiz, mobile (simulated slow 4G)`. */
const scoreTarget = (category, page) =>
  category === 'accessibility' ? TARGETS.accessibility : TARGETS.performance[page.split(',')[0]];
const FIRST_LOAD_ROUTE = { '/login': '/login', '/courses': '/courses', quiz: '/quiz/:courseName' };

const check = (met) => (met ? 'met' : 'MISSED');

/**
 * Performance and accessibility scores (0–100), the page's largest contentful paint and the path it ended on (a
 * signed-in page that ends on /login would mean the token did not take), one Lighthouse run; its JSON report is
 * written to REPORT_DIR as `reportName`.json when that is set.
 */
async function audit(pageUrl, config, reportName) {
  // A browser of its own per run (chrome-launcher gives each a fresh profile): a token stored by a signed-in page
  // would otherwise sign the next run's /login in (seen: Lighthouse's storage reset left it).
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless', ...CHROMIUM_FLAGS],
  });
  let result;
  try {
    result = await lighthouse(
      pageUrl,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      },
      config,
    );
  } finally {
    chrome.kill();
  }
  if (REPORT_DIR) {
    mkdirSync(REPORT_DIR, { recursive: true });
    writeFileSync(path.join(REPORT_DIR, `${reportName}.json`), result.report);
  }
  const { categories, audits, runtimeError } = result.lhr;
  // A run Lighthouse could not measure (NO_NAVSTART, seen now and then on a busy machine) scores 0: not a figure.
  if (runtimeError) return { failed: runtimeError.code };
  return {
    performance: Math.round(categories.performance.score * 100),
    accessibility: Math.round(categories.accessibility.score * 100),
    lcpMs: audits['largest-contentful-paint'].numericValue,
    shown: new URL(result.lhr.finalDisplayedUrl).pathname,
  };
}

/** How many times a run Lighthouse could not measure is tried again before the bench gives up. */
const FAILED_RUN_RETRIES = 2;

/** One counted run: `audit`, tried again when Lighthouse reports that it could not measure the page. */
async function measuredAudit(pageUrl, config, reportName) {
  for (let attempt = 0; ; attempt++) {
    const run = await audit(pageUrl, config, attempt === 0 ? reportName : `${reportName}-retry${attempt}`);
    if (!run.failed) return run;
    console.log(`    ${reportName}: Lighthouse could not measure the page (${run.failed})`);
    if (attempt === FAILED_RUN_RETRIES)
      throw new Error(`Lighthouse failed ${attempt + 1} times on ${pageUrl}`);
  }
}

/**
 * Seconds from navigating to /courses?token=… until the course list's first link to a quiz shows (the next frame
 * after it enters the page), with the school link applied to the browser's network (Chrome DevTools Protocol) and a
 * cold cache. The median of `RUNS` loads.
 */
async function timeToCourseList(url, token) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_FLAGS });
  try {
    const seconds = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: SCHOOL_LINK.latencyMs,
        downloadThroughput: (SCHOOL_LINK.downloadKbps * 1000) / 8,
        uploadThroughput: (SCHOOL_LINK.uploadKbps * 1000) / 8,
      });
      // Taken in the page: the frame after the first link to a quiz enters it, in the page's clock (from the start
      // of the navigation). Playwright's own waiting polls in steps of up to 500 ms, too coarse for this figure.
      await page.addInitScript(() => {
        new MutationObserver((_records, observer) => {
          if (!document.querySelector('a[href^="/quiz/"]')) return;
          observer.disconnect();
          requestAnimationFrame(() => {
            window.courseListShownAt = performance.now();
          });
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(`${url}/courses?token=${encodeURIComponent(token)}`, { waitUntil: 'commit' });
      const shownAt = await page.waitForFunction(() => window.courseListShownAt, null, { timeout: 60_000 });
      seconds.push((await shownAt.jsonValue()) / 1000);
      await context.close();
    }
    return median(seconds);
  } finally {
    await browser.close();
  }
}

/** Loads each page `WARMUP` times, in a browser context of its own each (a cold cache), measuring nothing. */
async function warmUp(pages) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_FLAGS });
  try {
    for (let pass = 0; pass < WARMUP; pass++) {
      for (const pageUrl of Object.values(pages)) {
        const context = await browser.newContext();
        await (await context.newPage()).goto(pageUrl, { waitUntil: 'networkidle' });
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
}

async function main(system) {
  const token = await signIn(system.url);
  const pages = {
    '/login': `${system.url}/login`,
    '/courses': `${system.url}/courses?token=${encodeURIComponent(token)}`,
    quiz: `${system.url}/quiz/${encodeURIComponent(COURSE)}?token=${encodeURIComponent(token)}`,
  };
  if (WARMUP > 0) {
    console.log(`lighthouse: warming the system up, ${WARMUP} load${WARMUP === 1 ? '' : 's'} of each page`);
    await warmUp(pages);
  }
  const scores = {};
  for (const [profile, config] of Object.entries(PROFILES)) {
    for (const [name, pageUrl] of Object.entries(pages)) {
      const runs = [];
      for (let run = 0; run < RUNS; run++) {
        const reportName = `${name.replace(/\W+/g, '')}-${profile.split(' ')[0]}-${run + 1}`;
        runs.push(await measuredAudit(pageUrl, config, reportName));
      }
      scores[`${name}, ${profile}`] = {
        performance: median(runs.map((r) => r.performance)),
        accessibility: median(runs.map((r) => r.accessibility)),
        'LCP s': Number((median(runs.map((r) => r.lcpMs)) / 1000).toFixed(2)),
        'page shown': runs.at(-1).shown,
      };
    }
  }
  console.log(`\nLighthouse${RUNS > 1 ? ` (median of ${RUNS} runs)` : ''}: scores 0–100`);
  console.table(scores);

  const firstLoad = Object.fromEntries(
    measureFirstLoad(path.join(root, 'web', 'dist')).map((row) => [row.route, row]),
  );
  const firstLoadKb = Object.fromEntries(
    Object.entries(FIRST_LOAD_ROUTE).map(([name, route]) => [name, firstLoad[route].gzip / 1000]),
  );
  console.log('\nFirst-load JavaScript, gzip (web/build/first-load.mjs)');
  console.table(
    Object.fromEntries(Object.entries(firstLoadKb).map(([name, kb]) => [name, { 'gzip kB': kb.toFixed(1) }])),
  );

  const courseListSeconds = await timeToCourseList(system.url, token);
  console.log(
    `\nTime to the course list on ${SCHOOL_LINK.downloadKbps / 1000} Mbit/s, ${SCHOOL_LINK.latencyMs} ms, ` +
      `cold cache: ${courseListSeconds.toFixed(2)} s`,
  );

  const verdicts = [];
  for (const [page, row] of Object.entries(scores)) {
    for (const category of ['performance', 'accessibility']) {
      const target = scoreTarget(category, page);
      verdicts.push([`${category}, ${page}`, row[category], `≥ ${target}`, check(row[category] >= target)]);
    }
  }
  for (const [name, kb] of Object.entries(firstLoadKb)) {
    verdicts.push([
      `first-load JS gzip, ${name}`,
      `${kb.toFixed(1)} kB`,
      `≤ ${TARGETS.firstLoadKb} kB`,
      check(kb <= TARGETS.firstLoadKb),
    ]);
  }
  verdicts.push([
    'time to the course list, school link',
    `${courseListSeconds.toFixed(2)} s`,
    `≤ ${TARGETS.courseListSeconds} s`,
    check(courseListSeconds <= TARGETS.courseListSeconds),
  ]);
  console.log('\nTargets of issue 40');
  console.table(
    verdicts.map(([target, measured, wanted, verdict]) => ({ target, measured, wanted, verdict })),
  );
}

await withIsolatedSystem('lighthouse', main);
