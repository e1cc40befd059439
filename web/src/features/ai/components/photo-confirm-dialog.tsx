import CameraAltOutlined from '@mui/icons-material/CameraAltOutlined';
import CheckRounded from '@mui/icons-material/CheckRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreviewUrl } from '@/lib/use-preview-url';

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
  const titleId = useId();
  const textId = useId();
  const previewUrl = usePreviewUrl(photo);
  return (
    <Dialog
      open={photo !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
    >
      <DialogTitle id={titleId}>{t('photoToQuiz.confirmTitle')}</DialogTitle>
      <DialogContent>
        {previewUrl && (
          <Box
            component="img"
            src={previewUrl}
            alt={photo ? t('photoToQuiz.chosen', { name: photo.name }) : ''}
            sx={{
              display: 'block',
              width: '100%',
              maxHeight: '55vh',
              objectFit: 'contain',
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
              bgcolor: 'action.hover',
              mb: 1.5,
            }}
          />
        )}
        <DialogContentText id={textId}>{t('photoToQuiz.confirmText')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button startIcon={<CameraAltOutlined />} onClick={onRetake}>
          {t('photoToQuiz.retake')}
        </Button>
        <Button variant="contained" startIcon={<CheckRounded />} onClick={onUse} autoFocus>
          {t('photoToQuiz.use')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
