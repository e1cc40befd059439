// The typesetting half of MathText, in a chunk of its own with KaTeX, its stylesheet and (through the stylesheet) its
// fonts, all from our own origin: loaded the first time a text on screen holds math.
import { type MathSegment, splitMath } from '@quizdrill/contracts/rules/math';
import katex from 'katex';
import 'katex/dist/katex.min.css';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import styles from './math-typeset.module.css';

/** KaTeX's reason, without the prefix every one of them has. */
function parseErrorReason(title: string): string {
  return title.replace(/^ParseError: KaTeX parse error: /, '');
}

/**
 * One formula, typeset into its own span. Safe with a teacher's text: KaTeX builds the markup from its parse tree and
 * escapes every piece of the source it shows; `trust: false` refuses \href, \url, \includegraphics and \html*,
 * `maxSize` and `maxExpand` bound how large or how long a formula can get; and the markup goes in through KaTeX's own
 * `render` into a span React leaves empty, not as HTML of ours. LaTeX KaTeX cannot read shows as its source in the
 * error colour, with KaTeX's message as its title (and, given `errorLabel`, written out after it), instead of failing
 * the page. Screen readers read the MathML KaTeX writes beside the visual markup.
 */
function Formula({ tex, display, errorLabel }: { tex: string; display: boolean; errorLabel?: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [reason, setReason] = useState<string | null>(null);
  useLayoutEffect(() => {
    if (!ref.current) return;
    katex.render(tex, ref.current, {
      displayMode: display,
      output: 'htmlAndMathml',
      throwOnError: false,
      // The theme's error red, readable on the light and the dark surface alike.
      errorColor: 'var(--color-error)',
      trust: false,
      strict: 'ignore',
      maxSize: 20,
      maxExpand: 1000,
    });
    const error = ref.current.querySelector('.katex-error')?.getAttribute('title');
    setReason(error ? parseErrorReason(error) : null);
  }, [tex, display]);
  return (
    <>
      <span ref={ref} className={styles.formula} />
      {errorLabel && reason && <span className={styles.reason}>{` (${errorLabel}: ${reason})`}</span>}
    </>
  );
}

/**
 * A display formula is a block of its own, so a line break typed right before or after it would add an empty line
 * where the text keeps its line breaks: that one break is left out.
 */
function textBesideDisplay(segments: MathSegment[], index: number, text: string): string {
  const before = segments[index - 1];
  const after = segments[index + 1];
  let shown = text;
  if (before?.kind === 'math' && before.display) shown = shown.replace(/^\r?\n/, '');
  if (after?.kind === 'math' && after.display) shown = shown.replace(/\r?\n$/, '');
  return shown;
}

/** Plain text and typeset math in order; `errorLabel` as MathText's. */
export function TypesetText({ text, errorLabel }: { text: string; errorLabel?: string }) {
  const segments = useMemo(() => splitMath(text), [text]);
  return segments.map((segment, index) =>
    segment.kind === 'text' ? (
      textBesideDisplay(segments, index, segment.text)
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the segments of one text never move.
      <Formula key={index} tex={segment.tex} display={segment.display} errorLabel={errorLabel} />
    ),
  );
}
