import ZoomIn from 'lucide-react/icons/zoom-in';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_THUMBNAIL_PX } from '@/config/constants';
import { questionImageSources } from '@/lib/question-image-sources';
import { useMountedOnceOpen } from '@/lib/use-mounted-once-open';
import styles from './question-image.module.css';

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
      <button
        type="button"
        onClick={() => setZoomed(true)}
        aria-label={t('questionImage.zoom')}
        className={styles.thumbnail}
      >
        <img
          src={sources.thumbnail}
          srcSet={sources.thumbnailSrcSet}
          alt={description}
          loading="lazy"
          className={styles.image}
          style={{ width: IMAGE_THUMBNAIL_PX, maxHeight: IMAGE_THUMBNAIL_PX }}
        />
        <span className={styles.zoomHint} aria-hidden="true">
          <ZoomIn size={20} />
        </span>
      </button>
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
