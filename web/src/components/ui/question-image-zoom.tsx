// The zoomed question image (SPEC §9), apart from the thumbnail: the dialog and its focus trap load on the first
// zoom, not with every page that shows a question (issue 19). The image is the dialog: no title bar, no padding, a
// close button over its corner; Base UI's Dialog gives the focus trap, Escape and the way back to the thumbnail.
import { Dialog as BaseDialog } from '@base-ui/react/dialog';
import X from 'lucide-react/icons/x';
import { useTranslation } from 'react-i18next';
import { IMAGE_ZOOM_MAX_PX } from '@/config/constants';
import styles from './question-image-zoom.module.css';

type QuestionImageZoomProps = {
  open: boolean;
  onClose: () => void;
  /** The image at zoom size (questionImageSources). */
  src: string;
  alt: string;
};

export function QuestionImageZoom({ open, onClose, src, alt }: QuestionImageZoomProps) {
  const { t } = useTranslation();
  return (
    <BaseDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <BaseDialog.Portal>
        <BaseDialog.Backdrop className={styles.backdrop} />
        <BaseDialog.Popup className={styles.popup} aria-label={t('questionImage.zoomed')}>
          <BaseDialog.Close className={styles.close} aria-label={t('common.close')} title={t('common.close')}>
            <X size={24} aria-hidden="true" />
          </BaseDialog.Close>
          <img src={src} alt={alt} className={styles.image} style={{ width: IMAGE_ZOOM_MAX_PX }} />
        </BaseDialog.Popup>
      </BaseDialog.Portal>
    </BaseDialog.Root>
  );
}
