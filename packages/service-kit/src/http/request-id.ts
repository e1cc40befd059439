import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

// Ids arrive from the gateway (or a client); anything odd is replaced so it cannot forge log lines.
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export function requestIdFrom(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}
