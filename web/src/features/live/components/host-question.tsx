// The host's open question: its text (and picture) large, the countdown, the options on their colours, how many
// have answered, and the reveal.

import type { HostAction } from '@quizdrill/contracts/types';
import Eye from 'lucide-react/icons/eye';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Stack } from '@/components/ui/layout';
import { MathText } from '@/components/ui/math-text';
import type { LiveScreenState } from '@/features/live/utils/live-state';
import { questionImageSources } from '@/lib/question-image-sources';
import { Countdown } from './countdown';
import styles from './host-question.module.css';
import { OptionFace } from './option-look';

/** Which question of how many, the PIN for late joiners, the question and its picture: the question and the reveal. */
export function QuestionHeading({ state }: { state: LiveScreenState }) {
  const { t } = useTranslation();
  const question = state.question;
  if (!question) return null;
  const sources = question.imageUrl ? questionImageSources(question.imageUrl) : null;
  return (
    <Stack gap={2}>
      <p className={styles.position}>
        {t('live.host.questionOf', { number: question.index + 1, total: question.total })} · PIN{' '}
        {state.game.pin}
      </p>
      <h2 className={styles.question} lang={question.language}>
        <MathText text={question.questionText} />
      </h2>
      {sources && <img className={styles.image} src={sources.zoom} alt={question.questionText} />}
    </Stack>
  );
}

export function HostQuestion({
  state,
  onAct,
  acting,
}: {
  state: LiveScreenState;
  onAct: (action: HostAction) => void;
  acting: boolean;
}) {
  const { t } = useTranslation();
  const question = state.question;
  if (!question) return null;
  return (
    <Stack gap={3}>
      <div className={styles.top}>
        <div className={styles.heading}>
          <QuestionHeading state={state} />
        </div>
        <Countdown state={state} size={120} />
      </div>
      {question.prompts && (
        <ol className={styles.prompts} lang={question.language} aria-label={t('live.host.matchEach')}>
          {question.prompts.map((prompt, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: prompts never move
            <li key={index}>
              <MathText text={prompt} />
            </li>
          ))}
        </ol>
      )}
      {question.options.length > 0 ? (
        <ul className={styles.options} aria-label={t('live.play.optionsLabel')}>
          {question.options.map((option, index) => (
            <li key={option.optionLabel} lang={question.language}>
              <OptionFace index={index} label={option.optionLabel} text={option.optionText} big />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.pace}>
          {question.kind === 'numeric' ? t('live.host.typeNumber') : t('live.host.typeAnswer')}
        </p>
      )}
      {question.kind === 'multiple' && <p className={styles.pace}>{t('live.play.tickAll')}</p>}
      <div className={styles.footer}>
        <p className={styles.answered} aria-live="polite" data-testid="live-answered">
          {t('live.host.answered', { answered: state.game.answered, players: state.game.players })}
        </p>
        {question.seconds === null && <p className={styles.pace}>{t('live.host.teacherAdvances')}</p>}
        <Button
          size="large"
          icon={<Eye size={22} aria-hidden="true" />}
          disabled={acting}
          onClick={() => onAct('reveal')}
        >
          {t('live.host.reveal')}
        </Button>
      </div>
    </Stack>
  );
}
