// NATS request/reply between services, for answers needed now (DESIGN.md "Services and what each owns").
import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { EventCatalog, Language, Role, TeamMember } from './event-catalog.js';
import {
  ErasureConfirmReply,
  ErasureConfirmRequest,
  type PrivacyService,
  UserExportReply,
  UserExportRequest,
} from './privacy.js';

/**
 * Request subjects live under `rpc.` so no event stream captures them: a stream on `content.>` would store a
 * `content.…` request and answer it with a publish acknowledgement instead of the service's reply.
 */
export function requestSubject(name: string, namespace = ''): string {
  return namespace ? `${namespace}.rpc.${name}` : `rpc.${name}`;
}

export const Requests = {
  courseSnapshot: 'content.course.snapshot',
  groupSnapshot: 'users.group.snapshot',
  peopleNames: 'users.people.names',
  peopleProfiles: 'users.people.profiles',
  contentUserExport: 'content.user.export',
  quizUserExport: 'quiz.user.export',
  classroomUserExport: 'classroom.user.export',
  aiUserExport: 'ai.user.export',
  billingUserExport: 'billing.user.export',
  erasureConfirm: 'users.erasure.confirm',
} as const;

/** The request that asks `service` for a user's rows (each service answers its own, one replica each). */
export function userExportRequest(service: PrivacyService) {
  return `${service}.user.export` as const;
}

/** By name (a quiz starting) or by id (a running session whose course left the read model). */
export const CourseSnapshotRequest = Type.Union([
  Type.Object({ courseName: Type.String({ minLength: 1 }) }),
  Type.Object({ courseId: Type.Integer({ minimum: 1 }) }),
]);
export type CourseSnapshotRequest = Static<typeof CourseSnapshotRequest>;

/** A course's questions in quiz order, each as `content.question.upserted` carries it; `course` null if unknown. */
export const CourseSnapshotReply = Type.Object({
  course: Type.Union([
    Type.Object({ id: Type.Integer(), name: Type.String(), displayName: Type.String(), language: Language }),
    Type.Null(),
  ]),
  questions: Type.Array(EventCatalog['content.question.upserted'].data),
});
export type CourseSnapshotReply = Static<typeof CourseSnapshotReply>;

/** A team and its members as auth has them now, for a service that missed the team's events (issue 18). */
export const GroupSnapshotRequest = Type.Object({ groupId: Type.String({ format: 'uuid' }) });
export type GroupSnapshotRequest = Static<typeof GroupSnapshotRequest>;

/** `group` null when auth has no such team (it never existed or was deleted). */
export const GroupSnapshotReply = Type.Object({
  group: Type.Union([
    Type.Object({
      ...EventCatalog['users.group.created'].data.properties,
      members: Type.Array(TeamMember),
    }),
    Type.Null(),
  ]),
});
export type GroupSnapshotReply = Static<typeof GroupSnapshotReply>;

/** The most people one names request asks for (a game's signed-in players are asked for as they join). */
export const PEOPLE_NAMES_MAX = 500;

/** People's names as auth has them now, for a service that shows them (its replica, issue 44). */
export const PeopleNamesRequest = Type.Object({
  userIds: Type.Array(Type.String({ format: 'uuid' }), { minItems: 1, maxItems: PEOPLE_NAMES_MAX }),
});
export type PeopleNamesRequest = Static<typeof PeopleNamesRequest>;

/** Those of the asked who exist; an unknown (or erased) id is left out. */
export const PeopleNamesReply = Type.Object({ people: Type.Array(TeamMember) });
export type PeopleNamesReply = Static<typeof PeopleNamesReply>;

/**
 * What a service may keep of an account besides names (content's users: the owner's username its courses show, the
 * role and premium its permissions and the SQL console read), for the ids asked as `users.people.names` asks them.
 * No e-mail address and no names: the user events carry none, and no consumer needs them.
 */
export const PeopleProfilesRequest = PeopleNamesRequest;
export type PeopleProfilesRequest = Static<typeof PeopleProfilesRequest>;

/** Those of the asked who exist; an unknown (or erased) id is left out. */
export const PeopleProfilesReply = Type.Object({
  people: Type.Array(
    Type.Object({
      userId: Type.String({ format: 'uuid' }),
      username: Type.String(),
      role: Role,
      isPremium: Type.Boolean(),
    }),
  ),
});
export type PeopleProfilesReply = Static<typeof PeopleProfilesReply>;

/** Each request's schemas, so service-kit's serveRequests and askFor pair a request with its own reply. */
export const RequestCatalog = {
  [Requests.courseSnapshot]: { request: CourseSnapshotRequest, reply: CourseSnapshotReply },
  [Requests.groupSnapshot]: { request: GroupSnapshotRequest, reply: GroupSnapshotReply },
  [Requests.peopleNames]: { request: PeopleNamesRequest, reply: PeopleNamesReply },
  [Requests.peopleProfiles]: { request: PeopleProfilesRequest, reply: PeopleProfilesReply },
  [Requests.contentUserExport]: { request: UserExportRequest, reply: UserExportReply },
  [Requests.quizUserExport]: { request: UserExportRequest, reply: UserExportReply },
  [Requests.classroomUserExport]: { request: UserExportRequest, reply: UserExportReply },
  [Requests.aiUserExport]: { request: UserExportRequest, reply: UserExportReply },
  [Requests.billingUserExport]: { request: UserExportRequest, reply: UserExportReply },
  [Requests.erasureConfirm]: { request: ErasureConfirmRequest, reply: ErasureConfirmReply },
} as const satisfies Record<RequestName, { request: TSchema; reply: TSchema }>;

export type RequestName = (typeof Requests)[keyof typeof Requests];
export type RequestPayload<N extends RequestName> = Static<(typeof RequestCatalog)[N]['request']>;
export type RequestReply<N extends RequestName> = Static<(typeof RequestCatalog)[N]['reply']>;
