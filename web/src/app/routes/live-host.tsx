import ListChecks from 'lucide-react/icons/list-checks';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { LiveLayout } from '@/components/layout/live-layout';
import { ButtonLink } from '@/components/ui/button';
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
        <ButtonLink
          to={paths.liveGames}
          variant="text"
          size="small"
          icon={<ListChecks size={18} aria-hidden="true" />}
        >
          {t('live.new.myGames')}
        </ButtonLink>
      }
    >
      <HostScreen key={gameId} gameId={gameId} />
    </LiveLayout>
  );
}
