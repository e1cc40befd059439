// One quiz session on screen: resumed when the course has an unfinished one (remembered by this browser, else
// known to the server), else started; answered question by question; started over on request or when a setting
// changes (SPEC §4). Calls that a newer start overtook are aborted and their answers ignored.
import { isMemoryOrder, NOTHING_TO_DRILL_CODES } from '@quizdrill/contracts/rules';
import type { CurrentSession } from '@quizdrill/contracts/types';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { type NextAnswer, nextFromBody } from '@/features/quiz/utils/next-answer';
import { nextOrderType } from '@/features/quiz/utils/order-type';
import {
  initialQuizState,
  type QuizFailure,
  type QuizState,
  quizReducer,
} from '@/features/quiz/utils/quiz-state';
import {
  DEFAULT_QUIZ_SETTINGS,
  type QuizSettings,
  readStoredSessions,
  type StoredQuizSession,
  settingsOf,
  storedSessionFromServer,
  withStoredSession,
} from '@/features/quiz/utils/stored-session';
import { isApiError } from '@/lib/api-client';
import { quizSessionStorage } from '@/lib/storage';
import { getNextQuestion } from './get-next-question';
import { type Settled, storedSessionFor, takeOpening } from './prefetched-opening';
import { quizQueryKeys } from './quiz-query-keys';
import { type StartedQuiz, startQuiz } from './start-quiz';
import { submitAnswer } from './submit-answer';

export type QuizSessionControls = {
  state: QuizState;
  settings: QuizSettings;
  /** True once the student went to a next question or restarted on this page. */
  movedOn: boolean;
  select: (label: string) => void;
  /** The answer of a kind not picked by one label (ANSWER_FORMS); null while incomplete. */
  answer: (answer: string | null) => void;
  submit: () => void;
  next: () => void;
  changeOrder: () => void;
  changeStart: (startAt: number) => void;
  /** A new session with the same settings: "Start over", and "restart" once finished. */
  restart: () => void;
  /** A REVIEW or MISTAKES session; back to the ordinary quiz with DEFAULT settings. */
  startMemory: (orderType: 'REVIEW' | 'MISTAKES') => void;
  backToOrdinary: () => void;
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

/** REVIEW or MISTAKES with nothing to drill: shown as an empty state. */
function isNothingToDrill(error: unknown): error is Error {
  return (
    isApiError(error) &&
    error.status === 409 &&
    Object.values(NOTHING_TO_DRILL_CODES).some((code) => code === error.code)
  );
}

/** The stored session is no longer there (expired) or not this user's: start afresh without a word. */
function isGone(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 403);
}

/** Keeps a session as its course's, so that opening the course again (or a reload) comes back to it. */
function rememberQuizSession(session: StoredQuizSession): void {
  quizSessionStorage.set(
    session.sessionId,
    withStoredSession(readStoredSessions(quizSessionStorage.get()), session),
  );
}

/** The remembered session of the course with `changes`, when it is still `sessionId` (else nothing changes). */
function updateQuizSession(
  userId: string,
  courseName: string,
  sessionId: string,
  changes: Partial<StoredQuizSession>,
): void {
  const stored = storedSessionFor(userId, courseName);
  if (stored?.sessionId === sessionId) rememberQuizSession({ ...stored, ...changes });
}

/** A session the server offers to continue ("continue previous quiz"), kept as this browser's for its course. */
export function rememberCurrentSession(session: CurrentSession, userId: string): StoredQuizSession {
  const stored = storedSessionFromServer(session, userId, storedSessionFor(userId, session.courseName));
  rememberQuizSession(stored);
  return stored;
}

/** What the loader's call settled as, awaited again as the call itself would be. */
function unsettle<T>(settled: Settled<T>): Promise<T> {
  return settled.ok ? Promise.resolve(settled.value) : Promise.reject(settled.error);
}

