// A page's code arrives by a dynamic import, and one failed request for it ("Failed to fetch dynamically imported
// module": a connection dropped on a school's busy network, or by a busy machine) must not decide the page. React
// Router keeps each route's lazy() promise for the life of the page, a rejected one too, so a failure there would
// show the error page on every visit to that route until a reload. Browsers fetch a module again when it is
// imported again after a failure, and this app's own loads forget theirs (i18n's texts), so the import is tried again
// after a pause before the route gives up.
import type { RouteObject } from 'react-router-dom';

/** The pauses before each further try: three tries in all, within about a second and a half. */
export const IMPORT_RETRY_PAUSES_MS = [300, 1_200] as const;

/** What `load` resolves, tried again after each pause while it fails; the last failure is the one thrown. */
export async function retriedImport<T>(
  load: () => Promise<T>,
  pauses: readonly number[] = IMPORT_RETRY_PAUSES_MS,
): Promise<T> {
  for (const pause of pauses) {
    try {
      return await load();
    } catch {
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
  return load();
}

/** The routes with each `lazy` function (at any depth) tried again on failure, as retriedImport does. */
export function withRetriedLazy(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { lazy, children } = route;
    const retried = { ...route } as RouteObject;
    if (typeof lazy === 'function') retried.lazy = (() => retriedImport(lazy)) as RouteObject['lazy'];
    if (children) retried.children = withRetriedLazy(children);
    return retried;
  });
}
