import type { QuizQuestion, QuizStats, SubmitResponse } from '@quizdrill/contracts/types';
import ArrowRight from 'lucide-react/icons/arrow-right';
import Send from 'lucide-react/icons/send';
import { type FormEvent, lazy, Suspense, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { MathText } from '@/components/ui/math-text';
import { Progress } from '@/components/ui/progress';
import { QuestionImage } from '@/components/ui/question-image';
import { Spinner } from '@/components/ui/spinner';
import { optionOutcome, progressPercent } from '@/features/quiz/utils/quiz-state';
import { otherScreenTexts } from '@/lib/i18n';
import { useAiExplanation } from './ai-explanation';
import { AnswerOption } from './answer-option';
import styles from './quiz-question-card.module.css';
import { QuizStatsLine } from './quiz-stats-line';

// The AI explanation's button and card, needed once an answer is wrong, with the `ai` texts they show (the rest of
// the texts, which the quiz page does not wait for): not before the first question shows (issue 19).
const aiExplanationView = () =>
  Promise.all([import('./ai-explanation-view'), otherScreenTexts()]).then(([view]) => view);
const AiExplanationButton = lazy(() =>
  aiExplanationView().then((view) => ({ default: view.AiExplanationButton })),
);
const AiExplanationPanel = lazy(() =>
  aiExplanationView().then((view) => ({ default: view.AiExplanationPanel })),
);

/** idle: choosing; submitting: the answer is on its way; answered: marked; busy: the next question is coming. */
export type QuestionCardStatus = 'idle' | 'submitting' | 'answered' | 'busy';

type QuizQuestionCardProps = {
  /** Changes with every question shown, in this session or a new one. */
  questionKey: string;
  /** Whether a newly shown question takes the focus: once the student has moved on or restarted. */
  focusOnShow: boolean;
  question: QuizQuestion;
  selected: string | null;
  feedback: SubmitResponse | null;
  stats: QuizStats | null;
  status: QuestionCardStatus;
  onSelect: (label: string) => void;
  onSubmit: () => void;
  onNext: () => void;
  /** A failed AI explanation (SPEC §8): the server's message, or null when it was not reached. */
  onExplanationFailed: (message: string | null) => void;
};

function feedbackTextKey(feedback: SubmitResponse) {
  if (feedback.feedbackKey === 'quiz.correct' || feedback.feedbackKey === 'quiz.incorrect') {
    return feedback.feedbackKey;
  }
  return feedback.correct ? 'quiz.correct' : 'quiz.incorrect';
}

function Feedback({ question, feedback }: { question: QuizQuestion; feedback: SubmitResponse }) {
  const { t } = useTranslation();
  const right = question.options.find((option) => option.optionLabel === feedback.correctOption);
  return (
    <Alert tone={feedback.correct ? 'success' : 'error'} urgent>
      <span className={styles.feedbackTitle}>{t(feedbackTextKey(feedback))}</span>
      {!feedback.correct && right && (
        <span className={styles.feedbackLine} lang={question.language}>
          {t('quiz.correctAnswerIs', { label: right.optionLabel })} <MathText text={right.optionText} />
        </span>
      )}
      {feedback.explanation && (
        <span className={styles.explanation} lang={question.language}>
          <strong>{t('quiz.explanation')}</strong> <MathText text={feedback.explanation} />
        </span>
      )}
    </Alert>
  );
}

/** One question (SPEC §4 "Quiz answer"): progress, text, image, the options as radios, then feedback and next. */
export function QuizQuestionCard(props: QuizQuestionCardProps) {
  const {
    questionKey,
    focusOnShow,
    question,
    selected,
    feedback,
    stats,
    status,
    onSelect,
    onSubmit,
    onNext,
    onExplanationFailed,
  } = props;
  const { t } = useTranslation();
  const headingId = useId();
  const progressId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  // The question already given focus; on the page's first question the page keeps its focus.
  const focusedKey = useRef<string | null>(focusOnShow ? null : questionKey);
  const busy = status === 'busy';
  // While the next question is on its way, the marked answer stays on screen.
  const answered = feedback !== null && (status === 'answered' || busy);
  const explanation = useAiExplanation({
    questionKey,
    question,
    selected,
    feedback,
    onFailed: onExplanationFailed,
  });
  // SPEC §4: offered after a wrong answer only.
  const offerExplanation = answered && !feedback.correct;

  // A question the student moved on to (the next one, or the first of a restarted session): screen readers and
  // keyboards start from its text, so Enter answers it rather than pressing the button that led here.
  useEffect(() => {
    if (!focusOnShow || focusedKey.current === questionKey) return;
    focusedKey.current = questionKey;
    headingRef.current?.focus();
  }, [questionKey, focusOnShow]);

  // The answer is marked: the next step is one Enter away.
  useEffect(() => {
    if (answered) nextRef.current?.focus();
  }, [answered]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <Card as="section" padding={0} aria-labelledby={headingId} aria-busy={busy}>
      <div className={styles.card}>
        <div>
          <div className={styles.top}>
            <p id={progressId} className={styles.position}>
              {t('quiz.progress', { position: question.position, total: question.total })}
            </p>
            {stats && stats.total > 0 && <QuizStatsLine stats={stats} />}
          </div>
          <div className={styles.progress}>
            <Progress
              label={t('quiz.progress', { position: question.position, total: question.total })}
              value={busy ? undefined : progressPercent(question, answered)}
            />
          </div>
        </div>

        <h2
          ref={headingRef}
          id={headingId}
          tabIndex={-1}
          className={styles.question}
          lang={question.language}
        >
          <MathText text={question.questionText} />
        </h2>

        {question.imageUrl && <QuestionImage key={question.imageUrl} src={question.imageUrl} />}

        <form noValidate onSubmit={submit} className={styles.form}>
          <div role="radiogroup" aria-labelledby={headingId} className={styles.options}>
            {question.options.map((option) => (
              <AnswerOption
                key={option.optionLabel}
                option={option}
                name={`quiz-question-${question.id}`}
                language={question.language}
                selected={selected === option.optionLabel}
                outcome={
                  answered && selected !== null ? optionOutcome(option.optionLabel, selected, feedback) : null
                }
                disabled={status !== 'idle'}
                onSelect={() => onSelect(option.optionLabel)}
              />
            ))}
          </div>

          <div role="status" aria-live="polite">
            {answered && <Feedback question={question} feedback={feedback} />}
          </div>

          <div className={styles.actions}>
            {answered ? (
              <Button ref={nextRef} size="large" onClick={onNext} disabled={busy}>
                {t('quiz.next')}
                {busy ? <Spinner size={18} /> : <ArrowRight size={20} aria-hidden="true" />}
              </Button>
            ) : (
              <Button
                type="submit"
                size="large"
                disabled={selected === null}
                loading={status === 'submitting' || busy}
                icon={<Send size={20} aria-hidden="true" />}
              >
                {status === 'submitting' ? t('quiz.submitting') : t('quiz.submit')}
              </Button>
            )}
            {offerExplanation && (
              <Suspense fallback={null}>
                <AiExplanationButton explanation={explanation} />
              </Suspense>
            )}
          </div>
          {offerExplanation && (
            <Suspense fallback={null}>
              <AiExplanationPanel explanation={explanation} />
            </Suspense>
          )}
        </form>

        <p className={styles.hint}>{t('quiz.keyboardHint')}</p>
      </div>
    </Card>
  );
}
