// A module of its own, beside the field: a list shows the placeholder at once while the field's module (with the
// search) is still on its way, and a first screen that imported text-field.tsx for it would load the field itself.
import { Skeleton } from './skeleton';
import styles from './text-field.module.css';

/**
 * Grey in the place of a field with a hint, as high as the field it stands for: the label's line, the input and the
 * hint's line in the field's own layout (a list's search, whose module comes later than the list).
 */
export function TextFieldPlaceholder({ size = 'medium' }: { size?: 'small' | 'medium' }) {
  return (
    <div className={styles.field} data-full-width="" data-size={size} aria-hidden="true">
      <span className={styles.label}>
        <Skeleton width="10em" height="1lh" />
      </span>
      <Skeleton shape="block" height={size === 'small' ? 'var(--control-height)' : '48px'} />
      <span className={styles.note}>
        <Skeleton width="14em" height="1lh" />
      </span>
    </div>
  );
}
