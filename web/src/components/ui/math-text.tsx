// A question's text, option or explanation as the student reads it: plain text exactly as before, and LaTeX between
// `\( \)`, `\[ \]` or `$$ $$` typeset by KaTeX (issue 43). The typesetter, its stylesheet and its fonts are fetched
// only when a text on screen holds math, so a page without any pays nothing for them.
import { lazy, Suspense } from 'react';

const TypesetText = lazy(() => import('./math-typeset').then((module) => ({ default: module.TypesetText })));

/**
 * Whether a text may hold math: an opening delimiter somewhere in it. The exact split (`splitMath` of the contracts'
 * rules, which leaves unclosed and escaped delimiters as text) comes with the typesetter, out of the quiz's first
 * load; a text that only looks like math (a lone `$$`) loads the typesetter and still shows as typed.
 */
const MATH_OPENER = /\\[([]|\$\$/;

type MathTextProps = {
  text: string;
  /** Given, LaTeX that cannot be read is followed by this label and KaTeX's reason, for an author to fix it. */
  errorLabel?: string;
};

/**
 * `text` inline, in whatever element holds it (its line breaks show where that element keeps them, as before). Until
 * the typesetter has loaded, the math shows as its source, so nothing is missing meanwhile.
 */
export function MathText({ text, errorLabel }: MathTextProps) {
  if (!MATH_OPENER.test(text)) return text;
  return (
    <Suspense fallback={text}>
      <TypesetText text={text} errorLabel={errorLabel} />
    </Suspense>
  );
}
