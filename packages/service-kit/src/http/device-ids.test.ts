import { describe, expect, it } from 'vitest';
import { createDeviceIds } from './device-ids.js';

const DAY = 24 * 3600;
const devices = createDeviceIds('a development secret that is long enough', 'test devices', DAY);

describe('device ids', () => {
  it('when an id is issued, then reading its value gives the id back, and two issues differ', () => {
    const first = devices.issue();
    const second = devices.issue();
    expect(devices.read(first.value)).toBe(first.id);
    expect(first.id).not.toBe(second.id);
    expect(first.value).toMatch(/^[\w-]{22}\.\d+\.[\w-]{43}$/);
  });

  it('when the lifetime has passed, then the value is no device; renewed in time, the same id lives on', () => {
    const now = Date.parse('2026-12-20T08:00:00Z');
    const { id, value } = devices.issue(now);
    expect(devices.read(value, now + DAY * 1000 - 1000)).toBe(id);
    expect(devices.read(value, now + DAY * 1000)).toBeUndefined();
    const renewed = devices.renew(id, now + 1000);
    expect(devices.read(renewed, now + DAY * 1000)).toBe(id);
  });

  it('when a value is made up, changed, signed for another purpose or with another secret, then it is no device', () => {
    const { id, value } = devices.issue();
    const [, expiry, mac] = value.split('.');
    const others = [
      createDeviceIds('a development secret that is long enough', 'other devices', DAY).issue().value,
      createDeviceIds('another secret, just as long as the first', 'test devices', DAY).issue().value,
    ];
    for (const forged of [
      `${'A'.repeat(22)}.${expiry}.${mac}`,
      `${id}.${Number(expiry) + 1}.${mac}`,
      `${id}.${expiry}.${'A'.repeat(43)}`,
      `${id}.${expiry}`,
      `${value}.extra`,
      '',
      ...others,
    ]) {
      expect(devices.read(forged)).toBeUndefined();
    }
    expect(devices.read(undefined)).toBeUndefined();
  });
});
