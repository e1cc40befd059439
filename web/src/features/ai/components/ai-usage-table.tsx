import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { LoadError } from '@/components/ui/load-error';
import { type AiUsageRow, useAiUsage } from '@/features/ai/api/get-ai-usage';

const providerKey = {
  offline: 'ai.usage.providers.offline',
  openai: 'ai.usage.providers.openai',
  claude: 'ai.usage.providers.claude',
} as const;

function isKnownProvider(provider: string): provider is keyof typeof providerKey {
  return provider in providerKey;
}

// A phone shows who, how often and when; the token counts need a wider screen.
const onWideScreens = { display: { xs: 'none', sm: 'table-cell' } } as const;

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
    return (
      <LoadError
        message={t('ai.usage.fetchError')}
        onRetry={() => void usage.refetch()}
        retrying={usage.isFetching}
      />
    );
  }
  const rows = Array.isArray(usage.data) ? usage.data : [];
  if (rows.length === 0) {
    return (
      <EmptyState icon={<InsightsOutlined />} title={t('ai.usage.empty')}>
        {t('ai.usage.emptyHint')}
      </EmptyState>
    );
  }
  return (
    <TableContainer>
      <Table
        size="small"
        aria-label={t('ai.usage.table')}
        sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}
      >
        <TableHead>
          <TableRow>
            <TableCell>{t('ai.usage.user')}</TableCell>
            <TableCell>{t('ai.usage.provider')}</TableCell>
            <TableCell align="right">{t('ai.usage.requests')}</TableCell>
            <TableCell align="right" sx={onWideScreens}>
              {t('ai.usage.inputTokens')}
            </TableCell>
            <TableCell align="right" sx={onWideScreens}>
              {t('ai.usage.outputTokens')}
            </TableCell>
            <TableCell>{t('ai.usage.lastUsed')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={`${row.userId} ${row.provider}`}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.username}</TableCell>
              <TableCell>
                {isKnownProvider(row.provider) ? t(providerKey[row.provider]) : row.provider}
              </TableCell>
              <TableCell align="right">{number.format(row.requests)}</TableCell>
              <TableCell align="right" sx={onWideScreens}>
                {number.format(row.inputTokens)}
              </TableCell>
              <TableCell align="right" sx={onWideScreens}>
                {number.format(row.outputTokens)}
              </TableCell>
              <TableCell sx={{ whiteSpace: { sm: 'nowrap' } }}>
                {dateTime.format(new Date(row.lastUsedAt))}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        {rows.length > 1 && (
          <TableFooter>
            <TableRow>
              <TableCell colSpan={2} sx={{ fontWeight: 700, color: 'text.primary' }}>
                {t('ai.usage.total')}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 700, color: 'text.primary' }}>
                {number.format(sum(rows, 'requests'))}
              </TableCell>
              <TableCell align="right" sx={{ ...onWideScreens, fontWeight: 700, color: 'text.primary' }}>
                {number.format(sum(rows, 'inputTokens'))}
              </TableCell>
              <TableCell align="right" sx={{ ...onWideScreens, fontWeight: 700, color: 'text.primary' }}>
                {number.format(sum(rows, 'outputTokens'))}
              </TableCell>
              <TableCell />
            </TableRow>
          </TableFooter>
        )}
      </Table>
    </TableContainer>
  );
}
