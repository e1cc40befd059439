// A CSV answered as a download: the file name as plain ASCII for old clients and exact (UTF-8) for the rest.
import { type TSchema, Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';

/** A route's 200 answer: `schema` as JSON, or with `?format=csv` the same as a CSV download (sendCsv). */
export function jsonOrCsv<Schema extends TSchema>(schema: Schema) {
  return {
    content: {
      'application/json': { schema },
      'text/csv': { schema: Type.String() },
    },
  };
}

export function sendCsv(reply: FastifyReply, fileName: string, csv: string) {
  return reply
    .type('text/csv; charset=utf-8')
    .header(
      'content-disposition',
      `attachment; filename="${fileName.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    )
    .send(csv);
}
