// Text to quiz's first part (SPEC §4 "Text-to-quiz" 1–2): the text with its live word count, the course the
// questions are for, and the button that generates them (also Ctrl/⌘+Enter), with the job's progress.
import { SOURCE_TEXT_MAX_LENGTH } from '@quizdrill/contracts/rules';
import Sparkles from 'lucide-react/icons/sparkles';
import X from 'lucide-react/icons/x';
import { type FormEvent, type KeyboardEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentSection } from '@/components/layout/content-section';
import { Alert } from '@/components/ui/alert';
import { Button, IconButton } from '@/components/ui/button';
import { CourseIdentityInputs } from '@/components/ui/course-identity-inputs';
import { FormField } from '@/components/ui/form-field';
import { toLanguage } from '@/lib/i18n';
import { JobProgress } from './job-progress';
import styles from './source-text-form.module.css';
import type { TextToQuizFlow } from './use-text-to-quiz';
import { WordCount } from './word-count';

export function SourceTextForm({ flow }: { flow: TextToQuizFlow }) {
  const { t } = useTranslation();
  const wordCountId = useId();
  const { state, dispatch, language, busy } = flow;
  const { errors } = state;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    flow.startGeneration();
  };

  // Ctrl+Enter (⌘+Enter) generates from anywhere in the text and course fields.
  const generateOnShortcut = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return;
    event.preventDefault();
    flow.startGeneration();
  };

  return (
    <ContentSection title={t('textToQuiz.sourceTitle')} description={t('textToQuiz.sourceDescription')}>
      <form
        ref={flow.sourceFormRef}
        noValidate
        onSubmit={submit}
        onKeyDown={generateOnShortcut}
        className={styles.form}
      >
        {state.fromPhoto && (
          <Alert
            tone="info"
            action={
              <IconButton
                label={t('common.close')}
                icon={<X size={20} aria-hidden="true" />}
                tone="inherit"
                size="small"
                onClick={() => dispatch({ type: 'photoNoticeClosed' })}
              />
            }
          >
            {t('textToQuiz.fromPhoto')}
          </Alert>
        )}
        <div>
          <FormField
            name="text"
            label={t('textToQuiz.textLabel')}
            placeholder={t('textToQuiz.textPlaceholder')}
            value={state.text}
            onChange={(text) => dispatch({ type: 'textChanged', text })}
            error={errors.text ? t(errors.text) : flow.overLimit}
            multiline
            minRows={8}
            maxRows={20}
            required
            disabled={busy}
            maxLength={SOURCE_TEXT_MAX_LENGTH}
            inputAttributes={{ 'aria-describedby': wordCountId, lang: language }}
          />
          <WordCount id={wordCountId} words={flow.words} />
        </div>
        <CourseIdentityInputs
          values={{ ...state.course, language }}
          errors={{
            displayName: errors.displayName && t(errors.displayName),
            name: errors.name && t(errors.name),
          }}
          onChange={(field, value) =>
            field === 'language'
              ? dispatch({ type: 'languagePicked', language: toLanguage(value) ?? language })
              : dispatch({ type: 'courseChanged', field, value })
          }
          nameSuggested={!state.nameEdited}
          languageHint={
            state.pickedLanguage === null && flow.textLanguage ? t('textToQuiz.languageFromText') : undefined
          }
          disabled={busy}
        />
        <div className={styles.submitRow}>
          <p className={styles.keyboardHint}>{t('textToQuiz.keyboardHint')}</p>
          <Button
            type="submit"
            size="large"
            disabled={flow.overLimit || busy}
            loading={flow.generating}
            icon={<Sparkles size={20} aria-hidden="true" />}
          >
            {flow.generating
              ? t('textToQuiz.generating')
              : state.generation
                ? t('textToQuiz.generateAgain')
                : t('textToQuiz.generate')}
          </Button>
        </div>
        {flow.generating && (
          <JobProgress
            status={flow.jobStatus}
            activeLabel={(progress) => t('textToQuiz.progress', { progress })}
          />
        )}
      </form>
    </ContentSection>
  );
}
