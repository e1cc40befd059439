import { useLayoutEffect } from 'react';

/** index.html's title, the app's name: what the tab shows when no page names itself. */
const pageTitle = typeof document === 'undefined' ? '' : document.title;

/**
 * The browser tab's title while the component shows. Set here, not with React 19's `<title>` in the tree: Preact
 * (vite.config.ts) renders that element in the page, where the browser ignores it. A layout effect, so the title
 * is there as soon as the page is.
 */
export function useDocumentTitle(title: string): void {
  useLayoutEffect(() => {
    document.title = title;
    return () => {
      // Unless the next page has named itself already.
      if (document.title === title) document.title = pageTitle;
    };
  }, [title]);
}
