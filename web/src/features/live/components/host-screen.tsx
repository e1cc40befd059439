// The host's screen for the projector (`/live/host/{gameId}`): the lobby with PIN, QR code and players; each
// question large with its countdown and answer count; the reveal with a bar per option and the top 5; the podium
// and every player at the end. Everything is drawn from the push stream, so a reload picks up where the game is.
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import EmojiEventsRounded from '@mui/icons-material/EmojiEventsRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import SkipNextRounded from '@mui/icons-material/SkipNextRounded';
import StopRounded from '@mui/icons-material/StopRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { HostAction, LeaderboardEntry } from '@quizdrill/contracts/types';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageSpinner } from '@/components/ui/page-spinner';
import { QrCode } from '@/components/ui/qr-code';
import { useHostAction, useRemovePlayer, useResults } from '@/features/live/api/live-games';
import { useLiveGame } from '@/features/live/api/live-stream';
import { answerShare, type LiveScreenState, podiumOrder } from '@/features/live/utils/live-state';
import { questionImageSources } from '@/lib/question-image-sources';
import { Countdown } from './countdown';
import { OptionFace, OptionShape, optionLook } from './option-look';
import { CsvDownloadButton, ResultsTable } from './results-table';

type Act = (action: HostAction) => void;

function JoinPanel({ state }: { state: LiveScreenState }) {
  const { t } = useTranslation();
  const { pin, joinUrl } = state.game;
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, md: 4 }, display: 'flex', flexWrap: 'wrap', gap: 4, alignItems: 'center' }}
    >
      <Box sx={{ flex: '1 1 320px', minWidth: 0 }}>
        <Typography sx={{ fontSize: '1.5rem', color: 'text.secondary' }}>{t('live.host.joinAt')}</Typography>
        <Typography
          component="p"
          sx={{ fontSize: { xs: '1.4rem', md: '2.2rem' }, fontWeight: 700, overflowWrap: 'anywhere' }}
        >
          {joinUrl}
        </Typography>
        <Typography sx={{ fontSize: '1.5rem', color: 'text.secondary', mt: 3 }}>
          {t('live.host.pinLabel')}
        </Typography>
        <Typography
          component="p"
          data-testid="live-pin"
          sx={{
            fontSize: { xs: '4rem', md: '7rem' },
            fontWeight: 800,
            letterSpacing: '0.08em',
            lineHeight: 1,
            fontVariantNumeric: 'tabular-nums',
          }}
        >
          {pin}
        </Typography>
      </Box>
      <QrCode text={joinUrl} size={280} label={t('live.host.qr', { url: joinUrl })} />
    </Paper>
  );
}

function Lobby({
  state,
  gameId,
  act,
  acting,
}: {
  state: LiveScreenState;
  gameId: string;
  act: Act;
  acting: boolean;
}) {
  const { t } = useTranslation();
  const remove = useRemovePlayer(gameId);
  const roster = state.roster ?? [];
  return (
    <Stack spacing={3}>
      <JoinPanel state={state} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Typography component="h2" variant="h2" sx={{ flexGrow: 1 }} aria-live="polite">
          {t('live.host.players', { count: state.game.players })}
        </Typography>
        <Button
          variant="contained"
          size="large"
          startIcon={<PlayArrowRounded />}
          disabled={acting || state.game.players === 0}
          onClick={() => act('start')}
          sx={{ fontSize: '1.3rem', px: 5 }}
        >
          {t('live.host.start')}
        </Button>
      </Box>
      {roster.length === 0 ? (
        <Typography color="text.secondary" sx={{ fontSize: '1.4rem' }}>
          {t('live.host.waiting')}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label={t('live.host.players', { count: roster.length })}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, p: 0, m: 0, listStyle: 'none' }}
        >
          {roster.map((player) => (
            <li key={player.playerId}>
              <Box
                sx={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: 0.5,
                  pl: 2,
                  pr: 0.5,
                  height: 44,
                  borderRadius: 22,
                  bgcolor: 'action.selected',
                  fontSize: '1.25rem',
                }}
              >
                {player.nickname}
                <IconButton
                  size="small"
                  aria-label={t('live.host.kick', { name: player.nickname })}
                  disabled={remove.isPending && remove.variables === player.playerId}
                  onClick={() => remove.mutate(player.playerId)}
                >
                  <CloseRounded fontSize="small" />
                </IconButton>
              </Box>
            </li>
          ))}
        </Box>
      )}
    </Stack>
  );
}

