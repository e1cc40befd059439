// A player's phone (`/live`, `/live/{pin}`): join by PIN (signed in under their name, or as a guest with a
// nickname), the lobby, big options to tap (or keys 1–9 / A–Z), "answer locked in", right or wrong with points and
// place after each reveal, and the final place. The seat is kept per tab, so a reload mid-question plays on.

import CancelRounded from '@mui/icons-material/CancelRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import HourglassTopRounded from '@mui/icons-material/HourglassTopRounded';
import LockRounded from '@mui/icons-material/LockRounded';
import LoginRounded from '@mui/icons-material/LoginRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  cleanNickname,
  isValidNickname,
  isValidPin,
  LIVE_PIN_LENGTH,
  NICKNAME_MAX_LENGTH,
} from '@quizdrill/contracts/rules';
import { shortName } from '@quizdrill/contracts/rules/names';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { FormActions } from '@/components/ui/form-actions';
import { FormField } from '@/components/ui/form-field';
import { FormLayout } from '@/components/ui/form-layout';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { answerQuestion, ensureDevice, joinGame } from '@/features/live/api/live-games';
import { useLiveGame } from '@/features/live/api/live-stream';
import { joinRefusal, pinProblem } from '@/features/live/utils/live-errors';
import type { LiveScreenState } from '@/features/live/utils/live-state';
import { optionLabelForKey } from '@/lib/answer-keys';
import { isApiError } from '@/lib/api-client';
import { type LiveSeat, liveSeatStorage } from '@/lib/storage';
import type { AppUser } from '@/lib/token-claims';
import { waitDuration } from '@/lib/wait-duration';
import { Countdown } from './countdown';
import { OptionFace } from './option-look';

/** A long word breaks (hyphenated where the language allows) instead of pushing the timer off a phone (issue 41). */
const questionTextSx = {
  fontSize: '1.35rem',
  fontWeight: 700,
  overflowWrap: 'anywhere',
  hyphens: 'auto',
} as const;

const headingSx = { fontSize: { xs: '1.8rem', sm: '2.2rem' }, fontWeight: 800, textAlign: 'center' } as const;

/**
 * What the other players will call a signed-in player: their first name and initial ("Sara A."), as the game names
 * them (issue 41); the username only until the profile has loaded.
 */
function nameInGame(user: AppUser): string {
  if (user.firstName === undefined) return user.username;
  return shortName({ firstName: user.firstName, lastName: user.lastName ?? '' });
}

function JoinForm({
  initialPin,
  user,
  onJoined,
}: {
  initialPin: string;
  user: AppUser | null;
  onJoined: (seat: LiveSeat) => void;
}) {
  const { t } = useTranslation();
  const [pin, setPin] = useState(initialPin);
  const [nickname, setNickname] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<{ text: string; login: boolean } | null>(null);
  const pinRef = useRef<HTMLInputElement>(null);
  const nicknameRef = useRef<HTMLInputElement>(null);
  // The browser's device comes with the page, before any PIN is typed; a join waits for it (or asks again).
  useEffect(() => {
    ensureDevice().catch(() => undefined);
  }, []);

  const cleanPin = pin.replace(/\s/g, '');
  const problem = pinProblem(cleanPin);
  const pinError = submitted && problem ? t(`live.play.${problem}`, { count: cleanPin.length }) : undefined;
  const nicknameError =
    submitted && !user && !isValidNickname(cleanNickname(nickname))
      ? t('live.play.nicknameInvalid', { max: NICKNAME_MAX_LENGTH })
      : undefined;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setRefusal(null);
    if (!isValidPin(cleanPin)) return pinRef.current?.focus();
    const name = user ? undefined : cleanNickname(nickname);
    if (name !== undefined && !isValidNickname(name)) return nicknameRef.current?.focus();
    setPending(true);
    joinGame(cleanPin, name)
      .then((joined) => onJoined({ ...joined, pin: cleanPin }))
      .catch((error: unknown) => {
        const reason = joinRefusal(error);
        const message = isApiError(error) ? error.message : String(error);
        const wait = waitDuration(t, (isApiError(error) && error.retryAfterSeconds) || 60);
        setRefusal({
          text: t(`live.play.${reason}`, { pin: cleanPin, message, wait }),
          login: reason === 'guestsNotAllowed' && !user,
        });
        if (reason === 'nicknameTaken' || reason === 'nicknameInvalid') nicknameRef.current?.focus();
      })
      .finally(() => setPending(false));
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, mt: { xs: 2, sm: 6 } }}>
      <Stack spacing={3}>
        <Typography component="h1" sx={headingSx}>
          {t('live.play.title')}
        </Typography>
        <FormLayout
          onSubmit={onSubmit}
          error={
            refusal && (
              <>
                {refusal.text}
                {refusal.login && (
                  <Box sx={{ mt: 1 }}>
                    <Button component={RouterLink} to={paths.login} size="small" startIcon={<LoginRounded />}>
                      {t('live.play.login')}
                    </Button>
                  </Box>
                )}
              </>
            )
          }
        >
          <Box sx={{ '& input': { fontSize: '1.6rem', letterSpacing: '0.15em', fontWeight: 700 } }}>
            <FormField
              name="pin"
              label={t('live.play.pin')}
              value={pin}
              onChange={setPin}
              error={pinError}
              inputRef={pinRef}
              maxLength={LIVE_PIN_LENGTH + 2}
              autoComplete="off"
              autoFocus={initialPin === ''}
              inputAttributes={{ inputMode: 'numeric', pattern: '[0-9]*' }}
            />
          </Box>
          {user ? (
            <Typography>{t('live.play.signedInAs', { name: nameInGame(user) })}</Typography>
          ) : (
            <FormField
              name="nickname"
              label={t('live.play.nickname')}
              value={nickname}
              onChange={setNickname}
              error={nicknameError}
              inputRef={nicknameRef}
              maxLength={NICKNAME_MAX_LENGTH}
              autoComplete="nickname"
              autoFocus={initialPin !== ''}
            />
          )}
          <FormActions
            label={t('live.play.join')}
            pendingLabel={t('live.play.joining')}
            pending={pending}
            icon={<LoginRounded />}
          />
        </FormLayout>
      </Stack>
    </Paper>
  );
}

