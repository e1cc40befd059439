import ImagePlus from 'lucide-react/icons/image-plus';
import Trash2 from 'lucide-react/icons/trash-2';
import X from 'lucide-react/icons/x';
import { type ChangeEvent, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { QuestionImage } from '@/components/ui/question-image';
import { usePreviewUrl } from '@/lib/use-preview-url';
import styles from './image-picker.module.css';

type ImagePickerProps = {
  /** The newly chosen file, not yet uploaded. */
  file: File | null;
  onSelect: (file: File | null) => void;
  /** The image the question has now (question edit); a chosen file replaces it. */
  currentImageUrl?: string | null;
  /** The current image is to be removed when the question is saved (question edit). */
  currentRemoved?: boolean;
  /** Offers to remove the current image, and to undo that until the question is saved. */
  onCurrentRemovedChange?: (removed: boolean) => void;
  error?: string;
  disabled?: boolean;
};

/**
 * A question's optional image: choose one (any image type), see it, change your mind (SPEC §5); in question edit,
 * remove the one it has.
 */
export function ImagePicker({
  file,
  onSelect,
  currentImageUrl,
  currentRemoved = false,
  onCurrentRemovedChange,
  error,
  disabled = false,
}: ImagePickerProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const previewUrl = usePreviewUrl(file);
  const keptImageUrl = currentRemoved ? null : (currentImageUrl ?? null);
  const shownUrl = previewUrl ?? keptImageUrl;
  const caption = file ? t('questionForm.chosenImage', { name: file.name }) : t('questionForm.currentImage');

  // The input is emptied after every choice, so choosing the same file again (after removing it) still reports it.
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (chosen) onSelect(chosen);
  };

  return (
    <div className={styles.picker}>
      <div>
        <h3 className={styles.title}>{t('questionForm.image')}</h3>
        <p className={styles.hint} id={hintId}>
          {t('questionForm.imageHint')}
        </p>
      </div>
      {shownUrl && (
        <div>
          <QuestionImage src={shownUrl} alt={caption} />
          <p className={styles.caption}>{caption}</p>
        </div>
      )}
      <div className={styles.buttons}>
        <Button
          variant="outline"
          icon={<ImagePlus size={20} aria-hidden="true" />}
          disabled={disabled}
          onClick={() => inputRef.current?.click()}
          aria-describedby={hintId}
        >
          {shownUrl ? t('questionForm.replaceImage') : t('questionForm.chooseImage')}
        </Button>
        {file && (
          <Button
            variant="text"
            tone="neutral"
            icon={<X size={20} aria-hidden="true" />}
            disabled={disabled}
            onClick={() => onSelect(null)}
          >
            {t('questionForm.removeChosenImage')}
          </Button>
        )}
        {!file && keptImageUrl && onCurrentRemovedChange && (
          <Button
            variant="text"
            tone="danger"
            icon={<Trash2 size={20} aria-hidden="true" />}
            disabled={disabled}
            onClick={() => onCurrentRemovedChange(true)}
          >
            {t('questionForm.removeImage')}
          </Button>
        )}
      </div>
      {!file && currentRemoved && currentImageUrl && onCurrentRemovedChange && (
        <Alert
          tone="info"
          action={
            <Button
              variant="text"
              tone="inherit"
              size="small"
              disabled={disabled}
              onClick={() => onCurrentRemovedChange(false)}
            >
              {t('questionForm.undoRemoveImage')}
            </Button>
          }
        >
          {t('questionForm.imageRemovedOnSave')}
        </Alert>
      )}
      <input
        ref={inputRef}
        type="file"
        name="image"
        accept="image/*"
        aria-label={t('questionForm.image')}
        hidden
        disabled={disabled}
        onChange={choose}
      />
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
