import { estimatedQuestionCount, isOverWordLimit, MAX_SOURCE_WORDS } from '@quizdrill/contracts/rules';
import { useTranslation } from 'react-i18next';
import styles from './word-count.module.css';

/**
 * The live word count under a source text (SPEC §5): "120 / 500 words · gives about 3 questions", red with the
 * limit spelled out once the text is too long.
 */
export function WordCount({ words, id }: { words: number; id?: string }) {
  const { t } = useTranslation();
  const over = isOverWordLimit(words);
  return (
    <div id={id} aria-live="polite" className={styles.count} data-over-limit={over || undefined}>
      <p className={styles.words} data-over-limit={over}>
        {t('textToQuiz.wordCount', { count: words, max: MAX_SOURCE_WORDS })}
      </p>
      <p className={styles.estimate}>
        {over
          ? t('textToQuiz.tooLong', { max: MAX_SOURCE_WORDS })
          : `· ${t('textToQuiz.estimate', { count: estimatedQuestionCount(words) })}`}
      </p>
    </div>
  );
}
