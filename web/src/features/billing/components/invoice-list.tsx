import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { Invoice } from '@quizdrill/contracts/types';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { useInvoices } from '@/features/billing/api/membership';
import { formatStripeMoney } from '@/features/billing/utils/stripe-money';

const KNOWN_STATUSES = ['draft', 'open', 'paid', 'uncollectible', 'void'] as const;

function InvoiceRow({ invoice, divider }: { invoice: Invoice; divider: boolean }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(invoice.createdAt));
  const known = KNOWN_STATUSES.find((status) => status === invoice.status);
  const status = known ? t(`billing.invoices.statuses.${known}`) : (invoice.status ?? '');
  const title = invoice.number ?? t('billing.invoices.unnumbered');
  return (
    <ListItem divider={divider} sx={{ flexWrap: 'wrap', gap: 1 }}>
      <ListItemText
        primary={`${date} · ${formatStripeMoney(invoice.total, language)}`}
        secondary={[title, status].filter(Boolean).join(' · ')}
      />
      <Stack direction="row" spacing={2}>
        {invoice.hostedUrl && (
          <Link href={invoice.hostedUrl} target="_blank" rel="noopener noreferrer">
            {t('billing.invoices.open', { number: title })}
          </Link>
        )}
        {invoice.pdfUrl && (
          <Link href={invoice.pdfUrl} target="_blank" rel="noopener noreferrer">
            {t('billing.invoices.pdf', { number: title })}
          </Link>
        )}
      </Stack>
    </ListItem>
  );
}

/** The member's invoices, newest first, each with Stripe's page and PDF (the simulated checkout has neither). */
export function InvoiceList() {
  const { t } = useTranslation();
  const invoices = useInvoices();
  if (invoices.isPending) {
    return <Skeleton variant="rounded" height={120} role="status" aria-label={t('common.loading')} />;
  }
  if (invoices.isError) {
    return (
      <LoadError
        message={t('billing.invoices.loadFailed')}
        onRetry={() => void invoices.refetch()}
        retrying={invoices.isFetching}
      />
    );
  }
  const list = invoices.data.invoices;
  if (list.length === 0) {
    return <EmptyState icon={<ReceiptLongOutlined />} title={t('billing.invoices.none')} />;
  }
  return (
    <Paper variant="outlined">
      <List disablePadding aria-label={t('billing.invoices.title')}>
        {list.map((invoice, index) => (
          <InvoiceRow key={invoice.id} invoice={invoice} divider={index < list.length - 1} />
        ))}
      </List>
    </Paper>
  );
}
