import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

/**
 * A check at the edge, run as an onRequest hook in Fastify's callback form: `done()` lets the request go on,
 * `done(error)` answers it with that error. The callback form lets a check that needs no I/O (a rate limit spending
 * its lease, a request without a token) pass the request on in the same tick, with no promise per check.
 */
export type EdgeCheck = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => void;
