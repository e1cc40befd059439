// Request and response shapes of the classroom service's assignments (issue 18; DESIGN.md "Live classroom" and
// "Assignments"): a teacher assigns a course to one of their teams, each student sees their own progress, the
// teacher sees the class. Limits are in rules/classroom.ts.
import { CloneType, type Static, Type } from '@sinclair/typebox';
import { Language, TeamMember } from '../event-catalog.js';
import { ASSIGNMENT_CLOSED_REASONS, ASSIGNMENT_NOTE_MAX_LENGTH } from '../rules/classroom.js';
import { CourseName } from './content.js';

export const AssignmentId = Type.String({
  format: 'uuid',
  description: 'The assignment, as `POST /api/v2/assignments` answered it.',
});
export const AssignmentParams = Type.Object({ assignmentId: AssignmentId });
const GroupId = Type.String({ format: 'uuid' });
const DateTime = Type.String({ format: 'date-time' });
const Note = Type.String({ maxLength: ASSIGNMENT_NOTE_MAX_LENGTH });
const DueAt = Type.Union([DateTime, Type.Null()], {
  description: 'When the course is due (ISO 8601 date and time); null: no due date.',
});
const AssignmentNote = Type.Union([Note, Type.Null()], {
  description: 'A few words from the teacher to the students; null: none.',
});

export const CreateAssignmentRequest = Type.Object(
  {
    groupId: CloneType(GroupId, {
      description: 'A team the caller owns (any team for an admin), by its id.',
    }),
    courseName: CloneType(CourseName, { description: 'The course to assign, by its name.' }),
    dueAt: Type.Optional(DueAt),
    note: Type.Optional(AssignmentNote),
  },
  { additionalProperties: false },
);
export type CreateAssignmentRequest = Static<typeof CreateAssignmentRequest>;

/** `PATCH /api/v2/assignments/{assignmentId}`: a new due date and/or note; `null` clears it. */
export const UpdateAssignmentRequest = Type.Object(
  {
    dueAt: Type.Optional(DueAt),
    note: Type.Optional(AssignmentNote),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateAssignmentRequest = Static<typeof UpdateAssignmentRequest>;

export const AssignmentClosedReason = Type.Union(
  ASSIGNMENT_CLOSED_REASONS.map((reason) => Type.Literal(reason)),
);
export type AssignmentClosedReason = Static<typeof AssignmentClosedReason>;

/** An assignment as both sides see it. Courses are referred to by id: the name and display name are today's. */
export const Assignment = Type.Object({
  id: AssignmentId,
  group: Type.Object({ id: GroupId, name: Type.String() }),
  course: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    displayName: Type.String(),
    language: Language,
  }),
  dueAt: Type.Union([DateTime, Type.Null()]),
  note: Type.Union([Type.String(), Type.Null()]),
  createdAt: DateTime,
  /** Username of the teacher who made it. */
  createdBy: Type.String(),
  /** The teacher's full name, which the pages show (issue 41: names, not usernames). */
  createdByName: Type.String(),
  /** Set when the team or the course was deleted: the assignment no longer counts answers. */
  closedAt: Type.Union([DateTime, Type.Null()]),
  closedReason: Type.Union([AssignmentClosedReason, Type.Null()]),
});
export type Assignment = Static<typeof Assignment>;

/**
 * One student's progress on an assignment, from their drill answers on its course since it was made:
 * `answered` distinct questions answered, `correct` those whose latest answer is right, `finished` when every
 * question is answered. `errorRate` is rules' errorRate(correct, answered).
 */
export const AssignmentProgress = Type.Object({
  answered: Type.Integer({ minimum: 0 }),
  total: Type.Integer({ minimum: 0 }),
  correct: Type.Integer({ minimum: 0 }),
  errorRate: Type.Number({
    description:
      'Wrong of answered, 0–100. 0 while `answered` is 0: show no rate then ("–"; the CSV leaves the cell empty).',
  }),
  finished: Type.Boolean(),
  lastActivityAt: Type.Union([DateTime, Type.Null()]),
});
export type AssignmentProgress = Static<typeof AssignmentProgress>;

