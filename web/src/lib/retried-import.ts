// A page's code arrives by a dynamic import, and one failed request for it ("Failed to fetch dynamically imported
// module": a connection dropped on a school's busy network, or by a busy machine) must not decide the page. React
// Router keeps each route's lazy() promise for the life of the page, a rejected one too, so a failure there would
// show the error page on every visit to that route until a reload. Browsers fetch a module again when it is
// imported again after a failure, and this app's own loads forget theirs (i18n's texts), so a route's import is
// tried once more, at once: on a new request, as the failed one's connection is gone. (Small on purpose: it is part
// of every page's first load, which is at its budget; a pause between the tries cost 35 bytes more.)
import type { RouteObject } from 'react-router-dom';

/** The routes, each `lazy` function (at any depth) tried once more when it fails; changed in place. */
export function withRetriedLazy(routes: RouteObject[]): RouteObject[] {
  for (const route of routes) {
    const load = route.lazy;
    if (typeof load === 'function') route.lazy = () => load().catch(load);
    if (route.children) withRetriedLazy(route.children);
  }
  return routes;
}
