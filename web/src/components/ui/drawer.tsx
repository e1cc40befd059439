// A side sheet over the page (the app's menu) on Base UI's Dialog: focus kept inside while open, Escape and a click
// on the backdrop close it, the focus goes back to the button that opened it, and the page behind does not scroll.
import { Dialog as BaseDialog } from '@base-ui/react/dialog';
import type { HTMLAttributes, ReactNode } from 'react';
import styles from './drawer.module.css';

type DrawerProps = {
  open: boolean;
  onClose: () => void;
  /** The sheet's id: the opening button's aria-controls. */
  id: string;
  /** Names the sheet for screen readers. */
  label: string;
  children: ReactNode;
  /** Pointer and key handlers on the sheet (the menu's closing when left idle). */
  handlers?: Pick<
    HTMLAttributes<HTMLDivElement>,
    'onPointerMove' | 'onPointerLeave' | 'onPointerUp' | 'onKeyDown'
  >;
};

export function Drawer({ open, onClose, id, label, children, handlers }: DrawerProps) {
  return (
    <BaseDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <BaseDialog.Portal>
        <BaseDialog.Backdrop className={styles.backdrop} />
        <BaseDialog.Popup {...handlers} id={id} className={styles.popup} aria-label={label}>
          {children}
        </BaseDialog.Popup>
      </BaseDialog.Portal>
    </BaseDialog.Root>
  );
}
