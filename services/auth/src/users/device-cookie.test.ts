import { describe, expect, it } from 'vitest';
import {
  createDeviceCookies,
  DEVICE_COOKIE_TTL_SECONDS,
  deviceCookieHeader,
  REMEMBERED_ACCOUNTS,
} from './device-cookie.js';

const devices = createDeviceCookies('a development secret that is long enough');
const alice = '0b9c8f5e-1d2a-4c3b-9e8f-7a6b5c4d3e2f';
const bob = '1c0d9a6f-2e3b-4d4c-8f9a-8b7c6d5e4f3a';

describe('device cookie', () => {
  it('when a browser logs in, then its cookie names the account with a fresh nonce each time', () => {
    const first = devices.read(devices.remember([], alice));
    const second = devices.read(devices.remember(first, alice));
    expect(first).toEqual([{ userId: alice, nonce: expect.any(String), expiresAt: expect.any(Number) }]);
    expect(second).toHaveLength(1);
    expect(second[0]?.nonce).not.toBe(first[0]?.nonce);
  });

  it('when another account logs in on the same browser, then both are remembered, the newest first', () => {
    const known = devices.read(devices.remember(devices.read(devices.remember([], alice)), bob));
    expect(known.map((device) => device.userId)).toEqual([bob, alice]);
  });

  it('when more accounts log in than it remembers, then the oldest drop off', () => {
    let value = '';
    const users = Array.from({ length: REMEMBERED_ACCOUNTS + 2 }, (_, index) => `user-${index}`);
    for (const user of users) value = devices.remember(devices.read(value), user);
    expect(devices.read(value).map((device) => device.userId)).toEqual(
      users.slice(-REMEMBERED_ACCOUNTS).reverse(),
    );
  });

  it('when an entry is older than its lifetime, then it is refused', () => {
    const value = devices.remember([], alice, 0);
    expect(devices.read(value, DEVICE_COOKIE_TTL_SECONDS * 1000 - 1000)).toHaveLength(1);
    expect(devices.read(value, DEVICE_COOKIE_TTL_SECONDS * 1000)).toEqual([]);
  });

  it('when an entry is altered, signed with another secret or garbled, then only that entry is refused', () => {
    const value = devices.remember(devices.read(devices.remember([], alice)), bob);
    const [bobEntry, aliceEntry] = value.split('~') as [string, string];
    const renamed = bobEntry.replace(bob, alice);
    const extended = aliceEntry.replace(/\.(\d+)\./, (_, expiry) => `.${Number(expiry) + 1}.`);
    expect(devices.read(`${renamed}~${aliceEntry}`).map((device) => device.userId)).toEqual([alice]);
    expect(devices.read(extended)).toEqual([]);
    expect(createDeviceCookies('another secret, just as long as the first').read(value)).toEqual([]);
    for (const garbled of ['', 'x', 'a.b.c', `${aliceEntry}.extra`, aliceEntry.slice(0, -3), undefined])
      expect(devices.read(garbled)).toEqual([]);
  });

  it('when the header is written, then it is HttpOnly, Strict, long-lived, scoped to the auth routes, Secure over https', () => {
    expect(deviceCookieHeader('v', 'http://localhost:8080')).toBe(
      `quizdrill_device=v; Max-Age=${DEVICE_COOKIE_TTL_SECONDS}; Path=/api/v2/auth; HttpOnly; SameSite=Strict`,
    );
    expect(deviceCookieHeader('v', 'https://school.example/quizdrill')).toBe(
      `quizdrill_device=v; Max-Age=${DEVICE_COOKIE_TTL_SECONDS}; Path=/quizdrill/api/v2/auth; HttpOnly; SameSite=Strict; Secure`,
    );
  });
});