function QuestionHeading({ state }: { state: LiveScreenState }) {
  const { t } = useTranslation();
  const question = state.question;
  if (!question) return null;
  const sources = question.imageUrl ? questionImageSources(question.imageUrl) : null;
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography sx={{ fontSize: '1.4rem', color: 'text.secondary', flexGrow: 1 }}>
          {t('live.host.questionOf', { number: question.index + 1, total: question.total })} · PIN{' '}
          {state.game.pin}
        </Typography>
      </Box>
      <Typography
        component="h2"
        lang={question.language}
        sx={{
          fontSize: { xs: '1.8rem', md: '2.8rem' },
          fontWeight: 700,
          lineHeight: 1.2,
          overflowWrap: 'anywhere',
          hyphens: 'auto',
        }}
      >
        {question.questionText}
      </Typography>
      {sources && (
        <Box
          component="img"
          src={sources.zoom}
          alt={question.questionText}
          sx={{
            maxWidth: '100%',
            maxHeight: '40vh',
            objectFit: 'contain',
            alignSelf: 'center',
            borderRadius: 2,
          }}
        />
      )}
    </Stack>
  );
}

function QuestionView({ state, act, acting }: { state: LiveScreenState; act: Act; acting: boolean }) {
  const { t } = useTranslation();
  const question = state.question;
  if (!question) return null;
  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'flex', gap: 3, alignItems: 'flex-start' }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <QuestionHeading state={state} />
        </Box>
        <Countdown state={state} size={120} />
      </Box>
      <Box
        component="ul"
        aria-label={t('live.play.optionsLabel')}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          gap: 2,
          p: 0,
          m: 0,
          listStyle: 'none',
        }}
      >
        {question.options.map((option, index) => (
          <li key={option.optionLabel} lang={question.language}>
            <OptionFace index={index} label={option.optionLabel} text={option.optionText} big />
          </li>
        ))}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography
          aria-live="polite"
          data-testid="live-answered"
          sx={{ fontSize: '2rem', fontWeight: 700, flexGrow: 1 }}
        >
          {t('live.host.answered', { answered: state.game.answered, players: state.game.players })}
        </Typography>
        {question.seconds === null && (
          <Typography color="text.secondary">{t('live.host.teacherAdvances')}</Typography>
        )}
        <Button
          variant="contained"
          size="large"
          startIcon={<VisibilityRounded />}
          disabled={acting}
          onClick={() => act('reveal')}
          sx={{ fontSize: '1.2rem', px: 4 }}
        >
          {t('live.host.reveal')}
        </Button>
      </Box>
    </Stack>
  );
}

function TopList({ top, title }: { top: readonly LeaderboardEntry[]; title: string }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: 2, alignSelf: 'start' }}>
      <Typography component="h3" variant="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {top.map((entry) => (
          <Box
            component="li"
            key={entry.playerId}
            sx={{
              display: 'flex',
              gap: 2,
              py: 0.75,
              fontSize: '1.4rem',
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Box component="span" sx={{ fontWeight: 800, width: 32 }}>
              {entry.rank}.
            </Box>
            <Box component="span" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
              {entry.nickname}
            </Box>
            <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {t('live.host.points', { score: entry.score })}
            </Box>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

function RevealView({ state, act, acting }: { state: LiveScreenState; act: Act; acting: boolean }) {
  const { t } = useTranslation();
  const { question, reveal } = state;
  if (!question || !reveal) return null;
  const last = question.index + 1 >= question.total;
  return (
    <Stack spacing={3}>
      <QuestionHeading state={state} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' }, gap: 3 }}>
        <Box>
          <Box component="ul" aria-label={t('live.play.optionsLabel')} sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {question.options.map((option, index) => {
              const right = option.optionLabel === reveal.correctOption;
              const count = reveal.counts[option.optionLabel] ?? 0;
              const share = answerShare(reveal.counts, option.optionLabel);
              return (
                <Box component="li" key={option.optionLabel} lang={question.language} sx={{ mb: 1.5 }}>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, fontSize: '1.4rem' }}>
                    <Box sx={{ color: optionLook(index).colour, display: 'flex' }}>
                      <OptionShape index={index} size={28} />
                    </Box>
                    <Box component="span" sx={{ fontWeight: 800 }}>
                      {option.optionLabel}
                    </Box>
                    <Box
                      component="span"
                      sx={{ flexGrow: 1, fontWeight: right ? 700 : 400, overflowWrap: 'anywhere' }}
                    >
                      {option.optionText}
                    </Box>
                    {right && (
                      <Chip
                        icon={<CheckCircleRounded />}
                        label={t('live.host.correct')}
                        color="success"
                        sx={{ fontSize: '1.1rem' }}
                      />
                    )}
                    <Box
                      component="span"
                      sx={{ fontVariantNumeric: 'tabular-nums', minWidth: 96, textAlign: 'right' }}
                    >
                      {t('live.host.votes', { count })}
                    </Box>
                  </Box>
                  <Box
                    sx={{ height: 20, mt: 0.5, borderRadius: 1, bgcolor: 'action.hover', overflow: 'hidden' }}
                  >
                    <Box
                      sx={{
                        height: '100%',
                        width: `${Math.round(share * 100)}%`,
                        bgcolor: optionLook(index).colour,
                        opacity: right ? 1 : 0.55,
                      }}
                    />
                  </Box>
                </Box>
              );
            })}
          </Box>
          <Typography sx={{ fontSize: '1.4rem', mt: 2 }}>
            {t('live.host.answered', { answered: reveal.answered, players: reveal.players })}
          </Typography>
        </Box>
        <TopList top={reveal.top} title={t('live.host.top')} />
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          variant="contained"
          size="large"
          startIcon={last ? <EmojiEventsRounded /> : <SkipNextRounded />}
          disabled={acting}
          onClick={() => act('next')}
          sx={{ fontSize: '1.2rem', px: 4 }}
        >
          {last ? t('live.host.showResults') : t('live.host.next')}
        </Button>
      </Box>
    </Stack>
  );
}

