// The device cookie of a live game's join page (issue 39): a signed, anonymous id for the browser, which a guest
// joins with. Wrong PINs and joins count against it, and a host's removal bars it from the game (join-guard.ts).
import {
  type Clock,
  cookiePathFor,
  cookieValue,
  createDeviceIds,
  type DeviceIds,
  epochMs,
  setCookieHeader,
} from '@quizdrill/service-kit';
import type { JoinGuard } from './join-guard.js';

export const LIVE_DEVICE_COOKIE = 'quizdrill_live_device';
/** Kept as long as it is used: the join page renews it on every visit. */
const LIFETIME_SECONDS = 365 * 24 * 3600;
/** The join route and the page's call for the device: no other request carries it. */
const COOKIE_ROUTES = '/api/v2/live/join';
/** Development and tests only: production must set LIVE_DEVICE_COOKIE_SECRET (config.ts). */
const DEVELOPMENT_SECRET = 'quizdrill development secret for live game device cookies';

export class LiveDevices {
  private readonly ids: DeviceIds;

  constructor(
    secret: string | undefined,
    private readonly publicUrl: string,
    private readonly guard: JoinGuard,
    private readonly clock: Clock,
  ) {
    this.ids = createDeviceIds(secret ?? DEVELOPMENT_SECRET, 'live game join', LIFETIME_SECONDS);
  }

  /** The device of a request's valid cookie, if it has one. */
  of(cookieHeader: string | undefined): string | undefined {
    return this.ids.read(cookieValue(cookieHeader, LIVE_DEVICE_COOKIE), epochMs(this.clock));
  }

  /**
   * The Set-Cookie value for the join page's browser: its device renewed, or a new one within the address's budget
   * (429 past it).
   */
  async forBrowser(cookieHeader: string | undefined, address: string): Promise<string> {
    const now = epochMs(this.clock);
    const known = this.of(cookieHeader);
    let value: string;
    if (known) {
      value = this.ids.renew(known, now);
    } else {
      await this.guard.newDevice(address, now);
      value = this.ids.issue(now).value;
    }
    // HttpOnly (no script of ours reads it), Strict, and Secure over https: only the join page's requests send it.
    return setCookieHeader(LIVE_DEVICE_COOKIE, value, LIFETIME_SECONDS, {
      path: cookiePathFor(this.publicUrl, COOKIE_ROUTES),
      secure: this.publicUrl.startsWith('https:'),
      sameSite: 'Strict',
    });
  }
}
