#!/usr/bin/env node
// The README's "What it does" pictures, taken from the browser tests so they show the app as it is: each browser
// test saves its screens as artifacts/screenshots/<test-name>--<screen>.png (e2e/support/browser.ts, saveScreenshot)
// after checking them with axe-core. This copies the chosen ones to docs/screenshots/<screen>-<device>.webp, cut to
// the top of the page (what a phone or a laptop shows first, a little more) and made smaller, and fails, naming the
// test file to run, when one is missing.
//
// usage: node scripts/readme-screenshots.mjs   (after the browser test files named below have run, one at a time:
//        node scripts/test.mjs --no-install --only e2e e2e/browser/<file>)
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = fileURLToPath(new URL('..', import.meta.url));
const source = path.join(root, 'artifacts', 'screenshots');
const target = path.join(root, 'docs', 'screenshots');

/**
 * The first screen of each device and a little more, so a marked answer's buttons still show (the tests' viewports
 * are 390×844 and 1280×800); a desktop picture is made smaller, a phone's is shown at its own size.
 */
const DEVICES = {
  phone: { width: 390, maxHeight: 880 },
  desktop: { width: 1280, maxHeight: 1050, resizeTo: 960 },
};

/**
 * Each README screen: the browser test file that takes its pictures and, per device, the screen name it passes to
 * saveScreenshot (the file name's part after `--`).
 */
const SCREENS = [
  {
    name: 'login',
    file: 'e2e/browser/shell.test.ts',
    phone: 'login-phone-light',
    desktop: 'login-desktop-light',
  },
  {
    name: 'courses',
    file: 'e2e/browser/shell.test.ts',
    phone: 'courses-phone-light',
    desktop: 'courses-desktop-light',
  },
  {
    name: 'quiz-answered',
    file: 'e2e/browser/quiz.test.ts',
    phone: 'answered-wrong-mobile',
    desktop: 'answered-wrong',
  },
  {
    name: 'question-kinds',
    file: 'e2e/browser/question-kinds.test.ts',
    phone: 'multiple-partly-right',
    desktop: 'form-short',
  },
  {
    name: 'mathematics',
    file: 'e2e/browser/math.test.ts',
    phone: 'drill-mobile',
    desktop: 'question-form-preview',
  },
  {
    name: 'progress',
    file: 'e2e/browser/quiz.test.ts',
    phone: 'progress-mobile',
    desktop: 'progress',
  },
  {
    name: 'text-to-quiz',
    file: 'e2e/browser/ai.test.ts',
    phone: 'text-to-quiz-saved-review-mobile',
    desktop: 'text-to-quiz-saved-review',
  },
  {
    name: 'live',
    file: 'e2e/browser/live.test.ts',
    phone: 'player-options',
    desktop: 'host-question',
  },
  {
    name: 'assignment-results',
    file: 'e2e/browser/assignments.test.ts',
    phone: 'results-phone-dark',
    desktop: 'results',
  },
];

/** The newest saved picture of `screen`, or undefined. */
function findScreenshot(files, screen) {
  return files
    .filter((file) => file.endsWith(`--${screen}.png`))
    .map((file) => ({ file, modified: statSync(path.join(source, file)).mtimeMs }))
    .sort((a, b) => b.modified - a.modified)[0]?.file;
}

async function main() {
  let files = [];
  try {
    files = readdirSync(source);
  } catch {
    // No screenshots at all: every one is reported missing below.
  }
  const chosen = SCREENS.flatMap((entry) =>
    Object.keys(DEVICES).map((device) => ({
      entry,
      device,
      found: findScreenshot(files, entry[device]),
    })),
  );
  const missing = chosen.filter(({ found }) => !found);
  if (missing.length > 0) {
    console.error(`readme-screenshots: ${missing.length} screenshot(s) missing in artifacts/screenshots:`);
    for (const { entry, device } of missing) {
      console.error(`  ${entry.name} (${device}): *--${entry[device]}.png, saved by ${entry.file}`);
    }
    const testFiles = [...new Set(missing.map(({ entry }) => entry.file))];
    console.error('Run each of these browser test files first, one at a time:');
    for (const file of testFiles) console.error(`  node scripts/test.mjs --no-install --only e2e ${file}`);
    process.exit(1);
  }

  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  let total = 0;
  for (const { entry, device, found } of chosen) {
    const { width, maxHeight, resizeTo } = DEVICES[device];
    const image = sharp(path.join(source, found));
    const { width: actualWidth, height } = await image.metadata();
    if (actualWidth !== width) {
      throw new Error(
        `${found} is ${actualWidth} px wide, not a ${device} (${width} px): the wrong screenshot?`,
      );
    }
    const output = path.join(target, `${entry.name}-${device}.webp`);
    const { size } = await image
      .extract({ left: 0, top: 0, width, height: Math.min(height, maxHeight) })
      .resize(resizeTo ? { width: resizeTo } : undefined)
      .webp({ quality: 80, effort: 6 })
      .toFile(output);
    total += size;
    console.log(`${path.relative(root, output)}  ${(size / 1000).toFixed(1)} kB  ← ${found}`);
  }
  console.log(`${chosen.length} pictures, ${(total / 1000).toFixed(0)} kB in docs/screenshots`);
}

await main();
