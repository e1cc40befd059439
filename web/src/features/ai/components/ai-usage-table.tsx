import ChartLine from 'lucide-react/icons/chart-line';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { QueryLoadError } from '@/components/ui/load-error';
import {
  Table,
  TableBody,
  TableCell,
  TableFoot,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '@/components/ui/table';
import { type AiUsageRow, useAiUsage } from '@/features/ai/api/get-ai-usage';
import styles from './ai-usage-table.module.css';

const providerKey = {
  offline: 'ai.usage.providers.offline',
  openai: 'ai.usage.providers.openai',
  claude: 'ai.usage.providers.claude',
} as const;

function isKnownProvider(provider: string): provider is keyof typeof providerKey {
  return provider in providerKey;
}

function sum(rows: readonly AiUsageRow[], field: 'requests' | 'inputTokens' | 'outputTokens'): number {
  return rows.reduce((total, row) => total + row[field], 0);
}

/** Admins only (SPEC §6): AI use per user and provider over the last 30 days, from GET /api/v2/ai/usage. */
export function AiUsageTable() {
  const { t, i18n } = useTranslation();
  const usage = useAiUsage();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const number = new Intl.NumberFormat(language);
  const dateTime = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });

  if (usage.isPending) return <ListSkeleton rows={3} height={40} />;
  if (usage.isError) {
    return <QueryLoadError query={usage} message={t('ai.usage.fetchError')} />;
  }
  const rows = Array.isArray(usage.data) ? usage.data : [];
  if (rows.length === 0) {
    return (
      <EmptyState icon={<ChartLine aria-hidden="true" />} title={t('ai.usage.empty')}>
        {t('ai.usage.emptyHint')}
      </EmptyState>
    );
  }
  return (
    <Table dense narrowOnPhone aria-label={t('ai.usage.table')}>
      <TableHead>
        <TableRow>
          <TableHeaderCell>{t('ai.usage.user')}</TableHeaderCell>
          <TableHeaderCell>{t('ai.usage.provider')}</TableHeaderCell>
          <TableHeaderCell numeric>{t('ai.usage.requests')}</TableHeaderCell>
          <TableHeaderCell numeric hideOnPhone>
            {t('ai.usage.inputTokens')}
          </TableHeaderCell>
          <TableHeaderCell numeric hideOnPhone>
            {t('ai.usage.outputTokens')}
          </TableHeaderCell>
          <TableHeaderCell>{t('ai.usage.lastUsed')}</TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={`${row.userId} ${row.provider}`}>
            <TableCell wrap="anywhere">{row.username}</TableCell>
            <TableCell>
              {isKnownProvider(row.provider) ? t(providerKey[row.provider]) : row.provider}
            </TableCell>
            <TableCell numeric>{number.format(row.requests)}</TableCell>
            <TableCell numeric hideOnPhone>
              {number.format(row.inputTokens)}
            </TableCell>
            <TableCell numeric hideOnPhone>
              {number.format(row.outputTokens)}
            </TableCell>
            <TableCell>
              <span className={styles.lastUsed}>{dateTime.format(new Date(row.lastUsedAt))}</span>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
      {rows.length > 1 && (
        <TableFoot>
          <TableRow>
            <TableCell colSpan={2} weight="bold">
              {t('ai.usage.total')}
            </TableCell>
            <TableCell numeric weight="bold">
              {number.format(sum(rows, 'requests'))}
            </TableCell>
            <TableCell numeric weight="bold" hideOnPhone>
              {number.format(sum(rows, 'inputTokens'))}
            </TableCell>
            <TableCell numeric weight="bold" hideOnPhone>
              {number.format(sum(rows, 'outputTokens'))}
            </TableCell>
            <TableCell />
          </TableRow>
        </TableFoot>
      )}
    </Table>
  );
}
