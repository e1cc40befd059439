import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './list-skeleton.module.css';
import { Skeleton } from './skeleton';

/** A row's height in px: one for every width, or a phone's (`xs`) and from 600 px on (`sm`) where rows wrap. */
type RowHeight = number | { xs: number; sm: number };

/**
 * Placeholder rows while a list or form loads. `height` is the loaded row's, so the rows that replace them take the
 * same room and nothing jumps.
 */
export function ListSkeleton({ rows = 3, height = 72 }: { rows?: number; height?: RowHeight }) {
  const { t } = useTranslation();
  const [phone, wide] = typeof height === 'number' ? [height, height] : [height.xs, height.sm];
  const style = { '--row-height': `${phone}px`, '--row-height-wide': `${wide}px` } as CSSProperties;
  return (
    <div className={styles.rows} role="status" aria-busy aria-label={t('common.loading')} style={style}>
      {Array.from({ length: rows }, (_row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never move.
        <div key={index} className={styles.row}>
          <Skeleton shape="block" height="100%" />
        </div>
      ))}
    </div>
  );
}
