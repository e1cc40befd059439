// Short messages that outlive a route change (SPEC §8/§9 toasts): at the bottom of a wide screen, and on a phone
// at the top, just under the header, where they cover no form's buttons (those sit at the bottom of a phone's screen).
import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useState } from 'react';
import { TOAST_MS } from '@/config/constants';
import type { Toast, ToastSeverity } from './toast-snackbar';

// The toast's own module is not needed until a first toast: it stays out of every page's first load.
const ToastSnackbar = lazy(() =>
  import('./toast-snackbar').then((module) => ({ default: module.ToastSnackbar })),
);

export type ToastOptions = {
  message: string;
  severity?: ToastSeverity;
  durationMs?: number;
  /** A labelled button that closes the toast (SPEC §4 text to quiz: "Done"), in place of the close icon. */
  closeLabel?: string;
};
type ShowToast = (toast: ToastOptions) => void;

const ToastContext = createContext<ShowToast | null>(null);

/** One toast at a time; a new one replaces the one showing. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  const [open, setOpen] = useState(false);
  const show = useCallback<ShowToast>(
    ({ message, severity = 'success', durationMs = TOAST_MS, closeLabel }) => {
      setToast({ id: Date.now(), message, severity, durationMs, closeLabel });
      setOpen(true);
    },
    [],
  );
  const close = useCallback(() => setOpen(false), []);

  return (
    <ToastContext value={show}>
      {children}
      {toast && (
        <Suspense fallback={null}>
          <ToastSnackbar key={toast.id} toast={toast} open={open} onClose={close} />
        </Suspense>
      )}
    </ToastContext>
  );
}

/** The function that shows a toast: `toast({ message, severity })`. */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside ToastProvider');
  return show;
}
