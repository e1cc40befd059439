// Joining a game on a phone: the PIN (filled in from the QR code's address), and a guest's nickname or the signed-in
// player's name; a refusal says why, and when the game is for signed-in players only, offers the sign-in.

import {
  cleanNickname,
  isValidNickname,
  isValidPin,
  LIVE_PIN_LENGTH,
  NICKNAME_MAX_LENGTH,
} from '@quizdrill/contracts/rules';
import { shortName } from '@quizdrill/contracts/rules/names';
import LogIn from 'lucide-react/icons/log-in';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormActions } from '@/components/ui/form-actions';
import { FormField } from '@/components/ui/form-field';
import { FormLayout } from '@/components/ui/form-layout';
import { paths } from '@/config/paths';
import { ensureDevice, joinGame } from '@/features/live/api/live-games';
import { joinRefusal, pinProblem } from '@/features/live/utils/live-errors';
import { isApiError } from '@/lib/api-client';
import type { LiveSeat } from '@/lib/storage';
import type { AppUser } from '@/lib/token-claims';
import { waitDuration } from '@/lib/wait-duration';
import styles from './join-form.module.css';
import { PlayerHeading } from './player-heading';

/**
 * What the other players will call a signed-in player: their first name and initial ("Sara A."), as the game names
 * them (issue 41); the username only until the profile has loaded.
 */
function nameInGame(user: AppUser): string {
  if (user.firstName === undefined) return user.username;
  return shortName({ firstName: user.firstName, lastName: user.lastName ?? '' });
}

export function JoinForm({
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
    <div className={styles.place}>
      <Card padding={0}>
        <div className={styles.card}>
          <PlayerHeading>{t('live.play.title')}</PlayerHeading>
          <FormLayout
            onSubmit={onSubmit}
            error={
              refusal && (
                <>
                  {refusal.text}
                  {refusal.login && (
                    <div className={styles.login}>
                      <ButtonLink
                        to={paths.login}
                        variant="text"
                        size="small"
                        icon={<LogIn size={18} aria-hidden="true" />}
                      >
                        {t('live.play.login')}
                      </ButtonLink>
                    </div>
                  )}
                </>
              )
            }
          >
            <div className={styles.pin}>
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
            </div>
            {user ? (
              <p className={styles.signedIn}>{t('live.play.signedInAs', { name: nameInGame(user) })}</p>
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
              icon={<LogIn size={20} aria-hidden="true" />}
            />
          </FormLayout>
        </div>
      </Card>
    </div>
  );
}
