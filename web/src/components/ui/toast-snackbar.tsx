// The toast itself: loaded with the first toast shown (toast.tsx), not with the first page. A filled Alert in a fixed
// place (at the bottom of a wide screen, at the top of a phone's, under its header), read out as it appears (role
// "alert", as every toast was), hiding itself after its time unless the pointer or the focus is on it.
import X from 'lucide-react/icons/x';
import { useEffect, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from './alert';
import { Button, IconButton } from './button';
import styles from './toast-snackbar.module.css';

/** A toast's tone: success unless the message says otherwise. */
export type ToastSeverity = 'success' | 'info' | 'warning' | 'error';

/** A toast as the provider keeps it: a message, its tone, how long it shows, and a labelled close button or none. */
export type Toast = {
  id: number;
  message: string;
  severity: ToastSeverity;
  durationMs: number;
  /** A labelled button that closes the toast (SPEC §4 text to quiz: "Done"), in place of the close icon. */
  closeLabel?: string;
};

type ToastSnackbarProps = {
  toast: Toast;
  open: boolean;
  onClose: () => void;
};

/** Shows `toast` while `open`; calls `onClose` after its time, on Escape and on its close button. */
export function ToastSnackbar({ toast, open, onClose }: ToastSnackbarProps) {
  const { t } = useTranslation();
  // While the pointer or the focus is on it the toast waits, so it can be read and its button reached.
  const [held, setHeld] = useState(false);

  useEffect(() => {
    if (!open || held) return;
    const timer = setTimeout(onClose, toast.durationMs);
    return () => clearTimeout(timer);
  }, [open, held, toast.durationMs, onClose]);

  // Listening before the toast is painted: a passive effect runs after paint (later still on a busy machine), so an
  // Escape pressed as soon as the toast shows would otherwise be missed.
  useLayoutEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) onClose();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open, onClose]);

  if (!open) return null;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the pointer and the focus only hold the timer; the buttons inside are the controls.
    <div
      className={styles.snackbar}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
      }}
    >
      <Alert
        tone={toast.severity}
        filled
        urgent
        action={
          toast.closeLabel ? (
            <Button variant="text" tone="inherit" size="small" onClick={onClose}>
              {toast.closeLabel}
            </Button>
          ) : (
            <IconButton
              label={t('common.close')}
              icon={<X />}
              tone="inherit"
              size="small"
              onClick={onClose}
            />
          )
        }
      >
        {/* A message may put the server's reason on a line of its own. */}
        <span className={styles.message}>{toast.message}</span>
      </Alert>
    </div>
  );
}
