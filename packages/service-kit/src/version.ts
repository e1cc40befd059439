import { readFileSync } from 'node:fs';

/**
 * The version in the package.json one folder above `moduleUrl`: a service's `src/app.ts` and `dist/app.js` both sit
 * there, so it reads the same from source (tests) and from the build.
 */
export function packageVersion(moduleUrl: string): string {
  const manifest = JSON.parse(readFileSync(new URL('../package.json', moduleUrl), 'utf8')) as {
    version?: string;
  };
  return manifest.version ?? '0.0.0';
}
