// A typed answer to a question (issue 43), as the drill and the live game's phone both ask for one: a number on the
// phone's decimal keyboard, or words the phone leaves as typed (no completion, capital or spelling fixes, which
// would change the answer), in the question's language, no longer than the service takes.
import { ANSWER_MAX_LENGTH } from '@quizdrill/contracts/rules/kinds';
import type { FocusEventHandler, ReactNode } from 'react';
import { TextField } from './text-field';

export function AnswerField({
  numeric,
  label,
  hint,
  error,
  value,
  onChange,
  lang,
  disabled,
  onBlur,
  sends,
}: {
  /** A number: the decimal keyboard. */
  numeric: boolean;
  label: string;
  hint?: ReactNode;
  error?: string;
  value: string;
  onChange: (typed: string) => void;
  /** The question's language. */
  lang?: string;
  disabled?: boolean;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  /** Answered the moment the question shows (a live game): the field takes the focus, the Enter key reads "send". */
  sends?: boolean;
}) {
  return (
    <TextField
      name="answer"
      label={label}
      hint={hint}
      error={error}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      lang={lang}
      disabled={disabled}
      maxLength={ANSWER_MAX_LENGTH}
      inputMode={numeric ? 'decimal' : 'text'}
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
      enterKeyHint={sends ? 'send' : undefined}
      // The question was just shown: the field is what the player came for.
      autoFocus={sends}
      fullWidth
    />
  );
}
