import { ASSIGNMENT_NOTE_MAX_LENGTH } from '@quizdrill/contracts/rules';
import type { TeacherAssignment } from '@quizdrill/contracts/types';
import ClipboardCheck from 'lucide-react/icons/clipboard-check';
import Save from 'lucide-react/icons/save';
import Users from 'lucide-react/icons/users';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CourseField } from '@/components/fields/course-field';
import { TeamField } from '@/components/fields/team-field';
import { teamLabel } from '@/components/fields/team-label';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';
import { FormField } from '@/components/ui/form-field';
import { FormLayout } from '@/components/ui/form-layout';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useCreateAssignment, useUpdateAssignment } from '@/features/assignments/api/assignments';
import { fromLocalInputValue, toLocalInputValue } from '@/features/assignments/utils/due-date';
import { isApiError } from '@/lib/api-client';

/** A team the teacher may assign to, and a course they may assign (the route gives both: they are other features'). */
export type TeamChoice = {
  id: string;
  name: string;
  ownerName: string;
  ownerUsername: string;
  isOwner: boolean;
  memberCount: number;
};
export type CourseChoice = { name: string; displayName: string; questionCount: number };

/** The service's refusal in the teacher's words: a known code by name, anything else with its message. */
function useFailureText(error: Error | null): string | undefined {
  const { t } = useTranslation();
  if (!error) return undefined;
  const code = isApiError(error) ? error.code : '';
  if (code === 'team_not_found') return t('assignments.form.teamNotFound');
  if (code === 'course_not_found') return t('assignments.form.courseNotFound');
  if (code === 'assignment_closed') return t('assignments.form.closed');
  return t('assignments.form.failed', { message: error.message });
}

/** The due date and note both dialogs ask for, checked the same way; `submitted` once the form was first sent. */
function useDueAndNote(initial: { dueAt: string | null; note: string | null }) {
  const [submitted, setSubmitted] = useState(false);
  const [dueAt, setDueAt] = useState(toLocalInputValue(initial.dueAt));
  const [note, setNote] = useState(initial.note ?? '');
  const dueAtRef = useRef<HTMLInputElement>(null);
  const parsedDueAt = fromLocalInputValue(dueAt);
  return {
    submitted,
    setSubmitted,
    dueAt,
    setDueAt,
    note,
    setNote,
    dueAtRef,
    /** The values to send, or undefined (with the focus on the due date) when it is not a date. */
    values: (): { dueAt: string | null; note: string | null } | undefined => {
      if (parsedDueAt === undefined) {
        dueAtRef.current?.focus();
        return undefined;
      }
      const trimmed = note.trim();
      return { dueAt: parsedDueAt, note: trimmed === '' ? null : trimmed };
    },
    dueAtInvalid: parsedDueAt === undefined,
  };
}

function DueAndNoteFields({ fields }: { fields: ReturnType<typeof useDueAndNote> }) {
  const { t } = useTranslation();
  return (
    <>
      <FormField
        name="dueAt"
        type="datetime-local"
        label={t('assignments.form.dueAt')}
        value={fields.dueAt}
        onChange={fields.setDueAt}
        error={fields.submitted && fields.dueAtInvalid ? t('assignments.form.dueAtInvalid') : undefined}
        hint={t('assignments.form.dueAtHint')}
        inputRef={fields.dueAtRef}
      />
      <FormField
        name="note"
        label={t('assignments.form.note')}
        value={fields.note}
        onChange={fields.setNote}
        hint={t('assignments.form.noteHint', { max: ASSIGNMENT_NOTE_MAX_LENGTH })}
        maxLength={ASSIGNMENT_NOTE_MAX_LENGTH}
        multiline
        minRows={2}
        maxRows={6}
      />
    </>
  );
}

/** What each dialog's button says and shows: create the assignment, or save the changes. */
const SUBMIT = {
  create: {
    label: 'assignments.form.submit',
    pendingLabel: 'assignments.form.submitting',
    Icon: ClipboardCheck,
  },
  save: { label: 'common.save', pendingLabel: 'common.saving', Icon: Save },
} as const;

