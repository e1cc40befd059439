import CloseRounded from '@mui/icons-material/CloseRounded';
import ZoomInRounded from '@mui/icons-material/ZoomInRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_THUMBNAIL_PX, IMAGE_ZOOM_MAX_PX } from '../../config/constants';
import { questionImageSources } from '../../lib/question-image-sources';

type QuestionImageProps = {
  src: string;
  /** What the image shows for screen readers; the question's text when there is nothing better. */
  alt?: string;
};

/** A question's image as a thumbnail of at most 320 px; clicking it shows it at up to 640 px (SPEC §9). */
export function QuestionImage({ src, alt }: QuestionImageProps) {
  const { t } = useTranslation();
  const [zoomed, setZoomed] = useState(false);
  const description = alt ?? t('questionImage.alt');
  const sources = questionImageSources(src);
  return (
    <>
      <ButtonBase
        onClick={() => setZoomed(true)}
        aria-label={t('questionImage.zoom')}
        focusRipple
        sx={{
          position: 'relative',
          display: 'inline-flex',
          maxWidth: '100%',
          width: 'fit-content',
          borderRadius: 2,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
          bgcolor: 'action.hover',
          cursor: 'zoom-in',
          '&:hover .zoom-hint, &.Mui-focusVisible .zoom-hint': { opacity: 1 },
        }}
      >
        <Box
          component="img"
          src={sources.thumbnail}
          srcSet={sources.thumbnailSrcSet}
          alt={description}
          loading="lazy"
          sx={{
            display: 'block',
            maxWidth: '100%',
            width: IMAGE_THUMBNAIL_PX,
            maxHeight: IMAGE_THUMBNAIL_PX,
            objectFit: 'contain',
          }}
        />
        <Box
          className="zoom-hint"
          aria-hidden
          sx={{
            position: 'absolute',
            right: 8,
            bottom: 8,
            display: 'grid',
            placeItems: 'center',
            width: 32,
            height: 32,
            borderRadius: '50%',
            bgcolor: 'rgba(0, 0, 0, 0.55)',
            color: 'common.white',
            opacity: 0.75,
            transition: 'opacity 150ms',
          }}
        >
          <ZoomInRounded fontSize="small" />
        </Box>
      </ButtonBase>
      <Dialog
        open={zoomed}
        onClose={() => setZoomed(false)}
        maxWidth={false}
        aria-label={t('questionImage.zoomed')}
        slotProps={{ paper: { sx: { m: 2, position: 'relative', bgcolor: 'background.paper' } } }}
      >
        <IconButton
          onClick={() => setZoomed(false)}
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
          src={sources.zoom}
          alt={description}
          sx={{
            display: 'block',
            width: IMAGE_ZOOM_MAX_PX,
            maxWidth: '100%',
            maxHeight: `min(${IMAGE_ZOOM_MAX_PX}px, calc(100dvh - 64px))`,
            objectFit: 'contain',
          }}
        />
      </Dialog>
    </>
  );
}
