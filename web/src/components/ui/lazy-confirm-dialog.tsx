// ConfirmDialog for a page whose first view does not need it: the dialog and its focus trap load when it first
// opens, not with the page (a quiz's first question, issue 19).
import { type ComponentProps, lazy, Suspense } from 'react';
import { useMountedOnceOpen } from '@/lib/use-mounted-once-open';
import type { ConfirmDialog } from './confirm-dialog';

const ConfirmDialogChunk = lazy(() =>
  import('./confirm-dialog').then((module) => ({ default: module.ConfirmDialog })),
);

export function LazyConfirmDialog(props: ComponentProps<typeof ConfirmDialog>) {
  if (!useMountedOnceOpen(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogChunk {...props} />
    </Suspense>
  );
}