export function useQuizSession({
  courseName,
  userId,
  startWith,
}: {
  courseName: string;
  userId: string;
  /** Opening starts a REVIEW or MISTAKES session instead of resuming (the welcome screen's "Repetera nu"). */
  startWith?: 'REVIEW' | 'MISTAKES';
}) {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(quizReducer, initialQuizState);
  const [settings, setSettings] = useState<QuizSettings>(() => {
    if (startWith) return { orderType: startWith, startAt: 1 };
    const stored = storedSessionFor(userId, courseName);
    return stored ? settingsOf(stored) : DEFAULT_QUIZ_SETTINGS;
  });
  // Read once, on opening: later renders with the same parameter do not start again.
  const openWith = useRef(startWith);
  const [movedOn, setMovedOn] = useState(false);
  const controller = useRef<AbortController | null>(null);

  /** Aborts whatever the previous start, resume or answer was waiting for. */
  const freshSignal = useCallback((): AbortSignal => {
    controller.current?.abort();
    controller.current = new AbortController();
    return controller.current.signal;
  }, []);

  const fail = useCallback((failure: QuizFailure) => dispatch({ type: 'fail', failure }), []);

  /** Shows what `next` answered, from a `next` call or carried by the submit before it. */
  const show = useCallback(
    (sessionId: string, answer: NextAnswer): void => {
      if (answer.kind === 'question') dispatch({ type: 'questionLoaded', question: answer.question });
      else if (answer.kind === 'unreadable') fail({ kind: 'unreadable', text: answer.text });
      else {
        // Done: the course's next opening (a reload too) starts a new quiz, in the order and from the start chosen.
        updateQuizSession(userId, courseName, sessionId, { finished: true, answered: null });
        dispatch({ type: 'finished' });
      }
    },
    [courseName, userId, fail],
  );

  /** `asked`: the opening's `next` for this session (prefetched-opening.ts), else it is asked here. */
  const showNext = useCallback(
    async (
      sessionId: string,
      signal: AbortSignal,
      onGone?: () => Promise<void>,
      asked?: Promise<NextAnswer>,
    ): Promise<void> => {
      let answer: NextAnswer;
      try {
        answer = await (asked ?? getNextQuestion(sessionId, signal));
      } catch (error) {
        if (isSilent(error, signal)) return;
        if (onGone && isGone(error)) return onGone();
        return fail({ kind: 'next', status: statusOf(error) });
      }
      if (!signal.aborted) show(sessionId, answer);
    },
    [fail, show],
  );

  /** `prestarted`: the opening's start in these settings (prefetched-opening.ts), else it starts here. */
  const startNew = useCallback(
    async (next: QuizSettings, signal: AbortSignal, prestarted?: Settled<StartedQuiz>): Promise<void> => {
      dispatch({ type: 'start' });
      let started: StartedQuiz;
      try {
        started = await (prestarted ? unsettle(prestarted) : startQuiz({ courseName, ...next }, signal));
      } catch (error) {
        if (isSilent(error, signal)) return;
        if (isNothingToDrill(error) && isMemoryOrder(next.orderType)) {
          return dispatch({ type: 'nothingToDrill', orderType: next.orderType, message: error.message });
        }
        return fail({ kind: 'start', status: statusOf(error) });
      }
      if (signal.aborted) return;
      const { sessionId, first } = started;
      rememberQuizSession({
        sessionId,
        userId,
        courseName,
        ...next,
        stats: null,
        finished: false,
        answered: null,
      });
      dispatch({ type: 'sessionReady', sessionId, stats: null });
      // The start carried the first question (issue 19): shown at once, no second round trip.
      if (first) show(sessionId, first);
      else await showNext(sessionId, signal);
    },
    [courseName, userId, fail, show, showNext],
  );

  /**
   * On opening the page (utils/quiz-opening.ts): the course's unfinished session resumes where it stopped (same order,
   * position and statistics; its answered question with the feedback when the student had not moved on); a finished
   * one is followed by a new one in the same order; else the server may know one. A resumed session that no longer
   * exists is followed by a new one in its settings.
   */
  const open = useCallback(
    async (signal: AbortSignal): Promise<void> => {
      dispatch({ type: 'start' });
      const opened = await takeOpening(queryClient, userId, courseName);
      if (signal.aborted) return;
      if (opened.kind === 'start') {
        setSettings(opened.settings);
        return startNew(opened.settings, signal, opened.started);
      }
      setSettings(settingsOf(opened.session));
      if (opened.kind === 'showAnswered') {
        const { sessionId, answered } = opened.session;
        return dispatch({ type: 'restoreAnswered', sessionId, ...answered });
      }
      const { session } = opened;
      if (opened.fromServer) rememberQuizSession(session);
      dispatch({ type: 'sessionReady', sessionId: session.sessionId, stats: session.stats });
      return showNext(
        session.sessionId,
        signal,
        () => startNew(settingsOf(session), signal),
        unsettle(opened.answer),
      );
    },
    [courseName, userId, queryClient, showNext, startNew],
  );

  useEffect(() => {
    const signal = freshSignal();
    if (openWith.current) void startNew({ orderType: openWith.current, startAt: 1 }, signal);
    else void open(signal);
    return () => controller.current?.abort();
  }, [freshSignal, open, startNew]);

  const restartWith = (next: QuizSettings) => {
    setMovedOn(true);
    setSettings(next);
    void startNew(next, freshSignal());
  };

  const submit = () => {
    if (state.phase !== 'question' || state.selected === null) return;
    const { sessionId, selected, question } = state;
    dispatch({ type: 'submit' });
    const signal = freshSignal();
    submitAnswer(sessionId, question.id, selected, signal).then(
      (feedback) => {
        if (signal.aborted) return;
        rememberQuizSession({
          sessionId,
          userId,
          courseName,
          ...settings,
          stats: feedback.stats,
          finished: false,
          answered: { question, selected, feedback },
        });
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
    updateQuizSession(userId, courseName, state.sessionId, { answered: null });
    dispatch({ type: 'next' });
    // The submit's response carried the next question: shown at once, no second round trip (issue 19).
    const upcoming = nextFromBody(state.feedback.next);
    if (upcoming) show(state.sessionId, upcoming);
    else void showNext(state.sessionId, freshSignal());
  };

  return {
    state,
    settings,
    movedOn,
    select: (label: string) => dispatch({ type: 'select', label }),
    answer: (answer: string | null) => dispatch({ type: 'answer', answer }),
    submit,
    next,
    changeOrder: () => restartWith({ ...settings, orderType: nextOrderType(settings.orderType) }),
    changeStart: (startAt: number) => restartWith({ ...settings, startAt }),
    restart: () => restartWith(settings),
    startMemory: (orderType: 'REVIEW' | 'MISTAKES') => restartWith({ orderType, startAt: 1 }),
    backToOrdinary: () => restartWith(DEFAULT_QUIZ_SETTINGS),
    failExplanation: (message: string | null) => fail({ kind: 'explain', message }),
  } satisfies QuizSessionControls;
}