/** Answering the open question: the options as big buttons, and the keys that choose them. */
function Options({
  state,
  seat,
  onAnswered,
}: {
  state: LiveScreenState;
  seat: LiveSeat;
  onAnswered: (label: string) => void;
}) {
  const { t } = useTranslation();
  const question = state.question;
  const [sending, setSending] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const answer = useRef<(label: string) => void>(() => undefined);

  answer.current = (label: string) => {
    if (!question || sending !== null) return;
    setSending(label);
    setFailure(null);
    answerQuestion(seat, question.index, label)
      .then(() => onAnswered(label))
      .catch((error: unknown) => {
        if (isApiError(error) && error.code === 'already_answered') return onAnswered(label);
        if (isApiError(error) && error.code === 'answer_too_late') return setFailure(t('live.play.tooLate'));
        setFailure(
          t('live.play.answerFailed', { message: isApiError(error) ? error.message : String(error) }),
        );
      })
      .finally(() => setSending(null));
  };

  useEffect(() => {
    if (!question) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.repeat) return;
      const label = optionLabelForKey(event.key, question.options);
      if (label === null) return;
      event.preventDefault();
      answer.current(label);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [question]);

  if (!question) return null;
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography color="text.secondary">
            {t('live.host.questionOf', { number: question.index + 1, total: question.total })}
          </Typography>
          <Typography component="h1" lang={question.language} sx={questionTextSx}>
            {question.questionText}
          </Typography>
        </Box>
        <Countdown state={state} size={64} />
      </Box>
      {failure && (
        <Alert severity="warning" role="alert">
          {failure}
        </Alert>
      )}
      <Box
        role="group"
        aria-label={t('live.play.optionsLabel')}
        sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}
      >
        {question.options.map((option, index) => (
          <ButtonBase
            key={option.optionLabel}
            lang={question.language}
            focusRipple
            disabled={sending !== null}
            onClick={() => answer.current(option.optionLabel)}
            sx={{
              borderRadius: 2,
              minHeight: { xs: 120, sm: 140 },
              gridColumn:
                question.options.length % 2 === 1 && index === question.options.length - 1
                  ? '1 / -1'
                  : undefined,
              '&.Mui-focusVisible': { outline: 4, outlineColor: 'text.primary', outlineOffset: 2 },
            }}
          >
            <OptionFace index={index} label={option.optionLabel} text={option.optionText} />
          </ButtonBase>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
        {t('live.play.keyboardHint', { count: Math.min(9, question.options.length) })}
      </Typography>
    </Stack>
  );
}

function Locked({ state }: { state: LiveScreenState }) {
  const { t } = useTranslation();
  const question = state.question;
  const chosen = state.you?.answer;
  const index = question?.options.findIndex((option) => option.optionLabel === chosen) ?? -1;
  const option = question?.options[index];
  return (
    <Stack spacing={3} sx={{ alignItems: 'center', pt: 4 }}>
      <LockRounded sx={{ fontSize: 56, color: 'primary.main' }} aria-hidden />
      <Typography component="h1" sx={headingSx}>
        {t('live.play.answerLocked')}
      </Typography>
      {option && (
        <Box sx={{ width: '100%', maxWidth: 360 }}>
          <OptionFace index={index} label={option.optionLabel} text={option.optionText} />
        </Box>
      )}
      <Countdown state={state} size={64} />
      <Typography color="text.secondary">{t('live.play.waitReveal')}</Typography>
    </Stack>
  );
}

function Outcome({ state }: { state: LiveScreenState }) {
  const { t } = useTranslation();
  const you = state.reveal?.you;
  if (!you) {
    return (
      <Typography component="h1" sx={headingSx}>
        {t('live.play.waitQuestion')}
      </Typography>
    );
  }
  const title =
    you.answer === null ? t('live.play.noAnswer') : you.correct ? t('live.play.right') : t('live.play.wrong');
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', pt: 4, textAlign: 'center' }}>
      {you.correct ? (
        <CheckCircleRounded sx={{ fontSize: 88, color: 'success.main' }} aria-hidden />
      ) : (
        <CancelRounded sx={{ fontSize: 88, color: 'error.main' }} aria-hidden />
      )}
      <Typography component="h1" sx={headingSx}>
        {title}
      </Typography>
      <Typography sx={{ fontSize: '1.6rem', fontWeight: 700 }}>
        {t('live.play.pointsGained', { points: you.points })}
      </Typography>
      <Typography sx={{ fontSize: '1.3rem' }}>{t('live.play.rankNow', { rank: you.rank })}</Typography>
      <Typography color="text.secondary">{t('live.play.totalScore', { score: you.score })}</Typography>
      <Typography color="text.secondary" sx={{ pt: 2 }}>
        {t('live.play.waitQuestion')}
      </Typography>
    </Stack>
  );
}

