import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Plans } from '@/features/billing/utils/plans';
import { useMoney } from './use-money';

/** SPEC §9: the educator price per member and month by group size, custom pricing above, invoice or card. */
export function EducatorPlans({ plans, loading }: { plans: Plans; loading: boolean }) {
  const { t } = useTranslation();
  const money = useMoney();
  const cell = (content: string) => (loading ? <Skeleton width={48} /> : content);
  return (
    <Stack spacing={2}>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('billing.educator.tableLabel')}>
          <TableHead>
            <TableRow>
              <TableCell scope="col">{t('billing.educator.groupSize')}</TableCell>
              <TableCell scope="col" align="right">
                SEK
              </TableCell>
              <TableCell scope="col" align="right">
                USD
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {plans.educatorTiers.map((tier) => (
              <TableRow key={tier.minMembers}>
                <TableCell component="th" scope="row">
                  {t('billing.educator.members', { min: tier.minMembers, max: tier.maxMembers })}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 600 }}>
                  {cell(money(tier.sek, 'SEK'))}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 600 }}>
                  {cell(money(tier.usd, 'USD'))}
                </TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell component="th" scope="row" sx={{ borderBottom: 0 }}>
                {t('billing.educator.moreThan', { size: plans.customPricingAbove })}
              </TableCell>
              <TableCell colSpan={2} align="right" sx={{ borderBottom: 0, fontWeight: 600 }}>
                {t('billing.educator.customPricing')}
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('billing.educator.perMember')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="body2" component="span">
          {t('billing.educator.paymentMethods')}
        </Typography>
        {plans.paymentMethods.map((method) => (
          <Chip
            key={method}
            size="small"
            variant="outlined"
            icon={method === 'card' ? <CreditCardOutlined /> : <ReceiptLongOutlined />}
            label={t(method === 'card' ? 'billing.educator.card' : 'billing.educator.invoice')}
          />
        ))}
      </Stack>
    </Stack>
  );
}
