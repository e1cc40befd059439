// The zoomed question image (SPEC §9), apart from the thumbnail: MUI's Dialog and Modal (~7 kB gzipped) load on the
// first zoom, not with every page that shows a question (issue 19).
import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { IMAGE_ZOOM_MAX_PX } from '@/config/constants';

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
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth={false}
      aria-label={t('questionImage.zoomed')}
      slotProps={{ paper: { sx: { m: 2, position: 'relative', bgcolor: 'background.paper' } } }}
    >
      <IconButton
        onClick={onClose}
        aria-label={t('common.close')}
        sx={{
          position: 'absolute',
          top: 8,
          right: 8,
          bgcolor: 'rgba(0, 0, 0, 0.55)',
          color: 'common.white',
          '&:hover': { bgcolor: 'rgba(0, 0, 0, 0.75)' },
        }}
      >
        <CloseRounded />
      </IconButton>
      <Box
        component="img"
        src={src}
        alt={alt}
        sx={{
          display: 'block',
          width: IMAGE_ZOOM_MAX_PX,
          maxWidth: '100%',
          maxHeight: `min(${IMAGE_ZOOM_MAX_PX}px, calc(100dvh - 64px))`,
          objectFit: 'contain',
        }}
      />
    </Dialog>
  );
}
