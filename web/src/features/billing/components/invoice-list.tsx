import type { Invoice } from '@quizdrill/contracts/types';
import ReceiptText from 'lucide-react/icons/receipt-text';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Link } from '@/components/ui/link';
import { QueryLoadError } from '@/components/ui/load-error';
import { LoadingSkeleton } from '@/components/ui/skeleton';
import { useInvoices } from '@/features/billing/api/membership';
import { formatStripeMoney } from '@/features/billing/utils/stripe-money';
import styles from './invoice-list.module.css';

const KNOWN_STATUSES = ['draft', 'open', 'paid', 'uncollectible', 'void'] as const;

/** An invoice's date, sum, number and status, and its links: beside them where there is room, under them on a phone. */
function InvoiceRow({ invoice }: { invoice: Invoice }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(invoice.createdAt));
  const known = KNOWN_STATUSES.find((status) => status === invoice.status);
  const status = known ? t(`billing.invoices.statuses.${known}`) : (invoice.status ?? '');
  const title = invoice.number ?? t('billing.invoices.unnumbered');
  return (
    <li className={styles.row}>
      <div className={styles.text}>
        <span className={styles.primary}>{`${date} · ${formatStripeMoney(invoice.total, language)}`}</span>
        <span className={styles.secondary}>{[title, status].filter(Boolean).join(' · ')}</span>
      </div>
      <div className={styles.links}>
        {invoice.hostedUrl && (
          <Link href={invoice.hostedUrl} newTab>
            {t('billing.invoices.open', { number: title })}
          </Link>
        )}
        {invoice.pdfUrl && (
          <Link href={invoice.pdfUrl} newTab>
            {t('billing.invoices.pdf', { number: title })}
          </Link>
        )}
      </div>
    </li>
  );
}

/** The member's invoices, newest first, each with Stripe's page and PDF (the simulated checkout has neither). */
export function InvoiceList() {
  const { t } = useTranslation();
  const invoices = useInvoices();
  if (invoices.isPending) {
    return <LoadingSkeleton shape="block" height={120} />;
  }
  if (invoices.isError) {
    return <QueryLoadError query={invoices} message={t('billing.invoices.loadFailed')} />;
  }
  const list = invoices.data.invoices;
  if (list.length === 0) {
    return <EmptyState icon={<ReceiptText aria-hidden="true" />} title={t('billing.invoices.none')} />;
  }
  return (
    <Card padding={0}>
      <ul className={styles.list} aria-label={t('billing.invoices.title')}>
        {list.map((invoice) => (
          <InvoiceRow key={invoice.id} invoice={invoice} />
        ))}
      </ul>
    </Card>
  );
}
