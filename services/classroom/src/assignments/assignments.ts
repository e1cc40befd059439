// The assignments' use cases (issue 18): a teacher assigns a course to one of their teams, changes or deletes it,
// and reads the class's results; a student sees the assignments of their teams with their own progress.
import { randomUUID } from 'node:crypto';
import {
  type Assignment,
  AssignmentErrorCode,
  type AssignmentList,
  type AssignmentResults,
  type CourseSnapshotReply,
  type CreateAssignmentRequest,
  ERASED_USER_ID,
  fullName,
  isOverdue,
  type StudentAssignment,
  type TeacherAssignment,
  type UpdateAssignmentRequest,
} from '@quizdrill/contracts';
import { AppError, type Caller } from '@quizdrill/service-kit';
import type { Kysely } from 'kysely';
import type { CourseSnapshots } from '../courses/course-snapshots.js';
import type { ClassroomTables } from '../db/tables.js';
import {
  type CourseQuestion,
  completionOf,
  progressOf,
  resultsOf,
  type TeamStudent,
} from '../domain/assignment-progress.js';
import { mayAssign, mayManage } from '../domain/assignment-rules.js';
import { snapshotTime } from '../domain/snapshot-time.js';
import { ERASED_NICKNAME } from '../privacy/privacy.repository.js';
import type { Teams } from '../teams/teams.js';
import { findTeam, membersOfTeams } from '../teams/teams.repository.js';
import type { AssignmentRow } from './assignments.repository.js';
import * as repository from './assignments.repository.js';

const notFound = () =>
  new AppError(404, AssignmentErrorCode.assignmentNotFound, 'No assignment with that id');

