import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import CloseRounded from '@mui/icons-material/CloseRounded';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { QuestionImage } from '@/components/ui/question-image';
import { usePreviewUrl } from '@/lib/use-preview-url';

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
    <Stack spacing={1.5}>
      <Box>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t('questionForm.image')}
        </Typography>
        <Typography variant="body2" color="text.secondary" id={hintId}>
          {t('questionForm.imageHint')}
        </Typography>
      </Box>
      {shownUrl && (
        <Box>
          <QuestionImage src={shownUrl} alt={caption} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {caption}
          </Typography>
        </Box>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <Button
          variant="outlined"
          startIcon={<AddPhotoAlternateOutlined />}
          disabled={disabled}
          onClick={() => inputRef.current?.click()}
          aria-describedby={hintId}
        >
          {shownUrl ? t('questionForm.replaceImage') : t('questionForm.chooseImage')}
        </Button>
        {file && (
          <Button
            color="inherit"
            startIcon={<CloseRounded />}
            disabled={disabled}
            onClick={() => onSelect(null)}
          >
            {t('questionForm.removeChosenImage')}
          </Button>
        )}
        {!file && keptImageUrl && onCurrentRemovedChange && (
          <Button
            color="error"
            startIcon={<DeleteOutlined />}
            disabled={disabled}
            onClick={() => onCurrentRemovedChange(true)}
          >
            {t('questionForm.removeImage')}
          </Button>
        )}
      </Stack>
      {!file && currentRemoved && currentImageUrl && onCurrentRemovedChange && (
        <Alert
          severity="info"
          action={
            <Button
              color="inherit"
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
        <FormHelperText error role="alert" sx={{ mx: 0 }}>
          {error}
        </FormHelperText>
      )}
    </Stack>
  );
}