/** A student's assignment: with their own progress, and whether it is past due and unfinished. */
export const StudentAssignment = Type.Object({
  ...Assignment.properties,
  progress: AssignmentProgress,
  overdue: Type.Boolean(),
});
export type StudentAssignment = Static<typeof StudentAssignment>;

/** How the team stands on an assignment the caller made. */
export const TeamCompletion = Type.Object({
  students: Type.Integer({ minimum: 0 }),
  started: Type.Integer({ minimum: 0 }),
  finished: Type.Integer({ minimum: 0 }),
});
export type TeamCompletion = Static<typeof TeamCompletion>;

export const TeacherAssignment = Type.Object({ ...Assignment.properties, completion: TeamCompletion });
export type TeacherAssignment = Static<typeof TeacherAssignment>;

/**
 * `GET /api/v2/assignments`: `assigned` — the open assignments of the caller's teams, due soonest first (undated
 * last); `teaching` — those the caller made (every assignment for an admin), newest first, closed ones included.
 */
export const AssignmentList = Type.Object({
  assigned: Type.Array(StudentAssignment),
  teaching: Type.Array(TeacherAssignment),
});
export type AssignmentList = Static<typeof AssignmentList>;

/** One student of the team on the results page; students who never started are there with zeros. */
export const StudentResult = Type.Object({
  ...TeamMember.properties,
  ...AssignmentProgress.properties,
});
export type StudentResult = Static<typeof StudentResult>;

/** One question of the course on the results page, in course order. */
export const AssignmentQuestionResult = Type.Object({
  questionId: Type.Integer(),
  /** 1-based place in the course. */
  position: Type.Integer({ minimum: 1 }),
  questionText: Type.String(),
  correctOption: Type.String(),
  /** Students who answered it. */
  answered: Type.Integer({ minimum: 0 }),
  /** Students whose latest answer to it is right. */
  correct: Type.Integer({ minimum: 0 }),
  /** correct / answered, 0–1; null when nobody answered. */
  shareRight: Type.Union([Type.Number(), Type.Null()]),
  /**
   * The mean credit of the latest answers, 0–1 (issue 43: a partly right multiple, matching or weighted answer
   * counts its share; a right one 1); null when nobody answered.
   */
  meanCredit: Type.Union([Type.Number(), Type.Null()]),
  /**
   * The wrong answer given most often as a latest answer (ties: the earlier one), or null: for a choice question
   * its label(s) and option text(s); for a typed or matching answer the answer as sent and as read.
   */
  mostChosenWrong: Type.Union([
    Type.Object({
      optionLabel: Type.String(),
      optionText: Type.String(),
      count: Type.Integer({ minimum: 1 }),
    }),
    Type.Null(),
  ]),
});
export type AssignmentQuestionResult = Static<typeof AssignmentQuestionResult>;

/** `GET /api/v2/assignments/{assignmentId}/results` (`?format=csv` for the spreadsheet). */
export const AssignmentResults = Type.Object({
  assignment: Assignment,
  students: Type.Array(StudentResult),
  questions: Type.Array(AssignmentQuestionResult),
  /** Class means over every student of the team (those who never started count as 0 answered). */
  averages: Type.Object({
    answered: Type.Number(),
    correct: Type.Number(),
    errorRate: Type.Number(),
    /** Share of the team that finished, 0–1. */
    finished: Type.Number(),
  }),
});
export type AssignmentResults = Static<typeof AssignmentResults>;

export const AssignmentErrorCode = {
  assignmentNotFound: 'assignment_not_found',
  teamNotFound: 'team_not_found',
  courseNotFound: 'course_not_found',
  /** A PATCH/DELETE on an assignment whose team or course was deleted (DELETE still removes it). */
  assignmentClosed: 'assignment_closed',
} as const;
