import { describe, expect, it } from 'vitest';
import { cookiePathFor, cookieValue, setCookieHeader } from './cookies.js';

describe('cookies', () => {
  it('when a cookie is written, then it is HttpOnly with the given SameSite, path and Secure only when asked', () => {
    expect(setCookieHeader('a', 'v', 60, { path: '/p', secure: false, sameSite: 'Strict' })).toBe(
      'a=v; Max-Age=60; Path=/p; HttpOnly; SameSite=Strict',
    );
    expect(setCookieHeader('a', '', 0, { path: '/', secure: true, sameSite: 'Lax' })).toBe(
      'a=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax; Secure',
    );
  });

  it('when reading a cookie header, then the named value is found among others', () => {
    expect(cookieValue('a=1; quizdrill_oauth=abc.def; b=2', 'quizdrill_oauth')).toBe('abc.def');
    expect(cookieValue('a=1', 'quizdrill_oauth')).toBeUndefined();
    expect(cookieValue(undefined, 'quizdrill_oauth')).toBeUndefined();
  });

  it('when the app is served under a path, then cookie paths start with it', () => {
    expect(cookiePathFor('http://localhost:8080', '/api/v2/auth/login')).toBe('/api/v2/auth/login');
    expect(cookiePathFor('https://school.example/quizdrill/', '/api/v2/auth/login')).toBe(
      '/quizdrill/api/v2/auth/login',
    );
  });
});
