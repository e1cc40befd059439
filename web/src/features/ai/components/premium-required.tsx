import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

/** SPEC §6: text to quiz and photo to quiz for a free user: what it takes, and the way there. */
export function PremiumRequired() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}
    >
      <Box sx={{ color: 'secondary.main', '& svg': { fontSize: 56 } }}>
        <WorkspacePremiumOutlined aria-hidden />
      </Box>
      <Typography id={headingId} variant="h2" component="h2" gutterBottom>
        {t('ai.premiumRequired.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 520, mx: 'auto' }}>
        {t('ai.premiumRequired.text')}
      </Typography>
      <Button
        component={RouterLink}
        to={paths.paywall}
        variant="contained"
        size="large"
        startIcon={<WorkspacePremiumOutlined />}
      >
        {t('ai.premiumRequired.action')}
      </Button>
    </Paper>
  );
}
