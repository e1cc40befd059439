// A user's personal data across the services (GDPR art. 15, 17, 20; issue 44): what auth asks each service for when
// it exports a user, and what each service answers when it has erased one.
import { type Static, Type } from '@sinclair/typebox';

/** Every service besides auth that holds personal data, in the order an export lists them. */
export const PRIVACY_SERVICES = ['content', 'quiz', 'classroom', 'ai', 'billing'] as const;
export type PrivacyService = (typeof PRIVACY_SERVICES)[number];
/** Auth and the rest: whose confirmations an erasure waits for. */
export const ERASING_SERVICES = ['auth', ...PRIVACY_SERVICES] as const;
export type ErasingService = (typeof ERASING_SERVICES)[number];

/** A user as every service knows them: by id. */
export const UserExportRequest = Type.Object({ userId: Type.String({ format: 'uuid' }) });
export type UserExportRequest = Static<typeof UserExportRequest>;

/** One table's rows about the user, each row its columns by name (times as ISO strings). */
export const ExportRows = Type.Array(Type.Record(Type.String(), Type.Unknown()));
export type ExportRows = Static<typeof ExportRows>;

/** A service's rows about the user, table by table (every table it has that can hold them, empty ones too). */
export const UserExportReply = Type.Object({
  tables: Type.Record(Type.String(), ExportRows),
});
export type UserExportReply = Static<typeof UserExportReply>;

/** What an erasure left in place and why (a law that makes us keep it, or data that no longer names anyone). */
export const KeptRecord = Type.Object({ what: Type.String(), why: Type.String() });
export type KeptRecord = Static<typeof KeptRecord>;

/** A service has erased the user of `users.user.erased` (again, when redelivered: confirming twice is fine). */
export const ErasureConfirmRequest = Type.Object({
  erasureId: Type.String({ format: 'uuid' }),
  service: Type.Union(ERASING_SERVICES.map((service) => Type.Literal(service))),
  kept: Type.Array(KeptRecord),
});
export type ErasureConfirmRequest = Static<typeof ErasureConfirmRequest>;

/** `known` false when auth has no such erasure (a confirmation for a record swept long after it completed). */
export const ErasureConfirmReply = Type.Object({ known: Type.Boolean() });
export type ErasureConfirmReply = Static<typeof ErasureConfirmReply>;

/**
 * Who owns what an erased user made that stays (a course others learn from): no one. A fixed id instead of null keeps
 * the columns' NOT NULL and their meaning ("made by a user").
 */
export const ERASED_USER_ID = '00000000-0000-0000-0000-000000000000';

/** `GET /api/v2/users/me/export` (and `/users/{username}/export`): everything every service holds about the user. */
export const UserExportResponse = Type.Object({
  exportedAt: Type.String({ format: 'date-time' }),
  username: Type.String(),
  /** Each service's tables, each table's rows about the user (columns as the service stores them). */
  services: Type.Record(Type.String(), UserExportReply),
});
export type UserExportResponse = Static<typeof UserExportResponse>;

export const UserExportQuery = Type.Object({
  format: Type.Optional(
    Type.Union([Type.Literal('json'), Type.Literal('html')], {
      description: 'json (default): the export as JSON; html: the same as a readable page to save',
    }),
  ),
});
export type UserExportQuery = Static<typeof UserExportQuery>;

/** Re-authentication for deleting one's own account. */
export const EraseMeRequest = Type.Object(
  {
    password: Type.String({
      minLength: 1,
      maxLength: 200,
      description: "The account's password again, to confirm that its owner asks.",
    }),
  },
  { additionalProperties: false },
);
export type EraseMeRequest = Static<typeof EraseMeRequest>;

export const ErasureRequester = Type.Union([Type.Literal('self'), Type.Literal('admin')]);

/** An erasure as auth records it: which services have confirmed, and what each kept and why. */
export const ErasureRecord = Type.Object({
  id: Type.String({ format: 'uuid' }),
  requestedAt: Type.String({ format: 'date-time' }),
  requestedBy: ErasureRequester,
  /** When the last service confirmed; null while some have not. */
  completedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  services: Type.Array(
    Type.Object({
      service: Type.String(),
      confirmedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
      kept: Type.Array(KeptRecord),
    }),
  ),
});
export type ErasureRecord = Static<typeof ErasureRecord>;

export const ErasureListResponse = Type.Array(ErasureRecord);
export type ErasureListResponse = Static<typeof ErasureListResponse>;
