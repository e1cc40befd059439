// Short messages at the bottom of the screen that outlive a route change (SPEC §8/§9 toasts).
import Alert, { type AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { createContext, type ReactNode, useCallback, useContext, useState } from 'react';
import { TOAST_MS } from '../../config/constants';

export type ToastOptions = {
  message: string;
  severity?: AlertColor;
  durationMs?: number;
  /** A labelled button that closes the toast (SPEC §4 text to quiz: "Done"), in place of the close icon. */
  closeLabel?: string;
};
type Toast = Required<Omit<ToastOptions, 'closeLabel'>> & Pick<ToastOptions, 'closeLabel'> & { id: number };
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
        <Snackbar
          key={toast.id}
          open={open}
          autoHideDuration={toast.durationMs}
          onClose={close}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        >
          <Alert
            severity={toast.severity}
            variant="filled"
            onClose={toast.closeLabel ? undefined : close}
            action={
              toast.closeLabel && (
                <Button color="inherit" size="small" onClick={() => close()}>
                  {toast.closeLabel}
                </Button>
              )
            }
            // A message may put the server's reason on a line of its own.
            sx={{ width: '100%', whiteSpace: 'pre-line' }}
          >
            {toast.message}
          </Alert>
        </Snackbar>
      )}
    </ToastContext>
  );
}

export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside ToastProvider');
  return show;
}
