// A hint on hover and focus that stays out of the page's first load: the tooltip brings Base UI's positioning, which
// a page's first view does not need (a quiz's first question, issue 19). It loads once the page has painted; until
// then the child carries the hint as its `title`, so the hint is there for a pointer and a screen reader all along.
import { cloneElement, lazy, type ReactElement, Suspense, useEffect, useState } from 'react';

const Tooltip = lazy(() => import('./tooltip').then((module) => ({ default: module.Tooltip })));

type LazyTooltipProps = {
  title: string;
  /** One element that takes a ref and `title` (a Button). */
  children: ReactElement<{ title?: string }>;
};

/** The UI layer's Tooltip, loaded after the first paint. */
export function LazyTooltip({ title, children }: LazyTooltipProps) {
  // The first render's effects run after its paint, so the page shows before the chunk is asked for.
  const [wanted, setWanted] = useState(false);
  useEffect(() => setWanted(true), []);
  const plain = cloneElement(children, { title });
  if (!wanted) return plain;
  return (
    <Suspense fallback={plain}>
      <Tooltip title={title}>{children as ReactElement<Record<string, unknown>>}</Tooltip>
    </Suspense>
  );
}
