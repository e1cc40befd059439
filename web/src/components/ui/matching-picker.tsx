// A matching question answered without dragging (issue 43): for each left item a select of the right items offered,
// so a keyboard and a screen reader answer it as any form. The answer's wire form (`C,-,B`) is matchingAnswer's.
// Shared by the drill (which marks each pick after the answer) and the live game's phone screen.
import type { ReactNode } from 'react';
import { Stack } from './layout';
import styles from './matching-picker.module.css';
import { MathText } from './math-text';
import { SelectField, SelectOption } from './select-field';

/** No pick yet. */
const NONE = '';

/** For each left item in order the label picked, `-` for none: contracts' matching answer form. */
export function matchingAnswer(picks: readonly (string | null)[]): string {
  return picks.map((pick) => pick ?? '-').join(',');
}

/** A matching answer (`B,-,A`) read back as picks, one per left item, null for none: matchingAnswer's inverse. */
export function matchingPicks(answer: string | null, count: number): (string | null)[] {
  const picks = answer?.split(',') ?? [];
  return Array.from({ length: count }, (_none, index) => {
    const pick = picks[index] ?? '-';
    return pick === '-' || pick === '' ? null : pick;
  });
}

/** A prompt or an item as the student reads it: its formulas typeset. */
function typeset(text: string): ReactNode {
  return <MathText text={text} />;
}

/** How one pick turned out, once the answer is marked: right or not, and a note under it saying so. */
export type PickOutcome = { right: boolean; note: ReactNode };

export function MatchingPicker({
  prompts,
  choices,
  picks,
  onChange,
  noneLabel,
  lang,
  labelled,
  outcomes,
  disabled,
}: {
  /** The left items, in the order they are answered. */
  prompts: readonly string[];
  /** The right items offered, by label. */
  choices: readonly { optionLabel: string; optionText: string }[];
  /** The label picked per prompt, null for none. */
  picks: readonly (string | null)[];
  onChange: (picks: (string | null)[]) => void;
  /** The text of the empty choice (translated). */
  noneLabel: string;
  /** The question's language. */
  lang?: string;
  /** Each right item shown with its label (`B: Oslo`), for a screen whose notes name the items by label. */
  labelled?: boolean;
  /**
   * Given, each left item has a line beside it, the colour of its outcome once there is one (undefined until then),
   * and the outcome's note under it. The notes sit inside `lang`: they tag the text of the page's language.
   */
  outcomes?: readonly (PickOutcome | undefined)[];
  disabled?: boolean;
}) {
  return (
    <div lang={lang}>
      <Stack gap={2}>
        {prompts.map((prompt, index) => {
          const outcome = outcomes?.[index];
          return (
            <div
              // A prompt's position is its identity: the same text may be asked twice.
              // biome-ignore lint/suspicious/noArrayIndexKey: prompts never move
              key={index}
              className={outcomes ? styles.marked : undefined}
              data-right={outcome?.right}
            >
              <SelectField
                name={`match-${index}`}
                label={typeset(prompt)}
                value={picks[index] ?? NONE}
                displayEmpty
                fullWidth
                disabled={disabled}
                hint={outcome?.note}
                renderLabel={typeset}
                onChange={(value) =>
                  onChange(
                    prompts.map((_, other) => (other === index ? value || null : (picks[other] ?? null))),
                  )
                }
              >
                <SelectOption value={NONE}>{noneLabel}</SelectOption>
                {choices.map((choice) => (
                  <SelectOption key={choice.optionLabel} value={choice.optionLabel}>
                    {labelled ? `${choice.optionLabel}: ${choice.optionText}` : choice.optionText}
                  </SelectOption>
                ))}
              </SelectField>
            </div>
          );
        })}
      </Stack>
    </div>
  );
}
