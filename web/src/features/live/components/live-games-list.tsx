import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import StopCircleOutlined from '@mui/icons-material/StopCircleOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GameSummary } from '@quizdrill/contracts/types';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { liveHostPath } from '@/config/paths';
import { useHostAction, useResults } from '@/features/live/api/live-games';
import { CsvDownloadButton, ResultsTable } from './results-table';

function GameResultsPanel({ game, id }: { game: GameSummary; id: string }) {
  const { t } = useTranslation();
  const results = useResults(game.gameId);
  return (
    <Box id={id} sx={{ pt: 2 }}>
      {results.isPending ? (
        <ListSkeleton rows={3} height={32} />
      ) : results.isError ? (
        <Alert severity="error">{t('live.host.resultsFailed')}</Alert>
      ) : (
        <Stack spacing={2}>
          <ResultsTable results={results.data} caption={t('live.host.allPlayers')} />
          {results.data.players.length > 0 && (
            <Box>
              <CsvDownloadButton gameId={game.gameId} />
            </Box>
          )}
        </Stack>
      )}
    </Box>
  );
}

/** A game its host left, paused until they come back: ending it from the list, after asking (issue 41). */
function EndGameButton({ game }: { game: GameSummary }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const end = useHostAction(game.gameId);
  return (
    <>
      <Button color="error" startIcon={<StopCircleOutlined />} onClick={() => setAsking(true)}>
        {t('live.games.end')}
      </Button>
      {end.isError && (
        <Alert severity="error" sx={{ flex: '1 1 100%' }}>
          {t('live.games.endFailed')}
        </Alert>
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
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
          <Typography component="h2" variant="h3" sx={{ overflowWrap: 'anywhere' }}>
            {game.course.displayName}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {when} · {t('live.games.players', { count: game.players })}
            {game.pin && !paused && ` · PIN ${game.pin}`}
          </Typography>
        </Box>
        {game.group && (
          <Chip label={t('live.games.team', { name: game.group.name })} size="small" variant="outlined" />
        )}
        <Chip label={statusText} color={paused ? 'warning' : running ? 'success' : 'default'} size="small" />
        {running ? (
          <>
            <Button component={RouterLink} to={liveHostPath(game.gameId)} startIcon={<OpenInNewRounded />}>
              {t('live.games.open')}
            </Button>
            {paused && <EndGameButton game={game} />}
          </>
        ) : (
          <Button
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            onClick={() => setOpen((isOpen) => !isOpen)}
            endIcon={open ? <ExpandLess /> : <ExpandMore />}
          >
            {open ? t('live.games.hideResults') : t('live.games.results')}
          </Button>
        )}
      </Box>
      {open && <GameResultsPanel game={game} id={panelId} />}
    </Paper>
  );
}

/** The host's games, newest first (as the service lists them). */
export function LiveGamesList({ games }: { games: readonly GameSummary[] }) {
  return (
    <Stack component="ul" spacing={2} sx={{ m: 0, p: 0 }}>
      {games.map((game) => (
        <GameRow key={game.gameId} game={game} />
      ))}
    </Stack>
  );
}
