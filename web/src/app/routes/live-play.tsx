import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { LiveLayout } from '@/components/layout/live-layout';
import { livePlayPath, paths } from '@/config/paths';
import { PlayerScreen } from '@/features/live/components/player-screen';
import { useOptionalUser } from '@/lib/auth';

/** `/live` and `/live/{pin}` (issue 17): a player's phone; open to guests, a signed-in user plays under their name. */
export function LivePlayRoute() {
  const { t } = useTranslation();
  const { pin = '' } = useParams();
  const user = useOptionalUser();
  const navigate = useNavigate();
  return (
    <LiveLayout title={t('live.play.title')} homeHref={user ? paths.home : undefined}>
      <PlayerScreen
        pin={pin}
        user={user}
        onJoined={(joined) => {
          if (joined !== pin) navigate(livePlayPath(joined), { replace: true });
        }}
      />
    </LiveLayout>
  );
}
