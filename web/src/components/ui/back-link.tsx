// Above a page's title: back to the page it belongs to.
import ArrowLeft from 'lucide-react/icons/arrow-left';
import styles from './back-link.module.css';
import { ButtonLink } from './button';

/** A text button with a back arrow, its text aligned with the title under it. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <div className={styles.backLink}>
      <ButtonLink to={to} variant="text" icon={<ArrowLeft aria-hidden />}>
        {label}
      </ButtonLink>
    </div>
  );
}
