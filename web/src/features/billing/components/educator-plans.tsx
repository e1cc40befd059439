import CreditCard from 'lucide-react/icons/credit-card';
import ReceiptText from 'lucide-react/icons/receipt-text';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Cluster, Stack } from '@/components/ui/layout';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@/components/ui/table';
import { Text } from '@/components/ui/text';
import type { Plans } from '@/features/billing/utils/plans';
import { useMoney } from './use-money';

/** SPEC §9: the educator price per member and month by group size, custom pricing above, invoice or card. */
export function EducatorPlans({ plans, loading }: { plans: Plans; loading: boolean }) {
  const { t } = useTranslation();
  const money = useMoney();
  const cell = (content: string) => (loading ? <Skeleton width={48} /> : content);
  return (
    <Stack gap={2}>
      <Table dense aria-label={t('billing.educator.tableLabel')}>
        <TableHead>
          <TableRow>
            <TableHeaderCell>{t('billing.educator.groupSize')}</TableHeaderCell>
            <TableHeaderCell align="end">SEK</TableHeaderCell>
            <TableHeaderCell align="end">USD</TableHeaderCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {plans.educatorTiers.map((tier) => (
            <TableRow key={tier.minMembers}>
              <TableHeaderCell scope="row">
                {t('billing.educator.members', { min: tier.minMembers, max: tier.maxMembers })}
              </TableHeaderCell>
              <TableCell numeric weight="semibold">
                {cell(money(tier.sek, 'SEK'))}
              </TableCell>
              <TableCell numeric weight="semibold">
                {cell(money(tier.usd, 'USD'))}
              </TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableHeaderCell scope="row" noBorder>
              {t('billing.educator.moreThan', { size: plans.customPricingAbove })}
            </TableHeaderCell>
            <TableCell colSpan={2} align="end" weight="semibold" noBorder>
              {t('billing.educator.customPricing')}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
      <Text size="small" tone="secondary">
        {t('billing.educator.perMember')}
      </Text>
      <Cluster gap={1}>
        <Text size="small">{t('billing.educator.paymentMethods')}</Text>
        {plans.paymentMethods.map((method) => (
          <Badge
            key={method}
            size="small"
            variant="outline"
            icon={method === 'card' ? <CreditCard size={16} /> : <ReceiptText size={16} />}
          >
            {t(method === 'card' ? 'billing.educator.card' : 'billing.educator.invoice')}
          </Badge>
        ))}
      </Cluster>
    </Stack>
  );
}
