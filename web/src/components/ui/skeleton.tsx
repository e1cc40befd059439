// A grey placeholder of the size of what is loading, so the page does not jump when it arrives. Hidden from screen
// readers: the region that waits says so itself (aria-busy, a status text).
import { useTranslation } from 'react-i18next';
import styles from './skeleton.module.css';

type SkeletonProps = {
  /** A line of text, a rounded block (a card, a picture) or a circle (an avatar). */
  shape?: 'text' | 'block' | 'circle';
  width?: number | string;
  height?: number | string;
};

export function Skeleton({ shape = 'text', width, height }: SkeletonProps) {
  return <span className={styles.skeleton} data-shape={shape} style={{ width, height }} aria-hidden="true" />;
}

/** A skeleton standing alone for what is loading: a status that says so to a screen reader. */
export function LoadingSkeleton(props: SkeletonProps) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('common.loading')}>
      <Skeleton {...props} />
    </div>
  );
}
