// The host's screen for the projector (`/live/host/{gameId}`): the lobby with PIN, QR code and players; each
// question large with its countdown and answer count; the reveal with a bar per option and the top 5; the podium
// and every player at the end. Everything is drawn from the push stream, so a reload picks up where the game is.

import type { HostAction } from '@quizdrill/contracts/types';
import Square from 'lucide-react/icons/square';
import X from 'lucide-react/icons/x';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button, IconButton } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Stack } from '@/components/ui/layout';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useHostAction } from '@/features/live/api/live-games';
import { useLiveGame } from '@/features/live/api/live-stream';
import { HostLobby } from './host-lobby';
import { HostPodium } from './host-podium';
import { HostQuestion } from './host-question';
import { HostReveal } from './host-reveal';
import styles from './host-screen.module.css';

/** The whole host screen of game `gameId`. */
export function HostScreen({ gameId }: { gameId: string }) {
  const { t } = useTranslation();
  const { state, connection } = useLiveGame(gameId, undefined);
  const action = useHostAction(gameId);
  const [confirmEnd, setConfirmEnd] = useState(false);
  const act = (name: HostAction) => action.mutate(name);

  if (connection.status === 'refused') {
    const missing = [403, 404].includes(connection.httpStatus);
    return (
      <Alert tone={missing ? 'warning' : 'error'}>
        {missing ? t('live.host.notFound') : t('live.host.failed')}
      </Alert>
    );
  }
  if (!state) return <PageSpinner />;
  const status = state.game.status;
  return (
    <div className={styles.screen}>
      <Stack gap={3}>
        <div className={styles.header}>
          <h1 className={styles.title}>{state.game.course.displayName}</h1>
          {connection.status === 'connecting' && <Badge tone="warning">{t('live.host.reconnecting')}</Badge>}
          {status !== 'finished' && (
            <Button
              variant="outline"
              tone="danger"
              icon={<Square size={18} fill="currentColor" aria-hidden="true" />}
              onClick={() => setConfirmEnd(true)}
            >
              {t('live.host.end')}
            </Button>
          )}
        </div>
        {action.error && (
          <Alert
            tone="error"
            action={
              <IconButton
                size="small"
                tone="inherit"
                label={t('common.close')}
                icon={<X aria-hidden="true" />}
                onClick={() => action.reset()}
              />
            }
          >
            {t('live.host.actionFailed', { message: action.error.message })}
          </Alert>
        )}
        {status === 'lobby' && (
          <HostLobby state={state} gameId={gameId} onAct={act} acting={action.isPending} />
        )}
        {status === 'question' && <HostQuestion state={state} onAct={act} acting={action.isPending} />}
        {status === 'reveal' && <HostReveal state={state} onAct={act} acting={action.isPending} />}
        {status === 'finished' && <HostPodium state={state} gameId={gameId} />}
      </Stack>
      <ConfirmDialog
        open={confirmEnd}
        title={t('live.host.endTitle')}
        text={t('live.host.endText')}
        confirmLabel={t('live.host.end')}
        pending={action.isPending && action.variables === 'end'}
        onConfirm={() => action.mutate('end', { onSettled: () => setConfirmEnd(false) })}
        onClose={() => setConfirmEnd(false)}
      />
    </div>
  );
}
