// The one error body every service answers with, and the stable codes clients may branch on.
import { type Static, Type } from '@sinclair/typebox';

export const ErrorBody = Type.Object(
  {
    error: Type.String({ description: 'Stable code (snake_case) or an `error.*` translation key' }),
    message: Type.String({ description: 'Human-readable text, safe to show' }),
  },
  { $id: 'ErrorBody' },
);
export type ErrorBody = Static<typeof ErrorBody>;

export const ErrorCode = {
  badRequest: 'bad_request',
  validation: 'validation_failed',
  unauthorized: 'unauthorized',
  /**
   * A correctly signed, unexpired token that a change of its user's role, premium or username has outdated: the
   * client swaps it at POST /api/v2/auth/refresh (which accepts it) instead of logging out.
   */
  tokenOutdated: 'token_outdated',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  tooManyRequests: 'too_many_requests',
  /** An event stream refused at the gateway: its player, user, game or address holds the most it may, or the gateway does. */
  tooManyStreams: 'too_many_streams',
  internal: 'internal_error',
  serviceUnavailable: 'service_unavailable',
  gatewayTimeout: 'gateway_timeout',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Codes that are `error.*` translation keys, each named once: `{ courseNotFound: 'error.courseNotFound' }`. */
export function translatedCodes<const Name extends string>(
  names: readonly Name[],
): { readonly [Key in Name]: `error.${Key}` } {
  return Object.fromEntries(names.map((name) => [name, `error.${name}`])) as {
    readonly [Key in Name]: `error.${Key}`;
  };
}
