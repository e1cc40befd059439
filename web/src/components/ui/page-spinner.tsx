// A page (or the whole app) that is still loading: a spinner in the middle of where the page will be.
import { useTranslation } from 'react-i18next';
import styles from './page-spinner.module.css';
import { Spinner } from './spinner';

/** Centred progress indicator, named "Loading…" for screen readers. */
export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div className={styles.pageSpinner}>
      <Spinner label={t('common.loading')} size={40} />
    </div>
  );
}
