import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

/** Placeholder rows while a list or form loads. */
export function ListSkeleton({ rows = 3, height = 72 }: { rows?: number; height?: number }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1.5} role="status" aria-busy aria-label={t('common.loading')}>
      {Array.from({ length: rows }, (_row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never move.
        <Skeleton key={index} variant="rounded" height={height} />
      ))}
    </Stack>
  );
}
