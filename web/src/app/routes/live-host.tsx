import ListAltRounded from '@mui/icons-material/ListAltRounded';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { LiveLayout } from '@/components/layout/live-layout';
import { paths } from '@/config/paths';
import { HostScreen } from '@/features/live/components/host-screen';

/** `/live/host/{gameId}` (issue 17): the host's screen for the projector, without the app's menu. */
export function LiveHostRoute() {
  const { t } = useTranslation();
  const { gameId = '' } = useParams();
  return (
    <LiveLayout
      title={t('live.host.title')}
      homeHref={paths.home}
      wide
      aside={
        <Button component={RouterLink} to={paths.liveGames} startIcon={<ListAltRounded />} size="small">
          {t('live.new.myGames')}
        </Button>
      }
    >
      <HostScreen key={gameId} gameId={gameId} />
    </LiveLayout>
  );
}
