// Every domain event with the schema of its data. Publishers and consumers both validate against these.
import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { AnswerKeyProperties, Feedback, QuestionKindSchema } from './question-kinds.js';
import { ORDER_TYPES } from './rules/quiz.js';
import { LANGUAGES } from './rules/settings.js';

export const Role = Type.Union([
  Type.Literal('ROLE_USER'),
  Type.Literal('ROLE_PREMIUM'),
  Type.Literal('ROLE_EDUCATOR'),
  Type.Literal('ROLE_ADMIN'),
]);
export type Role = Static<typeof Role>;

export const Language = Type.Union(LANGUAGES.map((language) => Type.Literal(language)));
export type Language = Static<typeof Language>;

export const OrderType = Type.Union(ORDER_TYPES.map((orderType) => Type.Literal(orderType)));
export type OrderType = Static<typeof OrderType>;

const UserId = Type.String({ format: 'uuid' });

const UserRef = {
  userId: UserId,
  username: Type.String(),
};

/** A profile's fields a `users.user.updated` names as changed: `name` is the first and last name together. */
export const ProfileField = Type.Union([
  Type.Literal('username'),
  Type.Literal('email'),
  Type.Literal('name'),
]);
export type ProfileField = Static<typeof ProfileField>;

const OptionData = Type.Object({
  optionLabel: Type.String({ pattern: '^[A-Z]$' }),
  optionText: Type.String(),
  isCorrect: Type.Boolean(),
  /** Since version 3: the teacher's feedback on choosing this option. */
  feedback: Type.Optional(Feedback),
});

const QuestionData = Type.Object({
  id: Type.Integer(),
  courseId: Type.Integer(),
  courseName: Type.String(),
  position: Type.Integer({ minimum: 0 }),
  questionText: Type.String(),
  imageUrl: Type.Union([Type.String(), Type.Null()]),
  language: Language,
  /** Since version 3: absent (versions 1 and 2) means single choice. */
  kind: Type.Optional(QuestionKindSchema),
  /** The options of the choice kinds (at least two); empty for short, numeric and matching (version 3). */
  options: Type.Array(OptionData),
  /** Since version 3: the answer key of short, numeric and matching. */
  ...AnswerKeyProperties,
  /** Since version 2: shown after answering. Absent (version 1) means none. */
  explanation: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});

/** The member by id only (issue 44): a username is personal data and the stream outlives an erasure. */
const SubscriptionData = Type.Object({
  userId: Type.String({ format: 'uuid' }),
  stripeCustomerId: Type.String(),
  stripeSubscriptionId: Type.String(),
});

/** A member of a team, as events, snapshots and pages name one (a team page, an assignment's results). */
export const TeamMember = Type.Object({
  ...UserRef,
  firstName: Type.String(),
  lastName: Type.String(),
});
export type TeamMember = Static<typeof TeamMember>;

/**
 * A student joining or leaving a team; `occurredAt` of the event orders changes to the same pair. Ids only (issue
 * 44): a service that shows the member asks auth for their names (`users.people.names`).
 */
const MembershipData = Type.Object({
  groupId: Type.String({ format: 'uuid' }),
  userId: Type.String({ format: 'uuid' }),
});

