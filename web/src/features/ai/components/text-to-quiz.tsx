// SPEC §4 "Text-to-quiz": enter a text, generate, tick the questions to save (select-all), regenerate a question or
// its options, name the course, save; then the saved questions with add more or done.
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentSection } from '../../../components/layout/content-section';
import { CourseIdentityInputs } from '../../../components/ui/course-identity-inputs';
import { focusField } from '../../../components/ui/focus-field';
import { useToast } from '../../../components/ui/toast';
import { ERROR_TOAST_MS } from '../../../config/constants';
import { isApiError } from '../../../lib/api-client';
import { suggestCourseName } from '../../../lib/course-rules';
import { DEFAULT_LANGUAGE, type Language, toLanguage } from '../../../lib/i18n';
import { aiModelStorage } from '../../../lib/storage';
import {
  type GenerateQuestionsRequest,
  regenerateQuestion,
  useGenerateQuestions,
} from '../api/generate-questions';
import { regenerateOptions } from '../api/regenerate-options';
import { type SavedQuestions, useSaveQuestions } from '../api/save-questions';
import { classifyAiFailure } from '../utils/ai-failure';
import {
  batchItems,
  type CourseDetails,
  type GeneratedQuestion,
  hasSaveErrors,
  validateSave,
} from '../utils/generated-questions';
import {
  countWords,
  estimatedQuestionCount,
  isOverWordLimit,
  SOURCE_TEXT_MAX_LENGTH,
  validateGeneration,
} from '../utils/source-text';
import type { Regenerating } from './generated-question-card';
import { type Draft, GeneratedQuestionsForm } from './generated-questions-form';
import { JobProgress } from './job-progress';
import { SavedQuestionsReview } from './saved-questions-review';
import { WordCount } from './word-count';

/** The questions on screen and the request that made them (regenerating asks the same way). */
type Generation = { request: GenerateQuestionsRequest; drafts: Draft[] };

type FieldName = 'text' | 'displayName' | 'name';
type FieldErrors = Partial<Record<FieldName, string>>;

const emptyCourse: CourseDetails = { displayName: '', name: '', description: '' };

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

type TextToQuizProps = {
  /** A text to start from: the one photo to quiz read. */
  initialText: string;
};

