import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

/** A row's height in px: one for every width, or per breakpoint where the rows wrap on a phone. */
type RowHeight = number | { xs: number; sm: number };

/**
 * Placeholder rows while a list or form loads. `height` is the loaded row's, so the rows that replace them take the
 * same room and nothing jumps.
 */
export function ListSkeleton({ rows = 3, height = 72 }: { rows?: number; height?: RowHeight }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1.5} role="status" aria-busy aria-label={t('common.loading')}>
      {Array.from({ length: rows }, (_row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never move.
        <Skeleton key={index} variant="rounded" sx={{ height }} />
      ))}
    </Stack>
  );
}
