// The host's lobby: where and how to join (address, PIN and QR code, big enough for the back row), the players as
// they come in, each removable, and the start.

import type { HostAction } from '@quizdrill/contracts/types';
import Play from 'lucide-react/icons/play';
import X from 'lucide-react/icons/x';
import { useTranslation } from 'react-i18next';
import { Button, IconButton } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Stack } from '@/components/ui/layout';
import { QrCode } from '@/components/ui/qr-code';
import { useRemovePlayer } from '@/features/live/api/live-games';
import type { LiveScreenState } from '@/features/live/utils/live-state';
import styles from './host-lobby.module.css';

function JoinPanel({ state }: { state: LiveScreenState }) {
  const { t } = useTranslation();
  const { pin, joinUrl } = state.game;
  return (
    <Card padding={0}>
      <div className={styles.joinPanel}>
        <div className={styles.joinText}>
          <p className={styles.caption}>{t('live.host.joinAt')}</p>
          <p className={styles.joinUrl}>{joinUrl}</p>
          <p className={styles.caption} data-spaced="">
            {t('live.host.pinLabel')}
          </p>
          <p className={styles.pin} data-testid="live-pin">
            {pin}
          </p>
        </div>
        <QrCode text={joinUrl} size={280} label={t('live.host.qr', { url: joinUrl })} />
      </div>
    </Card>
  );
}

export function HostLobby({
  state,
  gameId,
  onAct,
  acting,
}: {
  state: LiveScreenState;
  gameId: string;
  onAct: (action: HostAction) => void;
  acting: boolean;
}) {
  const { t } = useTranslation();
  const remove = useRemovePlayer(gameId);
  const roster = state.roster ?? [];
  return (
    <Stack gap={3}>
      <JoinPanel state={state} />
      <div className={styles.toolbar}>
        <h2 className={styles.count} aria-live="polite">
          {t('live.host.players', { count: state.game.players })}
        </h2>
        <Button
          size="large"
          icon={<Play size={22} fill="currentColor" aria-hidden="true" />}
          disabled={acting || state.game.players === 0}
          onClick={() => onAct('start')}
        >
          {t('live.host.start')}
        </Button>
      </div>
      {roster.length === 0 ? (
        <p className={styles.waiting}>{t('live.host.waiting')}</p>
      ) : (
        <ul className={styles.roster} aria-label={t('live.host.players', { count: roster.length })}>
          {roster.map((player) => (
            <li key={player.playerId} className={styles.player}>
              {player.nickname}
              <IconButton
                size="small"
                label={t('live.host.kick', { name: player.nickname })}
                icon={<X aria-hidden="true" />}
                disabled={remove.isPending && remove.variables === player.playerId}
                onClick={() => remove.mutate(player.playerId)}
              />
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}
