import { request } from 'undici';

/**
 * What the join page does before a guest joins: it asks for the browser's device cookie, which the join then
 * carries (the PIN and join budgets count per device). Answers the `Cookie` header value.
 */
export async function liveDeviceCookie(origin, dispatcher) {
  const device = await request(`${origin}/api/v2/live/join/device`, { dispatcher, method: 'POST' });
  await device.body.dump();
  const cookie = [device.headers['set-cookie']].flat()[0]?.split(';')[0];
  if (device.statusCode !== 204 || !cookie)
    throw new Error(`the join page's device answered ${device.statusCode}`);
  return cookie;
}
