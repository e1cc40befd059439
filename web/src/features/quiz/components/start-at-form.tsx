// "Start at question N", apart from the settings bar: its outlined field (FormControl, InputBase, OutlinedInput and
// their labels, ~8 kB gzipped) is not needed to answer a quiz's first question, so the bar loads it beside the
// question instead of before it (issue 19).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { parseStartAt, type QuizSettings } from '@/features/quiz/utils/stored-session';

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
    <Box
      component="form"
      noValidate
      onSubmit={apply}
      sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
    >
      <Box sx={{ width: { xs: '100%', sm: 180 }, '& p': { whiteSpace: { sm: 'nowrap' } } }}>
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
      </Box>
      <Button type="submit" variant="outlined" sx={{ flexShrink: 0, minHeight: 40 }}>
        {t('quiz.startAt.apply')}
      </Button>
    </Box>
  );
}
