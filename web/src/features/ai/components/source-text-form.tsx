// Text to quiz's first part (SPEC §4 "Text-to-quiz" 1–2): the text with its live word count, the course the
// questions are for, and the button that generates them (also Ctrl/⌘+Enter), with the job's progress.
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SOURCE_TEXT_MAX_LENGTH } from '@quizdrill/contracts/rules';
import { type FormEvent, type KeyboardEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentSection } from '@/components/layout/content-section';
import { CourseIdentityInputs } from '@/components/ui/course-identity-inputs';
import { FormField } from '@/components/ui/form-field';
import { toLanguage } from '@/lib/i18n';
import { JobProgress } from './job-progress';
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
      <Box
        component="form"
        ref={flow.sourceFormRef}
        noValidate
        onSubmit={submit}
        onKeyDown={generateOnShortcut}
        sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}
      >
        {state.fromPhoto && (
          <Alert severity="info" onClose={() => dispatch({ type: 'photoNoticeClosed' })}>
            {t('textToQuiz.fromPhoto')}
          </Alert>
        )}
        <Box>
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
        </Box>
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
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
            {t('textToQuiz.keyboardHint')}
          </Typography>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={flow.overLimit || busy}
            startIcon={
              flow.generating ? (
                <CircularProgress size={18} color="inherit" aria-hidden />
              ) : (
                <AutoAwesomeOutlined />
              )
            }
          >
            {flow.generating
              ? t('textToQuiz.generating')
              : state.generation
                ? t('textToQuiz.generateAgain')
                : t('textToQuiz.generate')}
          </Button>
        </Stack>
        {flow.generating && (
          <JobProgress
            status={flow.jobStatus}
            activeLabel={(progress) => t('textToQuiz.progress', { progress })}
          />
        )}
      </Box>
    </ContentSection>
  );
}
