import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { estimatedQuestionCount, isOverWordLimit, MAX_SOURCE_WORDS } from '@quizdrill/contracts/rules';
import { useTranslation } from 'react-i18next';

/**
 * The live word count under a source text (SPEC §5): "120 / 500 words · gives about 3 questions", red with the
 * limit spelled out once the text is too long.
 */
export function WordCount({ words, id }: { words: number; id?: string }) {
  const { t } = useTranslation();
  const over = isOverWordLimit(words);
  return (
    <Box
      id={id}
      aria-live="polite"
      sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, rowGap: 0.25, mt: 0.75, mx: 1.75 }}
    >
      <Typography
        variant="body2"
        data-over-limit={over}
        sx={{ fontWeight: 700, color: over ? 'error.main' : 'text.secondary' }}
      >
        {t('textToQuiz.wordCount', { count: words, max: MAX_SOURCE_WORDS })}
      </Typography>
      <Typography variant="body2" color={over ? 'error' : 'text.secondary'}>
        {over
          ? t('textToQuiz.tooLong', { max: MAX_SOURCE_WORDS })
          : `· ${t('textToQuiz.estimate', { count: estimatedQuestionCount(words) })}`}
      </Typography>
    </Box>
  );
}