const PODIUM_HEIGHTS = { 1: 200, 2: 150, 3: 110 } as Record<number, number>;

function Podium({ state, gameId }: { state: LiveScreenState; gameId: string }) {
  const { t } = useTranslation();
  const results = useResults(gameId);
  const finished = state.finished;
  const top = finished?.top ?? [];
  return (
    <Stack spacing={4}>
      <Typography component="h2" variant="h2" sx={{ textAlign: 'center' }}>
        {t('live.host.podium')}
      </Typography>
      {finished?.reason === 'ended' && <Alert severity="info">{t('live.host.endedEarly')}</Alert>}
      <Box
        component="ol"
        aria-label={t('live.host.podium')}
        sx={{
          display: 'flex',
          justifyContent: 'center',
          alignItems: 'flex-end',
          gap: 2,
          m: 0,
          p: 0,
          listStyle: 'none',
        }}
      >
        {podiumOrder(top).map((entry) => (
          <Box component="li" key={entry.playerId} sx={{ width: { xs: 110, md: 220 }, textAlign: 'center' }}>
            <Typography
              sx={{ fontSize: { xs: '1.2rem', md: '1.8rem' }, fontWeight: 700, overflowWrap: 'anywhere' }}
            >
              {entry.nickname}
            </Typography>
            <Typography sx={{ fontSize: '1.2rem' }}>
              {t('live.host.points', { score: entry.score })}
            </Typography>
            <Box
              sx={{
                height: PODIUM_HEIGHTS[entry.rank] ?? 90,
                mt: 1,
                borderRadius: '8px 8px 0 0',
                bgcolor: entry.rank === 1 ? 'primary.main' : 'primary.dark',
                color: 'primary.contrastText',
                display: 'grid',
                placeItems: 'center',
                fontSize: '3rem',
                fontWeight: 800,
              }}
            >
              {entry.rank}
            </Box>
          </Box>
        ))}
      </Box>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <CsvDownloadButton gameId={gameId} />
          </Box>
          {results.isPending ? (
            <PageSpinner />
          ) : results.isError ? (
            <Alert severity="error">{t('live.host.resultsFailed')}</Alert>
          ) : (
            <ResultsTable results={results.data} caption={t('live.host.allPlayers')} />
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}

/** The whole host screen of game `gameId`. */
export function HostScreen({ gameId }: { gameId: string }) {
  const { t } = useTranslation();
  const { state, connection } = useLiveGame(gameId, undefined);
  const action = useHostAction(gameId);
  const [confirmEnd, setConfirmEnd] = useState(false);
  const act: Act = (name) => action.mutate(name);

  if (connection.status === 'refused') {
    const missing = [403, 404].includes(connection.httpStatus);
    return (
      <Alert severity={missing ? 'warning' : 'error'}>
        {missing ? t('live.host.notFound') : t('live.host.failed')}
      </Alert>
    );
  }
  if (!state) return <PageSpinner />;
  const status = state.game.status;
  return (
    <Stack spacing={3} sx={{ pt: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography component="h1" variant="h1" sx={{ flexGrow: 1, fontSize: { xs: '1.6rem', md: '2rem' } }}>
          {state.game.course.displayName}
        </Typography>
        {connection.status === 'connecting' && <Chip label={t('live.host.reconnecting')} color="warning" />}
        {status !== 'finished' && (
          <Button
            color="error"
            variant="outlined"
            startIcon={<StopRounded />}
            onClick={() => setConfirmEnd(true)}
          >
            {t('live.host.end')}
          </Button>
        )}
      </Box>
      {action.error && (
        <Alert severity="error" role="alert" onClose={() => action.reset()}>
          {t('live.host.actionFailed', { message: action.error.message })}
        </Alert>
      )}
      {status === 'lobby' && <Lobby state={state} gameId={gameId} act={act} acting={action.isPending} />}
      {status === 'question' && <QuestionView state={state} act={act} acting={action.isPending} />}
      {status === 'reveal' && <RevealView state={state} act={act} acting={action.isPending} />}
      {status === 'finished' && <Podium state={state} gameId={gameId} />}
      <ConfirmDialog
        open={confirmEnd}
        title={t('live.host.endTitle')}
        text={t('live.host.endText')}
        confirmLabel={t('live.host.end')}
        pending={action.isPending && action.variables === 'end'}
        onConfirm={() => action.mutate('end', { onSettled: () => setConfirmEnd(false) })}
        onClose={() => setConfirmEnd(false)}
      />
    </Stack>
  );
}
