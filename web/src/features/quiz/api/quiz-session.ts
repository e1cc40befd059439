// One quiz session on screen: started or resumed, answered question by question, restarted when a setting
// changes (SPEC §4). Calls that a newer start overtook are aborted and their answers ignored.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { quizSessionStorage } from '../../../lib/storage';
import { nextOrderType } from '../utils/order-type';
import { initialQuizState, type QuizFailure, type QuizState, quizReducer } from '../utils/quiz-state';
import {
  DEFAULT_QUIZ_SETTINGS,
  type QuizSettings,
  readStoredSession,
  resumableSession,
  type StoredQuizSession,
} from '../utils/stored-session';
import { getNextQuestion } from './get-next-question';
import { quizQueryKeys } from './quiz-query-keys';
import { startQuiz } from './start-quiz';
import { submitAnswer } from './submit-answer';

export type QuizSessionControls = {
  state: QuizState;
  settings: QuizSettings;
  /** True once the student went to a next question or restarted on this page. */
  movedOn: boolean;
  select: (label: string) => void;
  submit: () => void;
  next: () => void;
  changeOrder: () => void;
  changeStart: (startAt: number) => void;
  restart: () => void;
  /** SPEC §8: a failed AI explanation replaces the page too; `message` is the server's, null when not reached. */
  failExplanation: (message: string | null) => void;
};

function statusOf(error: unknown): number {
  return isApiError(error) ? error.status : 0;
}

/** Nothing to show: the call was overtaken, or the login ran out and the app is on its way to the login page. */
function isSilent(error: unknown, signal: AbortSignal): boolean {
  return (
    signal.aborted ||
    (error instanceof DOMException && error.name === 'AbortError') ||
    (isApiError(error) && error.status === 401)
  );
}

/** The stored session is no longer there (expired) or not this user's: start afresh without a word. */
function isGone(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 403);
}

function storedSessionFor(username: string, courseName: string): StoredQuizSession | null {
  return resumableSession(readStoredSession(quizSessionStorage.get()), username, courseName);
}

/** Keeps a session so that a reload, or "continue previous quiz" on the welcome screen, comes back to it. */
export function rememberQuizSession(session: StoredQuizSession): void {
  quizSessionStorage.set(session.sessionId, session);
}

export function useQuizSession({ courseName, username }: { courseName: string; username: string }) {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(quizReducer, initialQuizState);
  const [settings, setSettings] = useState<QuizSettings>(() => {
    const stored = storedSessionFor(username, courseName);
    return stored ? { orderType: stored.orderType, startAt: stored.startAt } : DEFAULT_QUIZ_SETTINGS;
  });
  const [movedOn, setMovedOn] = useState(false);
  const controller = useRef<AbortController | null>(null);

  /** Aborts whatever the previous start, resume or answer was waiting for. */
  const freshSignal = useCallback((): AbortSignal => {
    controller.current?.abort();
    controller.current = new AbortController();
    return controller.current.signal;
  }, []);

  const fail = useCallback((failure: QuizFailure) => dispatch({ type: 'fail', failure }), []);

  const showNext = useCallback(
    async (sessionId: string, signal: AbortSignal, onGone?: () => Promise<void>): Promise<void> => {
      let answer: Awaited<ReturnType<typeof getNextQuestion>>;
      try {
        answer = await getNextQuestion(sessionId, signal);
      } catch (error) {
        if (isSilent(error, signal)) return;
        if (onGone && isGone(error)) return onGone();
        return fail({ kind: 'next', status: statusOf(error) });
      }
      if (signal.aborted) return;
      if (answer.kind === 'question') dispatch({ type: 'questionLoaded', question: answer.question });
      else if (answer.kind === 'unreadable') fail({ kind: 'unreadable', text: answer.text });
      else {
        // Done: the next visit to the course starts a new quiz rather than this finished one.
        quizSessionStorage.clear();
        dispatch({ type: 'finished' });
      }
    },
    [fail],
  );

  const startNew = useCallback(
    async (next: QuizSettings, signal: AbortSignal): Promise<void> => {
      dispatch({ type: 'start' });
      let sessionId: string;
      try {
        sessionId = await startQuiz({ courseName, ...next }, signal);
      } catch (error) {
        if (isSilent(error, signal)) return;
        return fail({ kind: 'start', status: statusOf(error) });
      }
      if (signal.aborted) return;
      rememberQuizSession({ sessionId, username, courseName, ...next, stats: null });
      dispatch({ type: 'sessionReady', sessionId, stats: null });
      await showNext(sessionId, signal);
    },
    [courseName, username, fail, showNext],
  );

  // On opening the page: the stored session of this course when there is one (a reload), else a new one.
  useEffect(() => {
    const signal = freshSignal();
    const stored = storedSessionFor(username, courseName);
    if (stored) {
      const startedAs = { orderType: stored.orderType, startAt: stored.startAt };
      dispatch({ type: 'sessionReady', sessionId: stored.sessionId, stats: stored.stats });
      void showNext(stored.sessionId, signal, () => startNew(startedAs, signal));
    } else {
      void startNew(DEFAULT_QUIZ_SETTINGS, signal);
    }
    return () => controller.current?.abort();
  }, [courseName, username, freshSignal, showNext, startNew]);

  const restartWith = (next: QuizSettings) => {
    setMovedOn(true);
    setSettings(next);
    void startNew(next, freshSignal());
  };

  const submit = () => {
    if (state.phase !== 'question' || state.selected === null) return;
    const { sessionId, selected } = state;
    dispatch({ type: 'submit' });
    const signal = freshSignal();
    submitAnswer(sessionId, selected, signal).then(
      (feedback) => {
        if (signal.aborted) return;
        rememberQuizSession({ sessionId, username, courseName, ...settings, stats: feedback.stats });
        dispatch({ type: 'answered', feedback });
        // The welcome card and the progress view count this answer next time they show.
        void queryClient.invalidateQueries({ queryKey: quizQueryKeys.all });
      },
      (error: unknown) => {
        if (!isSilent(error, signal)) fail({ kind: 'submit', status: statusOf(error) });
      },
    );
  };

  const next = () => {
    if (state.phase !== 'answered') return;
    setMovedOn(true);
    dispatch({ type: 'next' });
    void showNext(state.sessionId, freshSignal());
  };

  return {
    state,
    settings,
    movedOn,
    select: (label: string) => dispatch({ type: 'select', label }),
    submit,
    next,
    changeOrder: () => restartWith({ ...settings, orderType: nextOrderType(settings.orderType) }),
    changeStart: (startAt: number) => restartWith({ ...settings, startAt }),
    restart: () => restartWith(settings),
    failExplanation: (message: string | null) => fail({ kind: 'explain', message }),
  } satisfies QuizSessionControls;
}
