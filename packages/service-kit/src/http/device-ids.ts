// A signed, anonymous id for one browser, set as an HttpOnly cookie by the page that needs it before the first
// guess (the login page, a live game's join page). Limits on guessing then count per device (OWASP "Slow Down
// Online Guessing Attacks with Device Cookies"): a pupil's mistakes cost that pupil's browser, not the school
// address the whole class shares. The id is random and says nothing about the person; the signature keeps a
// script from making up ids of its own, so a new device costs a visit to the page that gives one out (which the
// service limits per address).
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

export interface DeviceIds {
  /** A new device id and the cookie value carrying it, valid for the lifetime from `now`. */
  issue(now?: number): { id: string; value: string };
  /** The cookie value for a known `id`, valid for another lifetime from `now` (a device in use is kept). */
  renew(id: string, now?: number): string;
  /** The id in `value` when its signature holds and it has not expired; anything else is no device. */
  read(value: string | undefined, now?: number): string | undefined;
}

const ID_BYTES = 16;
const SEPARATOR = '.';

/**
 * `secret` is any high-entropy byte string; a key of its own is derived for `purpose`, so one service's device
 * ids never pass as another's, nor as any other value signed with the same secret.
 */
export function createDeviceIds(
  secret: string | Uint8Array,
  purpose: string,
  lifetimeSeconds: number,
): DeviceIds {
  const key = Buffer.from(hkdfSync('sha256', secret, 'quizdrill-device-id', purpose, 32));
  const macOf = (signed: string) => createHmac('sha256', key).update(signed).digest();
  const cookieValueFor = (id: string, now: number) => {
    const signed = [id, String(Math.floor(now / 1000) + lifetimeSeconds)].join(SEPARATOR);
    return [signed, macOf(signed).toString('base64url')].join(SEPARATOR);
  };

  return {
    issue(now = Date.now()) {
      const id = randomBytes(ID_BYTES).toString('base64url');
      return { id, value: cookieValueFor(id, now) };
    },
    renew: (id, now = Date.now()) => cookieValueFor(id, now),
    read(value, now = Date.now()) {
      const [id, expiry, mac, ...rest] = value?.split(SEPARATOR) ?? [];
      if (!id || !expiry || !mac || rest.length > 0 || !/^\d{1,12}$/.test(expiry)) return undefined;
      const expected = macOf([id, expiry].join(SEPARATOR));
      const given = Buffer.from(mac, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      return Number(expiry) > Math.floor(now / 1000) ? id : undefined;
    },
  };
}
