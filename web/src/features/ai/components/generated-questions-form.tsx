import { COURSE_DESCRIPTION_MAX_LENGTH } from '@quizdrill/contracts/rules';
import Save from 'lucide-react/icons/save';
import SearchX from 'lucide-react/icons/search-x';
import { type FormEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentSection } from '@/components/layout/content-section';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField } from '@/components/ui/form-field';
import type { CourseDetails } from '@/features/ai/utils/generated-questions';
import type { Draft, Generation, Regenerating } from '@/features/ai/utils/text-to-quiz-state';
import { GeneratedQuestionCard } from './generated-question-card';
import styles from './generated-questions-form.module.css';

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
        <EmptyState icon={<SearchX aria-hidden="true" />} title={t('textToQuiz.noQuestions')}>
          {t('textToQuiz.noQuestionsHint')}
        </EmptyState>
      ) : (
        <form noValidate onSubmit={submit} className={styles.form}>
          <div className={styles.selection}>
            <Checkbox
              label={t('textToQuiz.selectAll')}
              checked={allTicked}
              indeterminate={someTicked}
              disabled={saving}
              onChange={(event) => onTickAll(event.target.checked)}
            />
            <p className={styles.secondary} aria-live="polite">
              {t('textToQuiz.selectedCount', { selected: tickedCount, total: drafts.length })}
            </p>
          </div>
          <ol className={styles.questions}>
            {drafts.map((draft, index) => (
              <GeneratedQuestionCard
                key={draft.key}
                number={index + 1}
                question={draft.question}
                ticked={ticked.has(draft.key)}
                onTick={(on) => onTick(draft.key, on)}
                regenerating={regenerating.get(draft.key) ?? null}
                onRegenerate={(part) => onRegenerate(draft, part)}
                disabled={saving}
              />
            ))}
          </ol>
          {noneTicked && <Alert tone="error">{t('textToQuiz.noneSelected')}</Alert>}
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
            <p className={styles.secondary}>{t('textToQuiz.saveTo', { displayName, name })}</p>
          )}
          <div className={styles.submit}>
            <Button
              type="submit"
              size="large"
              disabled={generating}
              loading={saving}
              icon={<Save size={20} aria-hidden="true" />}
            >
              {saving ? t('textToQuiz.saving') : t('textToQuiz.save', { count: tickedCount })}
            </Button>
          </div>
        </form>
      )}
    </ContentSection>
  );
}
