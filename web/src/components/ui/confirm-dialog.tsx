import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Dialog } from './dialog';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  /** While the action runs, the dialog cannot be dismissed and its buttons wait. */
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before something that cannot be undone (deleting); the safe choice has the focus. */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  pending,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      alert
      busy={pending}
      initialFocus={cancel}
      title={title}
      description={text}
      actions={
        <>
          <Button ref={cancel} variant="text" onClick={onClose} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button tone="danger" onClick={onConfirm} loading={pending}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
