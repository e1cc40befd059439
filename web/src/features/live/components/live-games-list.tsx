import type { GameSummary } from '@quizdrill/contracts/types';
import ChevronDown from 'lucide-react/icons/chevron-down';
import ChevronUp from 'lucide-react/icons/chevron-up';
import CircleStop from 'lucide-react/icons/circle-stop';
import ExternalLink from 'lucide-react/icons/external-link';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Stack } from '@/components/ui/layout';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { liveHostPath } from '@/config/paths';
import { useHostAction, useResults } from '@/features/live/api/live-games';
import styles from './live-games-list.module.css';
import { CsvDownloadButton, ResultsTable } from './results-table';

function GameResultsPanel({ game, id }: { game: GameSummary; id: string }) {
  const { t } = useTranslation();
  const results = useResults(game.gameId);
  return (
    <div id={id} className={styles.results}>
      {results.isPending ? (
        <ListSkeleton rows={3} height={32} />
      ) : results.isError ? (
        <Alert tone="error">{t('live.host.resultsFailed')}</Alert>
      ) : (
        <Stack gap={2}>
          <ResultsTable results={results.data} caption={t('live.host.allPlayers')} />
          {results.data.players.length > 0 && (
            <div>
              <CsvDownloadButton gameId={game.gameId} />
            </div>
          )}
        </Stack>
      )}
    </div>
  );
}

/** A game its host left, paused until they come back: ending it from the list, after asking (issue 41). */
function EndGameButton({ game }: { game: GameSummary }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const end = useHostAction(game.gameId);
  return (
    <>
      <Button
        variant="text"
        tone="danger"
        icon={<CircleStop size={18} aria-hidden="true" />}
        onClick={() => setAsking(true)}
      >
        {t('live.games.end')}
      </Button>
      {end.isError && (
        <div className={styles.fullRow}>
          <Alert tone="error">{t('live.games.endFailed')}</Alert>
        </div>
      )}
      <ConfirmDialog
        open={asking}
        title={t('live.host.endTitle')}
        text={t('live.host.endText')}
        confirmLabel={t('live.games.end')}
        pending={end.isPending}
        onConfirm={() => end.mutate('end', { onSettled: () => setAsking(false) })}
        onClose={() => setAsking(false)}
      />
    </>
  );
}

function GameRow({ game }: { game: GameSummary }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const running = game.status !== 'finished';
  // Its host left: not a game going on, but one waiting for them (or to be ended), without its PIN to join by.
  const paused = running && game.hostAway;
  const statusText = paused
    ? t('live.games.statusPaused')
    : game.status === 'finished'
      ? t('live.games.statusFinished')
      : game.status === 'lobby'
        ? t('live.games.statusLobby')
        : t('live.games.statusRunning');
  const when = new Intl.DateTimeFormat(i18n.resolvedLanguage, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(game.createdAt));
  return (
    <Card as="li" padding={2}>
      <div className={styles.row}>
        <div className={styles.summary}>
          <h2 className={styles.course}>{game.course.displayName}</h2>
          <p className={styles.details}>
            {when} · {t('live.games.players', { count: game.players })}
            {game.pin && !paused && ` · PIN ${game.pin}`}
          </p>
        </div>
        {game.group && (
          <Badge variant="outline" size="small">
            {t('live.games.team', { name: game.group.name })}
          </Badge>
        )}
        <Badge tone={paused ? 'warning' : running ? 'success' : 'neutral'} size="small">
          {statusText}
        </Badge>
        {running ? (
          <>
            <ButtonLink
              to={liveHostPath(game.gameId)}
              variant="text"
              icon={<ExternalLink size={18} aria-hidden="true" />}
            >
              {t('live.games.open')}
            </ButtonLink>
            {paused && <EndGameButton game={game} />}
          </>
        ) : (
          <Button
            variant="text"
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            onClick={() => setOpen((isOpen) => !isOpen)}
          >
            {open ? t('live.games.hideResults') : t('live.games.results')}
            {open ? <ChevronUp size={20} aria-hidden="true" /> : <ChevronDown size={20} aria-hidden="true" />}
          </Button>
        )}
      </div>
      {open && <GameResultsPanel game={game} id={panelId} />}
    </Card>
  );
}

/** The host's games, newest first (as the service lists them). */
export function LiveGamesList({ games }: { games: readonly GameSummary[] }) {
  return (
    <Stack as="ul" gap={2}>
      {games.map((game) => (
        <GameRow key={game.gameId} game={game} />
      ))}
    </Stack>
  );
}
