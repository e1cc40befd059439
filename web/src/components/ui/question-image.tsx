import ZoomInRounded from '@mui/icons-material/ZoomInRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_THUMBNAIL_PX } from '@/config/constants';
import { questionImageSources } from '@/lib/question-image-sources';
import { useMountedOnceOpen } from '@/lib/use-mounted-once-open';

const QuestionImageZoom = lazy(() =>
  import('./question-image-zoom').then((module) => ({ default: module.QuestionImageZoom })),
);

type QuestionImageProps = {
  src: string;
  /** What the image shows for screen readers; the question's text when there is nothing better. */
  alt?: string;
};

/** A question's image as a thumbnail of at most 320 px; clicking it shows it at up to 640 px (SPEC §9). */
export function QuestionImage({ src, alt }: QuestionImageProps) {
  const { t } = useTranslation();
  const [zoomed, setZoomed] = useState(false);
  const zoomMounted = useMountedOnceOpen(zoomed);
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
      {zoomMounted && (
        <Suspense fallback={null}>
          <QuestionImageZoom
            open={zoomed}
            onClose={() => setZoomed(false)}
            src={sources.zoom}
            alt={description}
          />
        </Suspense>
      )}
    </>
  );
}
