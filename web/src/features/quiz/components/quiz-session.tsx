import type { TFunction } from 'i18next';
import { lazy, type RefObject, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { LazyConfirmDialog } from '@/components/ui/lazy-confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { type QuizSessionControls, useQuizSession } from '@/features/quiz/api/quiz-session';
import { type FailureMessage, failureMessage } from '@/features/quiz/utils/failure-message';
import type { QuizState } from '@/features/quiz/utils/quiz-state';
import { optionLabelForKey } from '@/lib/answer-keys';
import { useLatest } from '@/lib/use-latest';
import { MemoryActions } from './memory-actions';
import { type QuestionCardStatus, QuizQuestionCard } from './quiz-question-card';
import styles from './quiz-session.module.css';
import { QuizSettingsBar } from './quiz-settings-bar';

// Nothing to drill in a REVIEW or MISTAKES start: rare, so fetched when it happens.
const NothingToDrill = lazy(() =>
  import('./nothing-to-drill').then((view) => ({ default: view.NothingToDrill })),
);

// The end of a session, fetched once a question shows (far sooner than the end), so the first question comes sooner.
const quizFinishedView = () => import('./quiz-finished');
const QuizFinished = lazy(() => quizFinishedView().then((view) => ({ default: view.QuizFinished })));

type CardState = Extract<QuizState, { phase: 'question' | 'submitting' | 'answered' }>;

function hasCard(state: QuizState): state is CardState {
  return state.phase === 'question' || state.phase === 'submitting' || state.phase === 'answered';
}

const cardStatus: Record<CardState['phase'], QuestionCardStatus> = {
  question: 'idle',
  submitting: 'submitting',
  answered: 'answered',
};

function messageOf(message: FailureMessage, t: TFunction): string {
  if (message.key === 'quiz.error.unreadable') return t(message.key, { text: message.text });
  if (message.key === 'quiz.error.startUnreachable') return t(message.key);
  if (message.key === 'quiz.error.explain') {
    return t(message.key, { message: message.message ?? t('quiz.error.noConnection') });
  }
  return t(message.key, { status: message.status ?? t('quiz.error.noConnection') });
}

/** Typing a number into the start field is not answering. */
function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (
    target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  ) {
    return true;
  }
  return (
    target instanceof HTMLInputElement && !['radio', 'checkbox', 'button', 'submit'].includes(target.type)
  );
}

/** Enter on a button or link is that control's own; elsewhere it submits or moves on. */
function isOwnControl(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && target.closest('button, a[href], [role="button"]') !== null;
}

/**
 * SPEC §4 from the keyboard: 1–9 or A–Z choose an option, Enter submits, and Enter again goes to the next question.
 * The other kinds (issue 43) answer with their own controls: checkboxes, a text field whose Enter is its form's,
 * selects.
 * Keys count when the page has focus or the quiz does (not in a dialog, the menu or the start field).
 */
function useAnswerKeys(root: RefObject<HTMLElement | null>, quiz: QuizSessionControls): void {
  const latest = useLatest(quiz);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.isComposing)
        return;
      const target = event.target;
      const inQuiz = target === document.body || (target instanceof Node && root.current?.contains(target));
      if (!inQuiz || isTextEntry(target)) return;
      const { state, select, submit, next } = latest.current;
      if (event.key === 'Enter') {
        if (isOwnControl(target)) return;
        if (state.phase === 'question' && state.selected !== null) submit();
        else if (state.phase === 'answered') next();
        else return;
        event.preventDefault();
        return;
      }
      if (state.phase !== 'question') return;
      const kind = state.question.kind ?? 'single';
      if (kind !== 'single' && kind !== 'truefalse') return;
      const label = optionLabelForKey(event.key, state.question.options);
      if (label === null) return;
      event.preventDefault();
      select(label);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [root, latest]);
}

function QuestionSkeleton() {
  const { t } = useTranslation();
  return (
    <Card padding={0} aria-busy aria-label={t('quiz.loading')}>
      <div className={styles.skeleton}>
        <Skeleton width="30%" />
        <div className={styles.skeletonBar}>
          <Skeleton shape="block" height={8} />
        </div>
        <div className={styles.skeletonQuestion}>
          <Skeleton height={40} width="80%" />
        </div>
        <div className={styles.skeletonOptions}>
          {['A', 'B', 'C', 'D'].map((label) => (
            <Skeleton key={label} shape="block" height={56} />
          ))}
        </div>
      </div>
    </Card>
  );
}

