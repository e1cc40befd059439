import ClipboardList from 'lucide-react/icons/clipboard-list';
import { useTranslation } from 'react-i18next';
import { ContentSection } from '@/components/layout/content-section';
import { EmptyState } from '@/components/ui/empty-state';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { QueryLoadError } from '@/components/ui/load-error';
import { useAssignments } from '@/features/assignments/api/assignments';
import { TeachingAssignments } from '@/features/assignments/components/teaching-assignments';
import { useGames } from '@/features/live/api/live-games';
import { LiveGamesList } from '@/features/live/components/live-games-list';
import { loadTextPart } from '@/lib/i18n';

// The assignment texts are a part of their own (lib/i18n.ts): this module is not ready before they are.
await loadTextPart('assignments');

/** A managed team's history (issue 18): its assignments with their completion, and the live games played with it. */
export function TeamHistory({ teamId }: { teamId: string }) {
  const { t } = useTranslation();
  const assignments = useAssignments();
  const games = useGames();
  const teamAssignments =
    assignments.data?.teaching.filter((assignment) => assignment.group.id === teamId) ?? [];
  const teamGames = games.data?.filter((game) => game.group?.id === teamId) ?? [];
  return (
    <>
      <ContentSection title={t('assignments.team.title')}>
        {assignments.isPending ? (
          <ListSkeleton rows={1} height={140} />
        ) : assignments.isError ? (
          <QueryLoadError query={assignments} message={t('assignments.failed')} />
        ) : teamAssignments.length === 0 ? (
          <EmptyState icon={<ClipboardList aria-hidden="true" />} title={t('assignments.team.empty')}>
            {t('assignments.team.newHint')}
          </EmptyState>
        ) : (
          <TeachingAssignments assignments={teamAssignments} />
        )}
      </ContentSection>
      {teamGames.length > 0 && (
        <ContentSection title={t('assignments.team.liveGames')}>
          <LiveGamesList games={teamGames} />
        </ContentSection>
      )}
    </>
  );
}
