// A modal dialog of the UI layer over Base UI's Dialog (focus trap, Escape, focus back to the opener, aria-modal),
// looks from dialog.module.css. `alert` makes it an alertdialog that a click outside does not close: for asking
// before something that cannot be undone.
import { AlertDialog as BaseAlertDialog } from '@base-ui/react/alert-dialog';
import { Dialog as BaseDialog } from '@base-ui/react/dialog';
import type { ReactNode, RefObject } from 'react';
import styles from './dialog.module.css';

export type DialogProps = {
  open: boolean;
  /** Asked to close: Escape, a click outside (unless `alert`), or a close button of the dialog's own. */
  onClose: () => void;
  title: ReactNode;
  /** The sentence that says what the dialog is about; read out with the title. */
  description?: ReactNode;
  children?: ReactNode;
  /** The buttons at the bottom, the main action last. */
  actions?: ReactNode;
  /** An alertdialog: only a button closes it. */
  alert?: boolean;
  /** While something runs the dialog stays open: Escape and clicks outside are ignored. */
  busy?: boolean;
  /** What gets the focus when it opens; the first focusable element otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** small 444 px, medium 600 px, large 900 px wide at most (a preview with a table). */
  size?: 'small' | 'medium' | 'large';
  /** On a phone (narrower than 600 px) the dialog fills the screen: for one with a form and a table to scroll. */
  fullScreenOnPhone?: boolean;
};

export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  actions,
  alert = false,
  busy = false,
  initialFocus,
  size = 'small',
  fullScreenOnPhone = false,
}: DialogProps) {
  const Parts = alert ? BaseAlertDialog : BaseDialog;
  return (
    <Parts.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onClose();
      }}
    >
      <Parts.Portal>
        <Parts.Backdrop className={styles.backdrop} />
        <Parts.Popup
          className={styles.popup}
          data-size={size}
          data-full-screen-on-phone={fullScreenOnPhone || undefined}
          initialFocus={initialFocus}
        >
          <Parts.Title className={styles.title}>{title}</Parts.Title>
          {description && <Parts.Description className={styles.description}>{description}</Parts.Description>}
          {children && <div className={styles.content}>{children}</div>}
          {actions && <div className={styles.actions}>{actions}</div>}
        </Parts.Popup>
      </Parts.Portal>
    </Parts.Root>
  );
}
