import ClipboardList from 'lucide-react/icons/clipboard-list';
import Plus from 'lucide-react/icons/plus';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentLayout } from '@/components/layout/content-layout';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { LoadError, QueryLoadError } from '@/components/ui/load-error';
import { useAssignments } from '@/features/assignments/api/assignments';
import { NewAssignmentDialog } from '@/features/assignments/components/assignment-dialog';
import { TeachingAssignments } from '@/features/assignments/components/teaching-assignments';
import { useCourseCatalog } from '@/features/courses/api/get-courses';
import { useTeamsToTeach } from '@/features/teams/api/get-my-teams';
import { useUser } from '@/lib/auth';
import { loadTextPart } from '@/lib/i18n';
import { canManageTeams } from '@/lib/token-claims';

// The assignment texts are a part of their own (lib/i18n.ts): this module is not ready before they are.
await loadTextPart('assignments');

/**
 * `/assignments` (issue 18): the assignments an educator (or admin) made, each with the team's completion, and a new
 * one from one of their teams (an admin: any team) and a course with questions.
 */
export function AssignmentsRoute() {
  const { t } = useTranslation();
  const user = useUser();
  const mayAssign = canManageTeams(user);
  const assignments = useAssignments();
  const teams = useTeamsToTeach(user);
  const courses = useCourseCatalog();
  const [creating, setCreating] = useState(false);
  const choicesFailed = teams.isError || courses.isError;

  if (!mayAssign) {
    return (
      <ContentLayout title={t('assignments.title')}>
        <Alert tone="warning">{t('permission.denied')}</Alert>
      </ContentLayout>
    );
  }

  const newAssignment = (
    <Button
      icon={<Plus size={20} aria-hidden="true" />}
      onClick={() => setCreating(true)}
      disabled={!teams.isSuccess || !courses.isSuccess}
    >
      {t('assignments.new')}
    </Button>
  );
  return (
    <ContentLayout
      title={t('assignments.title')}
      description={t('assignments.description')}
      action={newAssignment}
    >
      {choicesFailed && (
        <LoadError
          message={t('assignments.form.loadFailed')}
          onRetry={() => {
            if (teams.isError) void teams.refetch();
            if (courses.isError) void courses.refetch();
          }}
          retrying={teams.isFetching || courses.isFetching}
        />
      )}
      {assignments.isPending ? (
        <ListSkeleton rows={3} height={140} />
      ) : assignments.isError ? (
        <QueryLoadError query={assignments} message={t('assignments.failed')} />
      ) : assignments.data.teaching.length === 0 ? (
        <EmptyState icon={<ClipboardList aria-hidden="true" />} title={t('assignments.empty')}>
          {t('assignments.emptyHint')}
        </EmptyState>
      ) : (
        <TeachingAssignments assignments={assignments.data.teaching} />
      )}
      {creating && teams.isSuccess && courses.isSuccess && (
        <NewAssignmentDialog
          // The teams the user owns (an admin: every team); a course needs questions to be drilled.
          teams={teams.data}
          courses={courses.data.filter((course) => course.questionCount > 0)}
          onClose={() => setCreating(false)}
        />
      )}
    </ContentLayout>
  );
}
