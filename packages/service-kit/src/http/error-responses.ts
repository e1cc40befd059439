// The error answers a route documents: each status it may refuse with answers the one ErrorBody shape.

/** The 4xx and 5xx statuses routes refuse with (500 is the error handler's own and never documented). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 502 | 503;

export type ErrorResponses<S extends ErrorStatus> = { [status in S]: { $ref: 'ErrorBody' } };

/** `response: { 200: Thing, ...errorResponses(400, 401, 404) }`: ErrorBody for each status given. */
export function errorResponses<const S extends ErrorStatus>(...statuses: S[]): ErrorResponses<S> {
  // A schema object of its own per status: Fastify compiles each response schema separately.
  return Object.fromEntries(statuses.map((status) => [status, { $ref: 'ErrorBody' }])) as ErrorResponses<S>;
}
