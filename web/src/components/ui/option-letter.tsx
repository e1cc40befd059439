// An answer option's letter (A, B, …) in a circle, as the quiz, the question list and the generated questions show it.
import styles from './option-letter.module.css';

type OptionLetterProps = {
  label: string;
  /** small: 24 px (a generated question's option); medium: 28 px (the question list); large: 32 px (the quiz). */
  size: 'small' | 'medium' | 'large';
  /** Filled in a tone where the option says something: chosen (primary), right (success), wrongly chosen (error). */
  tone?: 'primary' | 'success' | 'error' | null;
  /** Square for an option of a question with several right (ticked, like a checkbox), round otherwise. */
  square?: boolean;
};

/** Decoration for the eye: the option's text says its letter to screen readers. */
export function OptionLetter({ label, size, tone, square }: OptionLetterProps) {
  return (
    <span
      className={styles.letter}
      data-size={size}
      data-tone={tone ?? undefined}
      data-square={square || undefined}
      aria-hidden="true"
    >
      {label}
    </span>
  );
}