export const EventCatalog = {
  /**
   * Version 2 (issue 44): ids and what changed, no personal data (an e-mail address, a name or a username): the stream
   * outlives an erasure. A service that keeps any of them asks auth (`users.people.profiles`, `users.people.names`).
   * A version 1 event's personal fields are accepted and not read.
   */
  'users.user.registered': {
    version: 2,
    data: Type.Object({ userId: UserId, role: Role, isPremium: Type.Boolean() }),
  },
  'users.user.updated': {
    version: 2,
    data: Type.Object({
      userId: UserId,
      /** Which of the profile's fields changed; absent (version 1) means any may have. */
      changed: Type.Optional(Type.Array(ProfileField, { minItems: 1, uniqueItems: true })),
    }),
  },
  'users.role.changed': {
    version: 2,
    data: Type.Object({ userId: UserId, role: Role, isPremium: Type.Boolean() }),
  },
  /**
   * Tokens of the user with a `ver` claim below `version` are outdated (their role, premium or username changed at
   * `notBefore`). Every token verifier keeps the newest version per user from these (see TOKEN_LIFETIME_MAX_SECONDS).
   */
  'users.token.revoked': {
    version: 1,
    data: Type.Object({
      userId: Type.String({ format: 'uuid' }),
      version: Type.Integer({ minimum: 1 }),
      notBefore: Type.String({ format: 'date-time' }),
    }),
  },
  /**
   * A team was made (issue 18): its owner is the educator who made it, not a member. Version 2: the owner by id only
   * (issue 44).
   */
  'users.group.created': {
    version: 2,
    data: Type.Object({
      groupId: Type.String({ format: 'uuid' }),
      name: Type.String(),
      ownerId: Type.String({ format: 'uuid' }),
    }),
  },
  /** A team was deleted: its memberships went with it, and its assignments close. */
  'users.group.deleted': {
    version: 1,
    data: Type.Object({ groupId: Type.String({ format: 'uuid' }), name: Type.String() }),
  },
  /** Version 2: ids only; a version 1 event's names are not read. */
  'users.membership.added': { version: 2, data: MembershipData },
  'users.membership.removed': { version: 2, data: MembershipData },
  /**
   * A user was erased (issue 44): auth has deleted them; every other service deletes or anonymises what it holds
   * about them and confirms with the request `users.erasure.confirm`. Redelivered until each has. Their id only:
   * the event outlives the user in the stream, and a username is personal data.
   */
  'users.user.erased': {
    version: 1,
    data: Type.Object({
      erasureId: Type.String({ format: 'uuid' }),
      userId: Type.String({ format: 'uuid' }),
    }),
  },
  'content.course.upserted': {
    version: 1,
    data: Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      displayName: Type.String(),
      description: Type.String(),
      language: Language,
      ownerId: Type.String(),
    }),
  },
  'content.course.deleted': {
    version: 1,
    data: Type.Object({ id: Type.Integer(), name: Type.String() }),
  },
  /**
   * Version 2 added the optional `explanation`; consumers read version 1 events as having none. Version 3 (issue 43)
   * added `kind`, options' `feedback` and the answer key of the other kinds; versions 1 and 2 read as single choice.
   */
  'content.question.upserted': { version: 3, data: QuestionData },
  'content.question.deleted': {
    version: 1,
    data: Type.Object({ id: Type.Integer(), courseId: Type.Integer(), courseName: Type.String() }),
  },
  /**
   * Version 2: `orderType` may also be REVIEW or MISTAKES (issue 15). The student by id only (issue 44): a username is
   * personal data and the stream outlives an erasure; older events still carrying one are read as before. Version 3
   * (issue 43): `credit`, the share of full credit (partial for multiple, matching and weighted answers); an older
   * event without it earned 1 when correct, else 0.
   */
  'quiz.answer.recorded': {
    version: 3,
    data: Type.Object({
      userId: Type.String({ format: 'uuid' }),
      sessionId: Type.String(),
      courseId: Type.Integer(),
      courseName: Type.String(),
      orderType: OrderType,
      questionId: Type.Integer(),
      /** As sent, in the question's kind's form (ANSWER_FORMS); a choice's label in upper case. */
      answer: Type.String(),
      /** Fully right: credit 1. */
      correct: Type.Boolean(),
      /** Since version 3: the share of full credit, 0–1. */
      credit: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })),
      /** 1-based position of the question in the session's order, of `total`. */
      position: Type.Integer({ minimum: 1 }),
      total: Type.Integer({ minimum: 1 }),
      /** The session's running counts after this answer, so a consumer can apply answers in any order. */
      score: Type.Integer({ minimum: 0 }),
      answered: Type.Integer({ minimum: 1 }),
      /** Whether this was the session's last question. */
      finished: Type.Boolean(),
      answeredAt: Type.String({ format: 'date-time' }),
    }),
  },
  'ai.job.completed': {
    version: 1,
    data: Type.Object({
      jobId: Type.String(),
      kind: Type.String(),
      userId: Type.String(),
      succeeded: Type.Boolean(),
    }),
  },
  /** Version 2: a signed-in player is named by `userId` only, `nickname` null (issue 44). */
  'classroom.game.finished': {
    version: 2,
    data: Type.Object({
      gameId: Type.String({ format: 'uuid' }),
      hostId: Type.String({ format: 'uuid' }),
      courseId: Type.Integer(),
      courseName: Type.String(),
      /** completed (last question played), ended (by the host) or abandoned (no host for too long). */
      reason: Type.Union([Type.Literal('completed'), Type.Literal('ended'), Type.Literal('abandoned')]),
      questionCount: Type.Integer({ minimum: 1 }),
      /** Questions shown before the game ended. */
      questionsShown: Type.Integer({ minimum: 0 }),
      startedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
      endedAt: Type.String({ format: 'date-time' }),
      /** Every player, in final order; `userId` null for a guest. Live answers are not drill answers. */
      players: Type.Array(
        Type.Object({
          playerId: Type.String(),
          userId: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]),
          /** A guest's nickname; null for a signed-in player, whose names are personal data. */
          nickname: Type.Union([Type.String(), Type.Null()]),
          rank: Type.Integer({ minimum: 1 }),
          score: Type.Integer({ minimum: 0 }),
          correct: Type.Integer({ minimum: 0 }),
          answered: Type.Integer({ minimum: 0 }),
        }),
      ),
    }),
  },
  'billing.subscription.activated': { version: 1, data: SubscriptionData },
  'billing.subscription.canceled': { version: 1, data: SubscriptionData },
} as const satisfies Record<string, { version: number; data: TSchema }>;

export type EventType = keyof typeof EventCatalog;
export type EventData<T extends EventType> = Static<(typeof EventCatalog)[T]['data']>;

export interface DomainEvent<T extends EventType = EventType> {
  id: string;
  type: T;
  version: number;
  occurredAt: string;
  data: EventData<T>;
}

export function isEventType(type: string): type is EventType {
  return Object.hasOwn(EventCatalog, type);
}
