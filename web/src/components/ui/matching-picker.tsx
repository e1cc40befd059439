// A matching question answered without dragging (issue 43): for each left item a select of the right items offered,
// so a keyboard and a screen reader answer it as any form. The answer's wire form (`C,-,B`) is matchingAnswer's.
// Shared by the drill and the live game's phone screen.
import { Stack } from './layout';
import { SelectField, SelectOption } from './select-field';

/** No pick yet. */
const NONE = '';

/** For each left item in order the label picked, `-` for none: contracts' matching answer form. */
export function matchingAnswer(picks: readonly (string | null)[]): string {
  return picks.map((pick) => pick ?? '-').join(',');
}

export function MatchingPicker({
  prompts,
  choices,
  picks,
  onChange,
  noneLabel,
  lang,
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
  disabled?: boolean;
}) {
  return (
    <div lang={lang}>
      <Stack gap={2}>
        {prompts.map((prompt, index) => (
          <SelectField
            // A prompt's position is its identity: the same text may be asked twice.
            // biome-ignore lint/suspicious/noArrayIndexKey: prompts never move
            key={index}
            name={`match-${index}`}
            label={prompt}
            value={picks[index] ?? NONE}
            displayEmpty
            fullWidth
            disabled={disabled}
            onChange={(value) =>
              onChange(prompts.map((_, other) => (other === index ? value || null : (picks[other] ?? null))))
            }
          >
            <SelectOption value={NONE}>{noneLabel}</SelectOption>
            {choices.map((choice) => (
              <SelectOption key={choice.optionLabel} value={choice.optionLabel}>
                {choice.optionText}
              </SelectOption>
            ))}
          </SelectField>
        ))}
      </Stack>
    </div>
  );
}
