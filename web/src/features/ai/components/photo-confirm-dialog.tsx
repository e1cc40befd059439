import Camera from 'lucide-react/icons/camera';
import Check from 'lucide-react/icons/check';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { usePreviewUrl } from '@/lib/use-preview-url';
import styles from './photo-confirm-dialog.module.css';

type PhotoConfirmDialogProps = {
  /** The photo to confirm; the dialog is open while there is one. */
  photo: File | null;
  onUse: () => void;
  onRetake: () => void;
  onClose: () => void;
};

/** SPEC §4 "Photo-to-quiz" 1: on a phone, the photo just taken (or chosen) is shown first, to use or retake. */
export function PhotoConfirmDialog({ photo, onUse, onRetake, onClose }: PhotoConfirmDialogProps) {
  const { t } = useTranslation();
  const useButton = useRef<HTMLButtonElement>(null);
  const previewUrl = usePreviewUrl(photo);
  return (
    <Dialog
      open={photo !== null}
      onClose={onClose}
      title={t('photoToQuiz.confirmTitle')}
      description={t('photoToQuiz.confirmText')}
      initialFocus={useButton}
      size="medium"
      actions={
        <>
          <Button variant="text" icon={<Camera size={20} aria-hidden="true" />} onClick={onRetake}>
            {t('photoToQuiz.retake')}
          </Button>
          <Button ref={useButton} icon={<Check size={20} aria-hidden="true" />} onClick={onUse}>
            {t('photoToQuiz.use')}
          </Button>
        </>
      }
    >
      {previewUrl && (
        <img
          src={previewUrl}
          alt={photo ? t('photoToQuiz.chosen', { name: photo.name }) : ''}
          className={styles.preview}
        />
      )}
    </Dialog>
  );
}
