// What a player's phone shows between the taps: the answer locked in, right or wrong after the reveal (with points
// and place), and the final place.
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleX from 'lucide-react/icons/circle-x';
import Lock from 'lucide-react/icons/lock';
import { useTranslation } from 'react-i18next';
import { MathText } from '@/components/ui/math-text';
import { answeredText } from '@/features/live/utils/answered-text';
import type { LiveScreenState } from '@/features/live/utils/live-state';
import { Countdown } from './countdown';
import { OptionFace } from './option-look';
import styles from './player-feedback.module.css';
import { PlayerHeading } from './player-heading';

export function AnswerLocked({ state }: { state: LiveScreenState }) {
  const { t } = useTranslation();
  const question = state.question;
  const chosen = state.you?.answer;
  const index = question?.options.findIndex((option) => option.optionLabel === chosen) ?? -1;
  const option = question?.options[index];
  return (
    <div className={styles.feedback} data-gap="wide">
      <Lock className={styles.icon} data-tone="primary" size={56} aria-hidden="true" />
      <PlayerHeading>{t('live.play.answerLocked')}</PlayerHeading>
      {option && (
        <div className={styles.chosen} lang={question?.language}>
          <OptionFace index={index} label={option.optionLabel} text={option.optionText} />
        </div>
      )}
      {!option && chosen && (
        <p className={styles.secondary} lang={question?.language}>
          {t('live.play.yourAnswerWas')}{' '}
          <MathText text={question ? answeredText(question, chosen) : chosen} />
        </p>
      )}
      <Countdown state={state} size={64} />
      <p className={styles.secondary}>{t('live.play.waitReveal')}</p>
    </div>
  );
}

export function RevealOutcome({ state }: { state: LiveScreenState }) {
  const { t } = useTranslation();
  const you = state.reveal?.you;
  if (!you) return <PlayerHeading>{t('live.play.waitQuestion')}</PlayerHeading>;
  const partly = !you.correct && (you.credit ?? 0) > 0;
  const title =
    you.answer === null
      ? t('live.play.noAnswer')
      : you.correct
        ? t('live.play.right')
        : partly
          ? t('live.play.partlyRight', { percent: Math.round((you.credit ?? 0) * 100) })
          : t('live.play.wrong');
  const explanation = state.reveal?.explanation;
  return (
    <div className={styles.feedback}>
      {you.correct ? (
        <CircleCheck className={styles.icon} data-tone="success" size={88} aria-hidden="true" />
      ) : (
        <CircleX className={styles.icon} data-tone="error" size={88} aria-hidden="true" />
      )}
      <PlayerHeading>{title}</PlayerHeading>
      <p className={styles.points}>{t('live.play.pointsGained', { points: you.points })}</p>
      {(you.feedback ?? []).map((text) => (
        <p key={text} className={styles.secondary} lang={state.question?.language}>
          <MathText text={text} />
        </p>
      ))}
      {explanation && (
        <p className={styles.secondary} lang={state.question?.language}>
          <MathText text={explanation} />
        </p>
      )}
      <p className={styles.rank}>{t('live.play.rankNow', { rank: you.rank })}</p>
      <p className={styles.secondary}>{t('live.play.totalScore', { score: you.score })}</p>
      <p className={styles.secondary} data-spaced="">
        {t('live.play.waitQuestion')}
      </p>
    </div>
  );
}

export function FinalPlace({ state }: { state: LiveScreenState }) {
  const { t } = useTranslation();
  const finished = state.finished;
  return (
    <div className={styles.feedback}>
      <PlayerHeading>{t('live.play.gameOver')}</PlayerHeading>
      {finished?.you && (
        <>
          <p className={styles.place} role="status">
            {t('live.play.finalPlace', { rank: finished.you.rank, players: finished.players })}
          </p>
          <p className={styles.rank}>{t('live.play.totalScore', { score: finished.you.score })}</p>
        </>
      )}
    </div>
  );
}
