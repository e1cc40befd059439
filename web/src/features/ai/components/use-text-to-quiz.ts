// Text to quiz's flow (SPEC §4): the state in one reducer (utils/text-to-quiz-state.ts), the calls that generate,
// regenerate and save, and what the screen does around them: toasts, and the focus moved to what needs the user.
import {
  countWords,
  DEFAULT_LANGUAGE,
  estimatedQuestionCount,
  isOverWordLimit,
} from '@quizdrill/contracts/rules';
import type { TFunction } from 'i18next';
import { useMemo, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { focusField } from '@/components/ui/focus-field';
import { useToast } from '@/components/ui/toast';
import { ERROR_TOAST_MS } from '@/config/constants';
import {
  type GenerateQuestionsRequest,
  regenerateQuestion,
  useGenerateQuestions,
} from '@/features/ai/api/generate-questions';
import { regenerateOptions } from '@/features/ai/api/regenerate-options';
import { useSaveQuestions } from '@/features/ai/api/save-questions';
import { classifyAiFailure } from '@/features/ai/utils/ai-failure';
import {
  batchItems,
  type GeneratedQuestion,
  hasSaveErrors,
  validateSave,
} from '@/features/ai/utils/generated-questions';
import { validateGeneration } from '@/features/ai/utils/source-text';
import { detectTextLanguage } from '@/features/ai/utils/text-language';
import {
  type Draft,
  initialTextToQuizState,
  type Regenerating,
  type SourceFieldName,
  textToQuizReducer,
  tickedQuestions,
} from '@/features/ai/utils/text-to-quiz-state';
import { isApiError } from '@/lib/api-client';
import { toLanguage } from '@/lib/i18n';
import { aiModelStorage } from '@/lib/storage';

let lastDraftKey = 0;
function toDrafts(questions: GeneratedQuestion[]): Draft[] {
  return questions.map((question) => {
    lastDraftKey += 1;
    return { key: lastDraftKey, question };
  });
}

/** The toast text of a failed generation or save: the SPEC's words, then what the server said on a line of its own. */
function failureText(error: unknown, lead: string, t: TFunction): string | null {
  const failure = classifyAiFailure(error);
  switch (failure.kind) {
    case 'silent':
      return null;
    case 'rateLimited':
      return failure.minutes === undefined
        ? t('ai.rateLimitedLater')
        : t('ai.rateLimited', { minutes: failure.minutes });
    case 'unreachable':
      return `${lead}\n${t('quiz.error.noConnection')}`;
    case 'translated':
      return `${lead}\n${t(failure.key)}`;
    case 'photoRefused':
      return lead;
    case 'server':
      return `${lead}\n${failure.message}`;
  }
}

export function useTextToQuiz(initialText: string) {
  const { t, i18n } = useTranslation();
  const showToast = useToast();
  const generate = useGenerateQuestions();
  const save = useSaveQuestions();
  const [state, dispatch] = useReducer(textToQuizReducer, initialText, initialTextToQuizState);
  const sourceFormRef = useRef<HTMLFormElement>(null);

  // The questions' language: the one the user picked, else the text's own, else the interface's.
  const textLanguage = useMemo(() => detectTextLanguage(state.text), [state.text]);
  const language =
    state.pickedLanguage ?? textLanguage ?? toLanguage(i18n.resolvedLanguage) ?? DEFAULT_LANGUAGE;
  const words = countWords(state.text);
  const busy = generate.isPending || save.isPending;

  const focusSourceField = (field: SourceFieldName) => {
    if (sourceFormRef.current) focusField(sourceFormRef.current, field);
  };
  const showFailure = (error: unknown, lead: string) => {
    const message = failureText(error, lead, t);
    if (message) showToast({ message, severity: 'error', durationMs: ERROR_TOAST_MS });
  };

  const startGeneration = () => {
    if (busy) return;
    const found = validateGeneration(state.text, state.course);
    dispatch({ type: 'generationChecked', errors: found });
    const firstProblem = (['text', 'displayName', 'name'] as const).find((field) => found[field]);
    if (firstProblem) {
      focusSourceField(firstProblem);
      return;
    }
    const request: GenerateQuestionsRequest = {
      text: state.text.trim(),
      courseName: state.course.name.trim(),
      language,
      maxQuestions: estimatedQuestionCount(words),
      aiModel: aiModelStorage.get(),
    };
    generate.mutate(request, {
      onSuccess: (questions) =>
        dispatch({ type: 'generated', generation: { request, drafts: toDrafts(questions) } }),
      onError: (error) => showFailure(error, t('textToQuiz.errorGenerating')),
    });
  };

  const regenerate = (draft: Draft, part: Regenerating) => {
    if (!state.generation) return;
    const { request } = state.generation;
    const { key, question } = draft;
    dispatch({ type: 'regenerationStarted', key, part });
    const work =
      part === 'question'
        ? regenerateQuestion(request, question).then((replacement) =>
            dispatch({ type: 'questionReplaced', key, question: replacement }),
          )
        : regenerateOptions({
            questionText: question.questionText,
            language: question.language,
            courseName: request.courseName,
            sourceText: request.text,
            aiModel: request.aiModel,
          }).then((options) => dispatch({ type: 'optionsReplaced', key, options }));
    // SPEC §8: regeneration failures are only logged; the question stays as it was.
    work
      .catch((error: unknown) => console.error(`Regenerating the ${part} of question ${key} failed`, error))
      .finally(() => dispatch({ type: 'regenerationEnded', key }));
  };

  const submitSave = () => {
    if (!state.generation) return;
    const chosen = tickedQuestions(state);
    const found = validateSave(chosen.length, state.course);
    dispatch({ type: 'saveChecked', errors: found });
    if (hasSaveErrors(found)) {
      if (found.displayName || found.name) focusSourceField(found.displayName ? 'displayName' : 'name');
      return;
    }
    save.mutate(batchItems(chosen, state.course, t('textToQuiz.defaultDescription')), {
      onSuccess: (saved) => {
        showToast({
          message: t('textToQuiz.saved', { course: saved.course.displayName }),
          closeLabel: t('textToQuiz.done'),
        });
        dispatch({ type: 'saved', saved });
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 403) {
          dispatch({ type: 'courseNotYours' });
          focusSourceField('name');
        }
        showFailure(error, t('textToQuiz.saveError'));
      },
    });
  };

  const addMore = () => {
    dispatch({ type: 'addMore' });
    requestAnimationFrame(() => focusSourceField('text'));
  };

  return {
    state,
    dispatch,
    language,
    /** The language the text is written in, when it can be told. */
    textLanguage,
    words,
    overLimit: isOverWordLimit(words),
    busy,
    generating: generate.isPending,
    jobStatus: generate.jobStatus,
    saving: save.isPending,
    sourceFormRef,
    startGeneration,
    regenerate,
    submitSave,
    addMore,
  };
}

export type TextToQuizFlow = ReturnType<typeof useTextToQuiz>;
