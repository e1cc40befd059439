import AddRounded from '@mui/icons-material/AddRounded';
import CastForEducationOutlined from '@mui/icons-material/CastForEducationOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ContentLayout } from '@/components/layout/content-layout';
import { EmptyState } from '@/components/ui/empty-state';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { LoadError } from '@/components/ui/load-error';
import { paths } from '@/config/paths';
import { useGames } from '@/features/live/api/live-games';
import { LiveGamesList } from '@/features/live/components/live-games-list';

/** `/live/games` (issue 17): the host's games, newest first, each with its results. */
export function LiveGamesRoute() {
  const { t } = useTranslation();
  const games = useGames();
  const newGame = (
    <Button component={RouterLink} to={paths.liveNew} variant="contained" startIcon={<AddRounded />}>
      {t('live.host.newGame')}
    </Button>
  );
  return (
    <ContentLayout title={t('live.games.title')} description={t('live.games.description')} action={newGame}>
      {games.isPending ? (
        <ListSkeleton rows={3} height={88} />
      ) : games.isError ? (
        <LoadError
          message={t('live.games.failed')}
          onRetry={() => void games.refetch()}
          retrying={games.isFetching}
        />
      ) : games.data.length === 0 ? (
        <EmptyState icon={<CastForEducationOutlined />} title={t('live.games.empty')} />
      ) : (
        <LiveGamesList games={games.data} />
      )}
    </ContentLayout>
  );
}
