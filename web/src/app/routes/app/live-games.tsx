import Plus from 'lucide-react/icons/plus';
import Presentation from 'lucide-react/icons/presentation';
import { useTranslation } from 'react-i18next';
import { ContentLayout } from '@/components/layout/content-layout';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { QueryLoadError } from '@/components/ui/load-error';
import { paths } from '@/config/paths';
import { useGames } from '@/features/live/api/live-games';
import { LiveGamesList } from '@/features/live/components/live-games-list';

/** `/live/games` (issue 17): the host's games, newest first, each with its results. */
export function LiveGamesRoute() {
  const { t } = useTranslation();
  const games = useGames();
  const newGame = (
    <ButtonLink to={paths.liveNew} icon={<Plus size={20} aria-hidden="true" />}>
      {t('live.host.newGame')}
    </ButtonLink>
  );
  return (
    <ContentLayout title={t('live.games.title')} description={t('live.games.description')} action={newGame}>
      {games.isPending ? (
        <ListSkeleton rows={3} height={88} />
      ) : games.isError ? (
        <QueryLoadError query={games} message={t('live.games.failed')} />
      ) : games.data.length === 0 ? (
        <EmptyState icon={<Presentation aria-hidden="true" />} title={t('live.games.empty')} />
      ) : (
        <LiveGamesList games={games.data} />
      )}
    </ContentLayout>
  );
}
