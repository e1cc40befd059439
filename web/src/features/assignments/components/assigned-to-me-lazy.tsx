// The students' "Uppgifter" section, fetched after the page it sits on: the welcome screen and the course list are
// first screens, whose first load stays as small as it was (web/test/first-load.test.ts).
import { lazy, Suspense } from 'react';

const AssignedToMe = lazy(() =>
  import('./assigned-to-me').then((module) => ({ default: module.AssignedToMe })),
);

/** Nothing until the section's code is there; then the section, which itself shows only when there is something. */
export function LazyAssignedToMe() {
  return (
    <Suspense fallback={null}>
      <AssignedToMe />
    </Suspense>
  );
}
