// The editor's preview of a question's mathematics (issue 43): shown only while a field holds LaTeX, so the author
// sees the formulas as students will, and LaTeX that KaTeX cannot read in red, before saving.
import { hasMath } from '@quizdrill/contracts/rules/math';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MathText } from '@/components/ui/math-text';
import styles from './math-preview.module.css';

/** One field's text and the name the author knows it by ("Question", "Option B"). */
export type PreviewedField = { label: string; text: string };

export function MathPreview({ fields }: { fields: PreviewedField[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  const withMath = fields.filter((field) => hasMath(field.text));
  if (withMath.length === 0) return null;
  return (
    <section className={styles.preview} aria-labelledby={titleId}>
      <p id={titleId} className={styles.title}>
        {t('questionForm.mathPreview')}
      </p>
      <p className={styles.hint}>{t('questionForm.mathPreviewHint')}</p>
      <dl className={styles.fields}>
        {withMath.map((field) => (
          <div key={field.label} className={styles.field}>
            <dt className={styles.label}>{field.label}</dt>
            <dd className={styles.text}>
              <MathText text={field.text} errorLabel={t('questionForm.mathError')} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
