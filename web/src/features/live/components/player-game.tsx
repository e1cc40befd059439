// A player's seat in a game, as the push stream draws it: the lobby, the open question, the reveal and the end, under
// a bar with the player's name and score; or why the seat is gone (removed by the host, or no longer known).
import Hourglass from 'lucide-react/icons/hourglass';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useLiveGame } from '@/features/live/api/live-stream';
import { type LiveSeat, liveSeatStorage } from '@/lib/storage';
import { AnswerLocked, FinalPlace, RevealOutcome } from './player-feedback';
import styles from './player-game.module.css';
import { PlayerHeading } from './player-heading';
import { PlayerOptions } from './player-options';

export function PlayerGame({ seat, onLeave }: { seat: LiveSeat; onLeave: () => void }) {
  const { t } = useTranslation();
  const { state, connection, markAnswered } = useLiveGame(seat.gameId, `Player ${seat.playerToken}`);
  const gone = connection.status === 'refused' || state?.kicked === true;

  useEffect(() => {
    if (gone) liveSeatStorage.clear(seat.pin);
  }, [gone, seat.pin]);

  if (gone) {
    return (
      <div className={styles.gone}>
        <PlayerHeading>{state?.kicked ? t('live.play.kicked') : t('live.play.seatLost')}</PlayerHeading>
        <Button onClick={onLeave}>{t('live.play.joinAgain')}</Button>
      </div>
    );
  }
  if (!state) return <PageSpinner />;
  const status = state.game.status;
  return (
    <div className={styles.game}>
      <div className={styles.bar}>
        <Badge tone="primary" variant="outline">
          {seat.nickname}
        </Badge>
        {connection.status === 'connecting' && (
          <Badge tone="warning" size="small">
            {t('live.play.reconnecting')}
          </Badge>
        )}
        <p className={styles.score}>{t('live.host.points', { score: state.you?.score ?? 0 })}</p>
      </div>
      {status === 'lobby' && (
        <div className={styles.lobby}>
          <Hourglass className={styles.hourglass} size={56} aria-hidden="true" />
          <PlayerHeading>{t('live.play.lobby')}</PlayerHeading>
          <p className={styles.lobbyWait}>{t('live.play.lobbyWait')}</p>
          <p className={styles.playersIn} aria-live="polite">
            {t('live.play.playersIn', { count: state.game.players })}
          </p>
        </div>
      )}
      {status === 'question' &&
        (state.you?.answer ? (
          <AnswerLocked state={state} />
        ) : (
          <PlayerOptions key={state.question?.index} state={state} seat={seat} onAnswered={markAnswered} />
        ))}
      {status === 'reveal' && <RevealOutcome state={state} />}
      {status === 'finished' && <FinalPlace state={state} />}
    </div>
  );
}
