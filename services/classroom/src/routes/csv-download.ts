// A CSV answered as a download: the file name as plain ASCII for old clients and exact (UTF-8) for the rest.
import type { FastifyReply } from 'fastify';

export function sendCsv(reply: FastifyReply, fileName: string, csv: string) {
  return reply
    .type('text/csv; charset=utf-8')
    .header(
      'content-disposition',
      `attachment; filename="${fileName.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    )
    .send(csv);
}
