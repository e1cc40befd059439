// A school behind one address: the tests reach the gateway through a TCP proxy that connects from a loopback address
// of its own (127.0.0.x), so the whole system sees every browser and script of that school as that one client
// address, and no other test's. What a school's pupils and an attacker among them do is then counted as theirs.
import { startTcpProxy, type TcpProxy } from '@quizdrill/test-kit/tcp-proxy';
import { afterAll } from 'vitest';
import { baseUrl } from './system.js';

export interface School {
  /** Where the school's browsers open the app (a context's base URL) and its scripts send their requests. */
  url: string;
  close(): Promise<void>;
}

const opened: TcpProxy[] = [];
afterAll(async () => {
  await Promise.all(opened.map((proxy) => proxy.close()));
});

/** A school at `address` (127.0.0.2 and up), closed after the test file. */
export async function openSchool(address: string): Promise<School> {
  const gateway = new URL(baseUrl());
  const proxy = await startTcpProxy(gateway.hostname, Number(gateway.port), { localAddress: address });
  opened.push(proxy);
  return { url: proxy.url('http'), close: () => proxy.close() };
}
