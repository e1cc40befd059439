// "Start at question N", apart from the settings bar: its field is not needed to answer a quiz's first question, so
// the bar loads it beside the question instead of before it (issue 19).
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { parseStartAt, type QuizSettings } from '@/features/quiz/utils/stored-session';
import styles from './start-at-form.module.css';

type StartAtFormProps = {
  settings: QuizSettings;
  questionCount: number;
  onChangeStart: (startAt: number) => void;
};

/** "Start at question N": applied with Enter or its button, so typing a number does not restart the quiz. */
export function StartAtForm({ settings, questionCount, onChangeStart }: StartAtFormProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(String(settings.startAt));
  const [invalid, setInvalid] = useState(false);
  const [appliedStart, setAppliedStart] = useState(settings.startAt);
  // A start set elsewhere (a resumed session) shows in the field.
  if (appliedStart !== settings.startAt) {
    setAppliedStart(settings.startAt);
    setText(String(settings.startAt));
    setInvalid(false);
  }

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const startAt = parseStartAt(text, questionCount);
    setInvalid(startAt === null);
    if (startAt !== null) onChangeStart(startAt);
  };

  return (
    <form noValidate onSubmit={apply} className={styles.form}>
      <div className={styles.field}>
        <FormField
          label={t('quiz.startAt.label')}
          name="startAt"
          type="number"
          size="small"
          value={text}
          onChange={(value) => {
            setText(value);
            setInvalid(false);
          }}
          error={invalid ? t('quiz.startAt.invalid', { count: questionCount }) : undefined}
          hint={t('quiz.startAt.hint', { count: questionCount })}
          inputAttributes={{ min: 1, max: questionCount, step: 1, inputMode: 'numeric' }}
        />
      </div>
      <span className={styles.apply}>
        <Button type="submit" variant="outline">
          {t('quiz.startAt.apply')}
        </Button>
      </span>
    </form>
  );
}