type QuizSessionProps = {
  courseName: string;
  questionCount: number;
  /** The account's immutable id: whose remembered sessions are resumed. */
  userId: string;
  /** Start a REVIEW or MISTAKES session on opening instead of resuming. */
  startWith?: 'REVIEW' | 'MISTAKES';
};

/**
 * A course's quiz: settings, then one question at a time, then the summary. A failed call (an AI explanation's too)
 * replaces the page with the error page (SPEC §8), from which a reload resumes the same session.
 */
export function QuizSession({ courseName, questionCount, userId, startWith }: QuizSessionProps) {
  const { t } = useTranslation();
  const quiz = useQuizSession({ courseName, userId, startWith });
  const { state } = quiz;
  const root = useRef<HTMLDivElement>(null);
  useAnswerKeys(root, quiz);

  // Starting over leaves the answered part of a round behind: asked first once there is one (the answers stay in the
  // progress statistics, the position and score do not).
  // The count is kept while the dialog is open, so it does not change under the closing dialog.
  const [startOverAsked, setStartOverAsked] = useState<{ answered: number } | null>(null);
  const startOver = () => {
    const answered = 'stats' in state ? (state.stats?.total ?? 0) : 0;
    if (answered > 0) setStartOverAsked({ answered });
    else quiz.restart();
  };

  // While the next question or a new session is on its way, the last question stays in view, marked busy.
  const [shownCard, setShownCard] = useState<CardState | null>(null);
  if (hasCard(state) && state !== shownCard) setShownCard(state);
  if (state.phase === 'finished' && shownCard !== null) setShownCard(null);

  if (state.phase === 'failed') throw new Error(messageOf(failureMessage(state.failure), t));

  const card = hasCard(state)
    ? state
    : state.phase === 'loading' || state.phase === 'starting'
      ? shownCard
      : null;
  const stats = state.phase === 'starting' || state.phase === 'nothingToDrill' ? null : state.stats;
  const showsCard = card !== null;
  useEffect(() => {
    if (showsCard) void quizFinishedView();
  }, [showsCard]);

  return (
    <div ref={root} className={styles.session}>
      <QuizSettingsBar
        settings={quiz.settings}
        questionCount={questionCount}
        onChangeOrder={quiz.changeOrder}
        onChangeStart={quiz.changeStart}
        onStartOver={state.phase === 'finished' ? undefined : startOver}
        memoryActions={<MemoryActions courseName={courseName} onStart={quiz.startMemory} />}
        onBackToOrdinary={quiz.backToOrdinary}
      />
      <LazyConfirmDialog
        open={startOverAsked !== null}
        title={t('quiz.startOver.title')}
        text={t('quiz.startOver.text', { count: startOverAsked?.answered ?? 0 })}
        confirmLabel={t('quiz.startOver.action')}
        pending={false}
        onConfirm={() => {
          setStartOverAsked(null);
          quiz.restart();
        }}
        onClose={() => setStartOverAsked(null)}
      />
      {state.phase === 'nothingToDrill' ? (
        <Suspense fallback={<QuestionSkeleton />}>
          <NothingToDrill courseName={courseName} orderType={state.orderType} onBack={quiz.backToOrdinary} />
        </Suspense>
      ) : state.phase === 'finished' ? (
        <Suspense fallback={<QuestionSkeleton />}>
          <QuizFinished courseName={courseName} stats={state.stats} onRestart={quiz.restart} />
        </Suspense>
      ) : card ? (
        <QuizQuestionCard
          questionKey={`${card.sessionId} ${card.question.id}`}
          // Once the student moves on or restarts, each new question takes the focus; the first on opening does not.
          focusOnShow={quiz.movedOn}
          question={card.question}
          selected={card.selected}
          feedback={card.phase === 'answered' ? card.feedback : null}
          stats={stats}
          status={hasCard(state) ? cardStatus[state.phase] : 'busy'}
          onSelect={quiz.select}
          onAnswer={quiz.answer}
          onSubmit={quiz.submit}
          onNext={quiz.next}
          onExplanationFailed={quiz.failExplanation}
        />
      ) : (
        <QuestionSkeleton />
      )}
    </div>
  );
}
