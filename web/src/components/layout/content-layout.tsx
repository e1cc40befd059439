import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading, Text } from '@/components/ui/text';
import styles from './content-layout.module.css';

type ContentLayoutProps = {
  title: string;
  description?: string;
  /** Above the title: the way back to the page this one belongs to. */
  back?: ReactNode;
  /** Beside the title (below it on a phone): the page's main action, e.g. "create course". */
  action?: ReactNode;
  children?: ReactNode;
};

/**
 * A page inside the app layout: document title (React puts the `<title>` in the head while the page shows), one h1
 * and the page's content.
 */
export function ContentLayout({ title, description, back, action, children }: ContentLayoutProps) {
  const { t } = useTranslation();
  return (
    <section className={styles.page}>
      <title>{`${title} · ${t('app.name')}`}</title>
      <div>
        {back}
        <div className={styles.titleRow}>
          <div className={styles.title}>
            <Heading level={1}>{title}</Heading>
            {description && <Text tone="secondary">{description}</Text>}
          </div>
          {/* At most the page's width: several actions wrap on a phone instead of widening the page. */}
          {action && <div className={styles.action}>{action}</div>}
        </div>
      </div>
      {children}
    </section>
  );
}