/** Both dialogs: what is the dialog's own first, then the due date and the note, then its button and Cancel. */
function AssignmentFormDialog({
  title,
  submit,
  pending,
  failure,
  fields,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  submit: keyof typeof SUBMIT;
  pending: boolean;
  failure: string | undefined;
  fields: ReturnType<typeof useDueAndNote>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { label, pendingLabel, Icon } = SUBMIT[submit];
  return (
    <AssignmentDialogFrame title={title} pending={pending} onClose={onClose}>
      <FormLayout onSubmit={onSubmit} error={failure}>
        {children}
        <DueAndNoteFields fields={fields} />
        <FormActions
          label={t(label)}
          pendingLabel={t(pendingLabel)}
          pending={pending}
          icon={<Icon size={20} aria-hidden="true" />}
        >
          <Button variant="text" onClick={onClose} disabled={pending}>
            {t('common.cancel')}
          </Button>
        </FormActions>
      </FormLayout>
    </AssignmentDialogFrame>
  );
}

/** Mounted while open: each opening starts from empty fields. */
function AssignmentDialogFrame({
  title,
  pending,
  onClose,
  actions,
  children,
}: {
  title: string;
  pending: boolean;
  onClose: () => void;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Dialog open onClose={onClose} busy={pending} title={title} size="medium" actions={actions}>
      {children}
    </Dialog>
  );
}

/** "Ny uppgift": one of the teacher's teams, a course with questions, and optionally a due date and a note. */
export function NewAssignmentDialog({
  teams,
  courses,
  onClose,
}: {
  teams: readonly TeamChoice[];
  courses: readonly CourseChoice[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const showToast = useToast();
  const create = useCreateAssignment();
  const [groupId, setGroupId] = useState(teams.length === 1 ? (teams[0]?.id ?? '') : '');
  const [courseName, setCourseName] = useState('');
  const fields = useDueAndNote({ dueAt: null, note: null });
  const { submitted, setSubmitted } = fields;
  const teamRef = useRef<HTMLInputElement>(null);
  const courseRef = useRef<HTMLInputElement>(null);
  const failure = useFailureText(create.error);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (groupId === '') return teamRef.current?.focus();
    if (courseName === '') return courseRef.current?.focus();
    const values = fields.values();
    if (!values) return;
    create.mutate(
      { groupId, courseName, ...values },
      {
        onSuccess: (assignment) => {
          showToast({
            message: t('assignments.form.created', {
              team: assignment.group.name,
              course: assignment.course.displayName,
            }),
          });
          onClose();
        },
      },
    );
  };

  if (teams.length === 0 || courses.length === 0) {
    return (
      <AssignmentDialogFrame
        title={t('assignments.form.newTitle')}
        pending={false}
        onClose={onClose}
        actions={
          <>
            <Button variant="text" onClick={onClose}>
              {t('common.close')}
            </Button>
            {teams.length === 0 && (
              <ButtonLink to={paths.teams} icon={<Users size={20} aria-hidden="true" />}>
                {t('assignments.form.toTeams')}
              </ButtonLink>
            )}
          </>
        }
      >
        <Alert tone="info">
          {teams.length === 0 ? t('assignments.form.noTeams') : t('assignments.form.noCourses')}
        </Alert>
      </AssignmentDialogFrame>
    );
  }

  return (
    <AssignmentFormDialog
      title={t('assignments.form.newTitle')}
      submit="create"
      pending={create.isPending}
      failure={failure}
      fields={fields}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <TeamField
        name="groupId"
        label={t('assignments.form.team')}
        teams={teams}
        value={groupId}
        onChange={setGroupId}
        optionText={(team) =>
          `${teamLabel(team)} · ${t('assignments.form.memberCount', { count: team.memberCount })}`
        }
        error={submitted && groupId === '' ? t('assignments.form.teamRequired') : undefined}
        inputRef={teamRef}
        required
      />
      <CourseField
        name="courseName"
        label={t('assignments.form.course')}
        courses={courses}
        value={courseName}
        onChange={setCourseName}
        optionText={(course) =>
          `${course.displayName} · ${t('assignments.form.questionCount', { count: course.questionCount })}`
        }
        error={submitted && courseName === '' ? t('assignments.form.courseRequired') : undefined}
        inputRef={courseRef}
        required
      />
    </AssignmentFormDialog>
  );
}

/** "Ändra uppgift": the due date and the note; team and course stay (a new assignment is another assignment). */
export function EditAssignmentDialog({
  assignment,
  onClose,
}: {
  assignment: TeacherAssignment;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const showToast = useToast();
  const update = useUpdateAssignment(assignment.id);
  const fields = useDueAndNote(assignment);
  const failure = useFailureText(update.error);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    fields.setSubmitted(true);
    const values = fields.values();
    if (!values) return;
    update.mutate(values, {
      onSuccess: () => {
        showToast({ message: t('assignments.form.saved') });
        onClose();
      },
    });
  };

  return (
    <AssignmentFormDialog
      title={`${t('assignments.form.editTitle')}: ${assignment.course.displayName}, ${assignment.group.name}`}
      submit="save"
      pending={update.isPending}
      failure={failure}
      fields={fields}
      onSubmit={onSubmit}
      onClose={onClose}
    />
  );
}
