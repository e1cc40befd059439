import { describe, expect, it } from 'vitest';
import { cacheControlFor, fileForPath, isApiPath, isPrivateFile, wantsAppPage } from './web-paths.js';

describe('isApiPath', () => {
  it.each([
    ['/api/unknown', true],
    ['/api', true],
    ['/metrics', true],
    ['/admin/sql', true],
    ['/oauth2/authorization/google', true],
    ['/login/oauth2/code/google', true],
    ['/login/oauth2', false],
    ['/login', false],
    ['/courses', false],
    ['/apiary', false],
  ])('when the path is %s, then it is an API path: %s', (path, expected) => {
    expect(isApiPath(path)).toBe(expected);
  });
});

describe('wantsAppPage', () => {
  it.each([
    ['GET', 'text/html,application/xhtml+xml', '/courses', true],
    ['HEAD', 'text/html', '/courses/7/quiz', true],
    ['GET', '*/*', '/profile', true],
    ['GET', undefined, '/profile', true],
    ['GET', 'application/json', '/courses', false],
    ['POST', 'text/html', '/courses', false],
    ['GET', 'text/html', '/assets/index-old.js', false],
    ['GET', '*/*', '/favicon.ico', false],
  ])('when %s accepts %s for %s, then the app page is wanted: %s', (method, accept, path, expected) => {
    expect(wantsAppPage(method, accept, path)).toBe(expected);
  });
});

describe('fileForPath', () => {
  it.each([
    ['/assets/index-abc.js', 'assets/index-abc.js'],
    ['/FRONTEND_VERSION.txt', 'FRONTEND_VERSION.txt'],
    ['/a%20b.png', 'a b.png'],
    ['/../../etc/passwd', 'etc/passwd'],
    ['/..%2F..%2Fetc%2Fpasswd', 'etc/passwd'],
    ['/', undefined],
    ['/assets/', undefined],
    ['/%E0%A4%A', undefined],
    ['/nul%00.txt', undefined],
  ])('when the path is %s, then the file is %s', (path, expected) => {
    expect(fileForPath(path)).toBe(expected);
  });
});

describe('cacheControlFor', () => {
  it('when a file is a hashed asset, then it is cached for a year as immutable', () => {
    expect(cacheControlFor('assets/index-abc.js')).toBe('public, max-age=31536000, immutable');
  });

  it.each(['index.html', 'FRONTEND_VERSION.txt', 'favicon.ico'])(
    'when the file is %s, then it is revalidated on every use',
    (file) => {
      expect(cacheControlFor(file)).toBe('no-cache');
    },
  );
});

describe('isPrivateFile', () => {
  it.each([
    ['assets/index-abc.js.map', true],
    ['.vite/manifest.json', true],
    ['assets/.hidden.js', true],
    ['assets/index-abc.js', false],
    ['assets/index-abc.js.br', false],
    ['index.html', false],
    ['FRONTEND_VERSION.txt', false],
  ])('when the file is %s, then it is kept from browsers: %s', (file, expected) => {
    expect(isPrivateFile(file)).toBe(expected);
  });
});
