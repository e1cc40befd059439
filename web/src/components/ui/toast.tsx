// Short messages that outlive a route change (SPEC §8/§9 toasts): at the bottom of a wide screen, and on a phone
// at the top, just under the header, where they cover no form's buttons (those sit at the bottom of a phone's screen).
import type { AlertColor } from '@mui/material/Alert';
import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useState } from 'react';
import { TOAST_MS } from '@/config/constants';

// Snackbar and its transition are not needed until a first toast: they stay out of every page's first load.
const ToastSnackbar = lazy(() =>
  import('./toast-snackbar').then((module) => ({ default: module.ToastSnackbar })),
);

export type ToastOptions = {
  message: string;
  severity?: AlertColor;
  durationMs?: number;
  /** A labelled button that closes the toast (SPEC §4 text to quiz: "Done"), in place of the close icon. */
  closeLabel?: string;
};
export type Toast = Required<Omit<ToastOptions, 'closeLabel'>> &
  Pick<ToastOptions, 'closeLabel'> & { id: number };
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
  const close = (_event?: unknown, reason?: string) => {
    if (reason !== 'clickaway') setOpen(false);
  };

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

export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside ToastProvider');
  return show;
}
