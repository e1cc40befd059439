import SaveOutlined from '@mui/icons-material/SaveOutlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { COURSE_DESCRIPTION_MAX_LENGTH } from '@quizdrill/contracts/rules';
import { type FormEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentSection } from '@/components/layout/content-section';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField } from '@/components/ui/form-field';
import type { CourseDetails } from '@/features/ai/utils/generated-questions';
import type { Draft, Generation, Regenerating } from '@/features/ai/utils/text-to-quiz-state';
import { GeneratedQuestionCard } from './generated-question-card';

type GeneratedQuestionsFormProps = {
  /** The questions on screen, and the request that made them: each new generation moves the focus here. */
  generation: Generation;
  ticked: ReadonlySet<number>;
  /** "Tick at least one question" is showing. */
  noneTicked: boolean;
  regenerating: ReadonlyMap<number, Regenerating>;
  course: CourseDetails;
  saving: boolean;
  generating: boolean;
  onTick: (key: number, on: boolean) => void;
  onTickAll: (on: boolean) => void;
  onRegenerate: (draft: Draft, part: Regenerating) => void;
  onDescriptionChange: (description: string) => void;
  onSave: () => void;
};

/** SPEC §4 "Text-to-quiz" 3–6: the generated questions to tick (select-all), regenerate and save with the course. */
export function GeneratedQuestionsForm({
  generation,
  ticked,
  noneTicked,
  regenerating,
  course,
  saving,
  generating,
  onTick,
  onTickAll,
  onRegenerate,
  onDescriptionChange,
  onSave,
}: GeneratedQuestionsFormProps) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { drafts, request } = generation;
  // A new generation (not a regenerated question, which keeps its request) is what the user waited for.
  useEffect(() => {
    if (request) headingRef.current?.focus();
  }, [request]);
  const tickedCount = drafts.filter((draft) => ticked.has(draft.key)).length;
  const allTicked = drafts.length > 0 && tickedCount === drafts.length;
  const someTicked = tickedCount > 0 && !allTicked;
  const displayName = course.displayName.trim();
  const name = course.name.trim();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSave();
  };

  return (
    <ContentSection
      title={t('textToQuiz.questionsTitle')}
      description={drafts.length > 0 ? t('textToQuiz.questionsDescription') : undefined}
      headingRef={headingRef}
    >
      {drafts.length === 0 ? (
        <EmptyState icon={<SearchOffOutlined />} title={t('textToQuiz.noQuestions')}>
          {t('textToQuiz.noQuestionsHint')}
        </EmptyState>
      ) : (
        <Box
          component="form"
          noValidate
          onSubmit={submit}
          sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
        >
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              justifyContent: 'space-between',
              columnGap: 2,
            }}
          >
            <FormControlLabel
              label={t('textToQuiz.selectAll')}
              control={
                <Checkbox
                  checked={allTicked}
                  indeterminate={someTicked}
                  // MUI only draws the mixed state and says aria-checked="mixed"; the input itself must agree.
                  inputRef={(input: HTMLInputElement | null) => {
                    if (input) input.indeterminate = someTicked;
                  }}
                  disabled={saving}
                  onChange={(event) => onTickAll(event.target.checked)}
                />
              }
            />
            <Typography variant="body2" color="text.secondary" aria-live="polite">
              {t('textToQuiz.selectedCount', { selected: tickedCount, total: drafts.length })}
            </Typography>
          </Box>
          <Stack component="ol" spacing={1.5} sx={{ m: 0, p: 0 }}>
            {drafts.map((draft, index) => (
              <GeneratedQuestionCard
                key={draft.key}
                number={index + 1}
                question={draft.question}
                ticked={ticked.has(draft.key)}
                onTick={(on) => onTick(draft.key, on)}
                regenerating={regenerating.get(draft.key) ?? null}
                onRegenerateQuestion={() => onRegenerate(draft, 'question')}
                onRegenerateOptions={() => onRegenerate(draft, 'options')}
                disabled={saving}
              />
            ))}
          </Stack>
          {noneTicked && (
            <Alert severity="error" role="alert">
              {t('textToQuiz.noneSelected')}
            </Alert>
          )}
          <FormField
            name="description"
            label={t('courseForm.description')}
            value={course.description}
            onChange={onDescriptionChange}
            hint={t('textToQuiz.descriptionHint')}
            multiline
            minRows={2}
            maxRows={6}
            disabled={saving}
            maxLength={COURSE_DESCRIPTION_MAX_LENGTH}
          />
          {displayName && name && (
            <Typography variant="body2" color="text.secondary">
              {t('textToQuiz.saveTo', { displayName, name })}
            </Typography>
          )}
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={saving || generating}
              startIcon={
                saving ? <CircularProgress size={18} color="inherit" aria-hidden /> : <SaveOutlined />
              }
              sx={{ width: { xs: '100%', sm: 'auto' } }}
            >
              {saving ? t('textToQuiz.saving') : t('textToQuiz.save', { count: tickedCount })}
            </Button>
          </Box>
        </Box>
      )}
    </ContentSection>
  );
}
