// A text box that searches a long list as one types and picks one option of it: WAI-ARIA's "combobox with listbox
// popup" (an input with role combobox whose list is pointed at by aria-activedescendant, the focus never leaving the
// input). Our own rather than Base UI's: while Base UI's combobox list is open it hides the rest of the page from
// screen readers but leaves it reachable by Tab (mui/base-ui#5528), which axe reports as a serious violation. This
// list is not modal: the page stays as it was, and leaving the field closes the list.
import ChevronDown from 'lucide-react/icons/chevron-down';
import X from 'lucide-react/icons/x';
import {
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  type RefObject,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from './button';
import styles from './combobox.module.css';
import { useHighlight } from './list-highlight';
import { usePopupUnder } from './popup-under';
import fieldStyles from './text-field.module.css';

export type ComboboxProps<Option> = {
  name: string;
  label: string;
  options: readonly Option[];
  /** The chosen option's key, '' for none. */
  value: string;
  onChange: (key: string) => void;
  keyOf: (option: Option) => string;
  /** A chosen option as the text box shows it. */
  inputTextOf: (option: Option) => string;
  /** An option as the list shows it. */
  optionText: (option: Option) => string;
  /** The options that match what was typed, in order (lib/lenient-search.ts); every option for ''. */
  search: (options: readonly Option[], query: string) => readonly Option[];
  /** What the list says when nothing matches `query`. */
  noMatchText: (query: string) => string;
  /** Under the list when more match than it shows (SHOWN_AT_MOST): how many it shows of how many, and to type on. */
  moreText: (shown: number, total: number) => string;
  /** The button that clears the choice, named for what it clears (a form may have two such fields). */
  clearText: string;
  /** When choosing none is a choice: its text, which the empty field shows; Escape chooses it. */
  noneText?: string;
  /** Translated; `true` marks the field invalid when another element says why. */
  error?: string | boolean | undefined;
  /** Under the field while it has no error. */
  hint?: ReactNode;
  required?: boolean;
  /** Its `focus()` moves the focus to the text box, to show the user what is missing. */
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * The most options the list renders at once. An admin's every team can be thousands: rendering each as a list item
 * took a phone hundreds of milliseconds on every key press, and nobody scrolls a list that long. The first matches
 * show, and the line under them says to type on.
 */
export const SHOWN_AT_MOST = 50;

/** Arrow keys, Home/End and Page keys move the highlight through the list; a page is this many options. */
const PAGE = 5;

export function Combobox<Option>({
  name,
  label,
  options,
  value,
  onChange,
  keyOf,
  inputTextOf,
  optionText,
  search,
  noMatchText,
  moreText,
  clearText,
  noneText,
  error,
  hint,
  required,
  inputRef,
}: ComboboxProps<Option>) {
  const { t } = useTranslation();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const noteId = `${id}-note`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const input = useRef<HTMLInputElement | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  const popup = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLDivElement>(null);

  const chosen = options.find((option) => keyOf(option) === value) ?? null;
  const [open, setOpen] = useState(false);
  // What the user typed since the field last showed its choice; null while it shows the chosen option's text, and
  // the list then offers every option (the chosen one first and highlighted: Enter keeps it).
  const [typed, setTyped] = useState<string | null>(null);

  const query = typed ?? '';
  const matches = useMemo(() => (open ? search(options, query) : []), [open, search, options, query]);
  const shown = useMemo(() => firstMatches(matches, chosen), [matches, chosen]);
  const { highlighted, highlight, move, pointAt, resetHighlight } = useHighlight(shown, keyOf, chosen, list);
  const listShown = open && shown.length > 0;

  usePopupUnder(frame, popup, open);

  const openList = () => {
    resetHighlight();
    setOpen(true);
  };
  const closeList = () => setOpen(false);
  const choose = (option: Option | null) => {
    onChange(option === null ? '' : keyOf(option));
    setTyped(null);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const handled = () => {
      event.preventDefault();
      event.stopPropagation();
    };
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        handled();
        if (!open) openList();
        else if (event.altKey) closeList();
        else move(event.key === 'ArrowDown' ? 1 : -1);
        return;
      case 'PageDown':
      case 'PageUp':
        if (!open) return;
        handled();
        move(event.key === 'PageDown' ? PAGE : -PAGE);
        return;
      case 'Home':
      case 'End':
        if (!open || shown.length === 0) return;
        handled();
        highlight(event.key === 'Home' ? 0 : shown.length - 1);
        return;
      case 'Enter': {
        const option = shown[highlighted];
        // With the list closed, Enter is the form's (it submits).
        if (!open || option === undefined) return;
        handled();
        choose(option);
        return;
      }
      case 'Escape':
        // The list closes first; a dialog round the field stays open.
        if (open) {
          handled();
          closeList();
        } else if (noneText !== undefined && (chosen !== null || query !== '')) {
          handled();
          choose(null);
        }
        return;
    }
  };

  const text = typed ?? (chosen === null ? '' : inputTextOf(chosen));
  const note = typeof error === 'string' && error ? error : hint;
  // The buttons keep the focus in the text box: a press on either leaves the keyboard where it was.
  const keepFocus = (event: { preventDefault: () => void }) => event.preventDefault();
  const toggleLabel = t(open ? 'searchField.close' : 'searchField.open', { label });

  return (
    <div
      className={`${fieldStyles.field} ${styles.field}`}
      data-full-width
      data-invalid={error ? '' : undefined}
      data-open={open || undefined}
    >
      <label className={fieldStyles.label} htmlFor={id} id={`${id}-label`}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <div className={fieldStyles.frame} ref={frame}>
        <input
          ref={(element) => {
            input.current = element;
            assignRef(inputRef, element);
          }}
          id={id}
          name={name}
          className={`${fieldStyles.control} ${styles.input}`}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={listShown}
          aria-controls={listShown ? listboxId : undefined}
          aria-activedescendant={listShown && highlighted >= 0 ? optionId(highlighted) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={note ? noteId : undefined}
          required={required}
          placeholder={noneText}
          value={text}
          onChange={(event) => {
            const next = event.target.value;
            setTyped(next);
            resetHighlight();
            // Emptying the text box takes the choice away, as the clear button does.
            if (next === '') onChange('');
            else setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onMouseDown={() => {
            if (!open || text === '') {
              if (open) closeList();
              else openList();
            }
          }}
          onBlur={() => {
            closeList();
            setTyped(null);
          }}
        />
        <span className={styles.buttons}>
          {(chosen !== null || text !== '') && (
            <span className={styles.clear}>
              <IconButton
                size="small"
                tabIndex={-1}
                label={clearText}
                icon={<X size={20} aria-hidden="true" />}
                onMouseDown={keepFocus}
                onClick={() => {
                  choose(null);
                  input.current?.focus();
                }}
              />
            </span>
          )}
          <IconButton
            size="small"
            tabIndex={-1}
            label={toggleLabel}
            icon={<ChevronDown size={24} aria-hidden="true" className={styles.chevron} />}
            onMouseDown={keepFocus}
            onClick={() => {
              input.current?.focus();
              if (open) closeList();
              else openList();
            }}
          />
        </span>
      </div>
      {open && (
        // In the top layer, so a dialog's scrolling body does not clip it; in the DOM still the field's, so the
        // dialog's focus trap and outside-press check take it for the dialog's own.
        // biome-ignore lint/a11y/noStaticElementInteractions: a press anywhere in the popup leaves the focus in the text box.
        <div className={styles.popup} ref={popup} popover="manual" onMouseDown={keepFocus}>
          {listShown ? (
            <div
              className={styles.listbox}
              id={listboxId}
              role="listbox"
              aria-labelledby={`${id}-label`}
              // Chromium makes a scrolling box a stop for Tab; this one's options are reached from the text box.
              tabIndex={-1}
              ref={list}
            >
              {shown.map((option, index) => (
                // The options take no focus: it stays in the text box, which points at the highlighted one
                // (aria-activedescendant) and chooses it with Enter.
                // biome-ignore lint/a11y/useFocusableInteractive: see above.
                // biome-ignore lint/a11y/useKeyWithClickEvents: see above.
                <div
                  key={keyOf(option)}
                  id={optionId(index)}
                  role="option"
                  className={styles.option}
                  aria-selected={option === chosen}
                  data-highlighted={index === highlighted || undefined}
                  onMouseMove={() => {
                    if (index !== highlighted) pointAt(option);
                  }}
                  onClick={() => choose(option)}
                >
                  {optionText(option)}
                </div>
              ))}
            </div>
          ) : (
            <div className={styles.status} role="status">
              {noMatchText(query.trim())}
            </div>
          )}
          {matches.length > SHOWN_AT_MOST && (
            // Outside the listbox (it is no option): a status, so a screen reader hears it as the list opens and
            // narrows.
            <div className={`${styles.status} ${styles.more}`} role="status">
              {moreText(SHOWN_AT_MOST, matches.length)}
            </div>
          )}
        </div>
      )}
      {note && (
        <div className={fieldStyles.note} id={noteId}>
          {note}
        </div>
      )}
    </div>
  );
}

/**
 * The matches the list shows: the first SHOWN_AT_MOST, and the chosen option first when it would be left out (a
 * chosen field reopens on every option; without it, the first option would be highlighted, and Enter would change
 * the choice).
 */
function firstMatches<Option>(matches: readonly Option[], chosen: Option | null): readonly Option[] {
  const first = matches.slice(0, SHOWN_AT_MOST);
  if (chosen === null || first.includes(chosen) || !matches.includes(chosen)) return first;
  return [chosen, ...first.slice(0, SHOWN_AT_MOST - 1)];
}

function assignRef<Value>(ref: Ref<Value> | undefined, value: Value | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as RefObject<Value | null>).current = value;
}