function Final({ state }: { state: LiveScreenState }) {
  const { t } = useTranslation();
  const finished = state.finished;
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', pt: 4, textAlign: 'center' }}>
      <Typography component="h1" sx={headingSx}>
        {t('live.play.gameOver')}
      </Typography>
      {finished?.you && (
        <>
          <Typography sx={{ fontSize: '2.4rem', fontWeight: 800 }} role="status">
            {t('live.play.finalPlace', { rank: finished.you.rank, players: finished.players })}
          </Typography>
          <Typography sx={{ fontSize: '1.3rem' }}>
            {t('live.play.totalScore', { score: finished.you.score })}
          </Typography>
        </>
      )}
    </Stack>
  );
}

function Game({ seat, onLeave }: { seat: LiveSeat; onLeave: () => void }) {
  const { t } = useTranslation();
  const { state, connection, markAnswered } = useLiveGame(seat.gameId, `Player ${seat.playerToken}`);
  const gone = connection.status === 'refused' || state?.kicked === true;

  useEffect(() => {
    if (gone) liveSeatStorage.clear(seat.pin);
  }, [gone, seat.pin]);

  if (gone) {
    return (
      <Stack spacing={2} sx={{ pt: 4 }}>
        <Typography component="h1" sx={headingSx}>
          {state?.kicked ? t('live.play.kicked') : t('live.play.seatLost')}
        </Typography>
        <Button variant="contained" onClick={onLeave} sx={{ alignSelf: 'center' }}>
          {t('live.play.joinAgain')}
        </Button>
      </Stack>
    );
  }
  if (!state) return <PageSpinner />;
  const status = state.game.status;
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
        <Chip label={seat.nickname} color="primary" variant="outlined" />
        {connection.status === 'connecting' && (
          <Chip label={t('live.play.reconnecting')} color="warning" size="small" />
        )}
        <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
          {t('live.host.points', { score: state.you?.score ?? 0 })}
        </Typography>
      </Box>
      {status === 'lobby' && (
        <Stack spacing={2} sx={{ alignItems: 'center', pt: 6, textAlign: 'center' }}>
          <HourglassTopRounded sx={{ fontSize: 56, color: 'primary.main' }} aria-hidden />
          <Typography component="h1" sx={headingSx}>
            {t('live.play.lobby')}
          </Typography>
          <Typography sx={{ fontSize: '1.2rem' }}>{t('live.play.lobbyWait')}</Typography>
          <Typography color="text.secondary" aria-live="polite">
            {t('live.play.playersIn', { count: state.game.players })}
          </Typography>
        </Stack>
      )}
      {status === 'question' &&
        (state.you?.answer ? (
          <Locked state={state} />
        ) : (
          <Options key={state.question?.index} state={state} seat={seat} onAnswered={markAnswered} />
        ))}
      {status === 'reveal' && <Outcome state={state} />}
      {status === 'finished' && <Final state={state} />}
    </Stack>
  );
}

/** The player's screen; `pin` from the address (the QR code's `/live/{pin}`), or empty on `/live`. */
export function PlayerScreen({
  pin,
  user,
  onJoined,
}: {
  pin: string;
  user: AppUser | null;
  /** Told the PIN once joined, so the address can carry it (a reload then finds the seat). */
  onJoined: (pin: string) => void;
}) {
  const [seat, setSeat] = useState<LiveSeat | null>(() =>
    isValidPin(pin) ? liveSeatStorage.get(pin) : null,
  );
  const [seatPin, setSeatPin] = useState(pin);
  // Another PIN in the address (a new QR code scanned in the same tab) is another seat.
  if (seatPin !== pin) {
    setSeatPin(pin);
    setSeat(isValidPin(pin) ? liveSeatStorage.get(pin) : null);
  }

  if (!seat) {
    return (
      <JoinForm
        initialPin={pin}
        user={user}
        onJoined={(joined) => {
          liveSeatStorage.set(joined);
          setSeat(joined);
          setSeatPin(joined.pin);
          onJoined(joined.pin);
        }}
      />
    );
  }
  return <Game key={seat.playerToken} seat={seat} onLeave={() => setSeat(null)} />;
}