export function TextToQuiz({ initialText }: TextToQuizProps) {
  const { t, i18n } = useTranslation();
  const showToast = useToast();
  const generate = useGenerateQuestions();
  const save = useSaveQuestions();
  const [text, setText] = useState(initialText);
  const [fromPhoto, setFromPhoto] = useState(initialText !== '');
  const [language, setLanguage] = useState<Language>(
    () => toLanguage(i18n.resolvedLanguage) ?? DEFAULT_LANGUAGE,
  );
  const [course, setCourse] = useState<CourseDetails>(emptyCourse);
  const [nameEdited, setNameEdited] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [noneTicked, setNoneTicked] = useState(false);
  const [generation, setGeneration] = useState<Generation | null>(null);
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const [regenerating, setRegenerating] = useState<ReadonlyMap<number, Regenerating>>(new Map());
  const [saved, setSaved] = useState<SavedQuestions | null>(null);
  const sourceFormRef = useRef<HTMLFormElement>(null);
  const questionsHeadingRef = useRef<HTMLHeadingElement>(null);
  const wordCountId = useId();

  const words = countWords(text);
  const overLimit = isOverWordLimit(words);
  const busy = generate.isPending || save.isPending;

  const changeCourse = (field: keyof CourseDetails, value: string) => {
    setErrors((current) => ({ ...current, [field]: undefined }));
    setCourse((current) => {
      if (field === 'displayName' && !nameEdited)
        return { ...current, displayName: value, name: suggestCourseName(value) };
      return { ...current, [field]: value };
    });
    // SPEC §4 "Course create": the name follows the display name until the user writes one; emptying it hands it back.
    if (field === 'name') setNameEdited(value !== '');
  };

  const startGeneration = () => {
    if (busy) return;
    const found = validateGeneration(text, course.name);
    setErrors((current) => ({
      ...current,
      text: found.text && t(found.text),
      name: found.name && t(found.name),
    }));
    if (found.text || found.name) {
      if (sourceFormRef.current) focusField(sourceFormRef.current, found.text ? 'text' : 'name');
      return;
    }
    const request: GenerateQuestionsRequest = {
      text: text.trim(),
      courseName: course.name.trim(),
      language,
      maxQuestions: estimatedQuestionCount(words),
      aiModel: aiModelStorage.get(),
    };
    generate.mutate(request, {
      onSuccess: (questions) => {
        setGeneration({ request, drafts: toDrafts(questions) });
        setTicked(new Set());
        setNoneTicked(false);
        requestAnimationFrame(() => questionsHeadingRef.current?.focus());
      },
      onError: (error) => {
        const message = failureText(error, t('textToQuiz.errorGenerating'), t);
        if (message) showToast({ message, severity: 'error', durationMs: ERROR_TOAST_MS });
      },
    });
  };

  const submitSource = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    startGeneration();
  };

  // Ctrl+Enter (⌘+Enter) generates from anywhere in the text and course fields.
  const generateOnShortcut = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return;
    event.preventDefault();
    startGeneration();
  };

  const replaceQuestion = (key: number, change: (question: GeneratedQuestion) => GeneratedQuestion) =>
    setGeneration(
      (current) =>
        current && {
          ...current,
          drafts: current.drafts.map((draft) =>
            draft.key === key ? { ...draft, question: change(draft.question) } : draft,
          ),
        },
    );

  const markRegenerating = (key: number, part: Regenerating | null) =>
    setRegenerating((current) => {
      const next = new Map(current);
      if (part) next.set(key, part);
      else next.delete(key);
      return next;
    });

  const regenerate = (draft: Draft, part: Regenerating) => {
    if (!generation) return;
    const { request } = generation;
    markRegenerating(draft.key, part);
    const work =
      part === 'question'
        ? regenerateQuestion(request, draft.question).then((question) =>
            replaceQuestion(draft.key, () => question),
          )
        : regenerateOptions({
            questionText: draft.question.questionText,
            language: draft.question.language,
            courseName: request.courseName,
            sourceText: request.text,
            aiModel: request.aiModel,
          }).then((options) => replaceQuestion(draft.key, (question) => ({ ...question, options })));
    // SPEC §8: regeneration failures are only logged; the question stays as it was.
    work
      .catch((error: unknown) =>
        console.error(`Regenerating the ${part} of question ${draft.key} failed`, error),
      )
      .finally(() => markRegenerating(draft.key, null));
  };

  const tick = (key: number, on: boolean) => {
    setNoneTicked(false);
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  };

  const clearForm = () => {
    setText('');
    setFromPhoto(false);
    setCourse(emptyCourse);
    setNameEdited(false);
    setErrors({});
    setGeneration(null);
    setTicked(new Set());
    setNoneTicked(false);
  };

  const submitSave = () => {
    if (!generation) return;
    const chosen = generation.drafts.filter((draft) => ticked.has(draft.key)).map((draft) => draft.question);
    const found = validateSave(chosen.length, course);
    setNoneTicked(found.questions !== undefined);
    setErrors((current) => ({
      ...current,
      displayName: found.displayName && t(found.displayName),
      name: found.name && t(found.name),
    }));
    if (hasSaveErrors(found)) {
      if (sourceFormRef.current && (found.displayName || found.name)) {
        focusField(sourceFormRef.current, found.displayName ? 'displayName' : 'name');
      }
      return;
    }
    save.mutate(batchItems(chosen, course, t('textToQuiz.defaultDescription')), {
      onSuccess: (result) => {
        showToast({
          message: t('textToQuiz.saved', { course: result.course.displayName }),
          closeLabel: t('textToQuiz.done'),
        });
        clearForm();
        setSaved(result);
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 403) {
          setErrors((current) => ({ ...current, name: t('textToQuiz.courseNotYours') }));
          if (sourceFormRef.current) focusField(sourceFormRef.current, 'name');
        }
        const message = failureText(error, t('textToQuiz.saveError'), t);
        if (message) showToast({ message, severity: 'error', durationMs: ERROR_TOAST_MS });
      },
    });
  };

  if (saved) {
    return (
      <SavedQuestionsReview
        saved={saved}
        onAddMore={() => {
          // More questions for the same course.
          setCourse({
            displayName: saved.course.displayName,
            name: saved.course.name,
            description: saved.course.description,
          });
          setNameEdited(true);
          setLanguage(saved.course.language);
          setSaved(null);
          requestAnimationFrame(() => sourceFormRef.current && focusField(sourceFormRef.current, 'text'));
        }}
      />
    );
  }

  return (
    <Stack spacing={3}>
      <ContentSection title={t('textToQuiz.sourceTitle')} description={t('textToQuiz.sourceDescription')}>
        <Box
          component="form"
          ref={sourceFormRef}
          noValidate
          onSubmit={submitSource}
          onKeyDown={generateOnShortcut}
          sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}
        >
          {fromPhoto && (
            <Alert severity="info" onClose={() => setFromPhoto(false)}>
              {t('textToQuiz.fromPhoto')}
            </Alert>
          )}
          <Box>
            <TextField
              name="text"
              label={t('textToQuiz.textLabel')}
              placeholder={t('textToQuiz.textPlaceholder')}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setErrors((current) => ({ ...current, text: undefined }));
              }}
              error={errors.text !== undefined || overLimit}
              helperText={errors.text}
              multiline
              minRows={8}
              maxRows={20}
              fullWidth
              required
              disabled={busy}
              slotProps={{
                htmlInput: {
                  maxLength: SOURCE_TEXT_MAX_LENGTH,
                  'aria-describedby': wordCountId,
                  lang: language,
                },
              }}
            />
            <WordCount id={wordCountId} words={words} />
          </Box>
          <CourseIdentityInputs
            values={{ ...course, language }}
            errors={errors}
            onChange={(field, value) =>
              field === 'language' ? setLanguage(toLanguage(value) ?? language) : changeCourse(field, value)
            }
            nameSuggested={!nameEdited}
            disabled={busy}
          />
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}
          >
            <Typography
              variant="caption"
              color="text.secondary"
              sx={{ display: { xs: 'none', sm: 'block' } }}
            >
              {t('textToQuiz.keyboardHint')}
            </Typography>
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={overLimit || busy}
              startIcon={
                generate.isPending ? (
                  <CircularProgress size={18} color="inherit" aria-hidden />
                ) : (
                  <AutoAwesomeOutlined />
                )
              }
            >
              {generate.isPending
                ? t('textToQuiz.generating')
                : generation
                  ? t('textToQuiz.generateAgain')
                  : t('textToQuiz.generate')}
            </Button>
          </Stack>
          {generate.isPending && (
            <JobProgress
              status={generate.jobStatus}
              activeLabel={(progress) => t('textToQuiz.progress', { progress })}
            />
          )}
        </Box>
      </ContentSection>

      {generation && (
        <GeneratedQuestionsForm
          headingRef={questionsHeadingRef}
          drafts={generation.drafts}
          ticked={ticked}
          noneTicked={noneTicked}
          regenerating={regenerating}
          course={course}
          saving={save.isPending}
          generating={generate.isPending}
          onTick={tick}
          onTickAll={(on) => {
            setNoneTicked(false);
            setTicked(on ? new Set(generation.drafts.map((draft) => draft.key)) : new Set());
          }}
          onRegenerate={regenerate}
          onDescriptionChange={(description) => changeCourse('description', description)}
          onSave={submitSave}
        />
      )}
    </Stack>
  );
}