/** A note as stored: trimmed, and none when nothing is left. */
function cleanNote(note: string | null | undefined): string | null {
  const trimmed = note?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** The teachers' names by user id, as `Teams.namesOf` gives them. */
type TeacherNames = ReadonlyMap<string, TeamStudent>;

function toAssignment(row: AssignmentRow, teachers: TeacherNames): Assignment {
  const teacher = teachers.get(row.created_by_id);
  return {
    id: row.id,
    group: { id: row.group_id, name: row.group_name },
    course: {
      id: row.course_id,
      name: row.course_name,
      displayName: row.course_display_name,
      language: row.course_language,
    },
    dueAt: row.due_at?.toISOString() ?? null,
    note: row.note,
    createdAt: row.created_at.toISOString(),
    // An erased teacher is no one auth knows: the nameless mark erasure leaves.
    createdBy: teacher?.username ?? ERASED_NICKNAME,
    createdByName: teacher ? fullName(teacher) : ERASED_NICKNAME,
    closedAt: row.closed_at?.toISOString() ?? null,
    closedReason: row.closed_reason,
  };
}

/** The course's questions today, by course id: asked of content once per list or results, not once per row. */
class CourseQuestions {
  private readonly asked = new Map<number, Promise<CourseQuestion[]>>();
  constructor(private readonly snapshots: CourseSnapshots) {}

  of(courseId: number): Promise<CourseQuestion[]> {
    let questions = this.asked.get(courseId);
    if (!questions) {
      questions = this.snapshots
        .byId(courseId)
        .then((reply: CourseSnapshotReply) => (reply.course ? reply.questions : []));
      this.asked.set(courseId, questions);
    }
    return questions;
  }
}

export class Assignments {
  constructor(
    private readonly db: Kysely<ClassroomTables>,
    private readonly teams: Teams,
    private readonly courses: CourseSnapshots,
  ) {}

  async create(caller: Caller, request: CreateAssignmentRequest): Promise<Assignment> {
    if (caller.role !== 'ROLE_EDUCATOR' && caller.role !== 'ROLE_ADMIN') {
      throw AppError.forbidden('Assignments are made by teachers (educators) and admins');
    }
    const team = await this.teams.find(request.groupId);
    if (!team) throw new AppError(404, AssignmentErrorCode.teamNotFound, 'No team with that id');
    if (!mayAssign(team, caller)) throw AppError.forbidden('Only the team’s owner or an admin assigns to it');
    const askedAt = Date.now();
    const snapshot = await this.courses.byName(request.courseName);
    if (!snapshot.course) {
      throw new AppError(404, AssignmentErrorCode.courseNotFound, `Course "${request.courseName}" not found`);
    }
    const id = randomUUID();
    await repository.insertAssignment(this.db, {
      id,
      group_id: team.id,
      course_id: snapshot.course.id,
      course_name: snapshot.course.name,
      course_display_name: snapshot.course.displayName,
      course_language: snapshot.course.language,
      course_named_at: snapshotTime(askedAt),
      created_by_id: caller.userId,
      due_at: request.dueAt ? new Date(request.dueAt) : null,
      note: cleanNote(request.note),
      created_at: new Date(),
      closed_at: null,
      closed_reason: null,
    });
    return this.withTeacher((await repository.findAssignment(this.db, id))!);
  }

  /**
   * A fixed number of queries however many assignments are listed (grouped by assignment and team), and one
   * snapshot per distinct course. A teacher's rows need only how many questions each student answered: counted in
   * Postgres against the course's questions today, one row per student, not one per answer.
   */
  async list(caller: Caller): Promise<AssignmentList> {
    const questions = new CourseQuestions(this.courses);
    const now = new Date();
    const [mine, made] = await Promise.all([
      repository.openAssignedTo(this.db, caller.userId),
      repository.madeBy(this.db, caller.role === 'ROLE_ADMIN' ? undefined : caller.userId),
    ]);
    const [myAnswers, studentsOf, questionIdsOfMade, teachers] = await Promise.all([
      repository.latestAnswers(
        this.db,
        mine.map((row) => row.id),
        caller.userId,
      ),
      membersOfTeams(
        this.db,
        made.map((row) => row.group_id),
      ),
      Promise.all(
        made.map(async (row) => (await questions.of(row.course_id)).map((question) => question.id)),
      ),
      this.teacherNames([...mine, ...made]),
    ]);
    const answeredBy = await repository.answeredCounts(
      this.db,
      made.map((row, index) => ({ assignmentId: row.id, questionIds: questionIdsOfMade[index]! })),
    );
    const assigned = await Promise.all(
      mine.map(async (row): Promise<StudentAssignment> => {
        const questionIds = new Set((await questions.of(row.course_id)).map((question) => question.id));
        const progress = progressOf(myAnswers.get(row.id) ?? [], questionIds);
        return {
          ...toAssignment(row, teachers),
          progress,
          overdue: isOverdue(row.due_at?.toISOString() ?? null, progress.finished, now),
        };
      }),
    );
    const teaching = made.map(
      (row, index): TeacherAssignment => ({
        ...toAssignment(row, teachers),
        completion: completionOf(
          studentsOf.get(row.group_id) ?? [],
          answeredBy.get(row.id) ?? [],
          questionIdsOfMade[index]!.length,
        ),
      }),
    );
    return { assigned, teaching };
  }

  async update(caller: Caller, id: string, request: UpdateAssignmentRequest): Promise<Assignment> {
    const row = await this.managed(caller, id);
    if (row.closed_at !== null) {
      throw AppError.conflict(
        'This assignment is closed (its team or course was deleted); it can only be deleted',
        AssignmentErrorCode.assignmentClosed,
      );
    }
    await repository.updateAssignment(this.db, id, {
      ...(request.dueAt === undefined
        ? {}
        : { due_at: request.dueAt === null ? null : new Date(request.dueAt) }),
      ...(request.note === undefined ? {} : { note: cleanNote(request.note) }),
    });
    return this.withTeacher((await repository.findAssignment(this.db, id))!);
  }

  async remove(caller: Caller, id: string): Promise<void> {
    await this.managed(caller, id);
    await repository.deleteAssignment(this.db, id);
  }

  async results(caller: Caller, id: string): Promise<AssignmentResults> {
    const row = await this.managed(caller, id);
    const [questions, studentsOf, answers, teachers] = await Promise.all([
      new CourseQuestions(this.courses).of(row.course_id),
      membersOfTeams(this.db, [row.group_id]),
      repository.latestAnswers(this.db, [row.id]),
      this.teacherNames([row]),
    ]);
    return resultsOf(
      toAssignment(row, teachers),
      questions,
      studentsOf.get(row.group_id) ?? [],
      answers.get(row.id) ?? [],
    );
  }

  private async withTeacher(row: AssignmentRow): Promise<Assignment> {
    return toAssignment(row, await this.teacherNames([row]));
  }

  /** The names of the teachers who made these assignments, from the classroom's view of people (issue 41). */
  private teacherNames(rows: readonly AssignmentRow[]): Promise<TeacherNames> {
    const teacherIds = rows.map((row) => row.created_by_id).filter((userId) => userId !== ERASED_USER_ID);
    return this.teams.namesOf(teacherIds);
  }

  private async managed(caller: Caller, id: string): Promise<AssignmentRow> {
    const row = await repository.findAssignment(this.db, id);
    if (!row) throw notFound();
    const team = await findTeam(this.db, row.group_id);
    if (!mayManage({ createdById: row.created_by_id }, team, caller)) {
      throw AppError.forbidden('Only the team’s owner, the assignment’s maker or an admin may do this');
    }
    return row;
  }
}
