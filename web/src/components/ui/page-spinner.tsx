import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

/** Centred progress indicator for a page (or the whole app) that is still loading. */
export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh', width: '100%' }}>
      <CircularProgress aria-label={t('common.loading')} />
    </Box>
  );
}
