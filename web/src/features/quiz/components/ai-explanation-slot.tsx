import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useUser } from '../../../lib/auth';
import { membershipStatus } from '../../../lib/token-claims';

/**
 * Offered after a wrong answer only (SPEC §4 "AI explanation"). Free users are sent to the paywall (SPEC §6);
 * for members the explanation itself arrives with the AI service, until then the button says it is coming.
 */
export function AiExplanationSlot() {
  const { t } = useTranslation();
  const user = useUser();
  const hintId = useId();
  if (membershipStatus(user) === 'free') {
    return (
      <Button
        component={RouterLink}
        to={paths.paywall}
        variant="outlined"
        color="secondary"
        startIcon={<AutoAwesomeOutlined />}
      >
        {t('quiz.ai.explain')}
      </Button>
    );
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5 }}>
      <Button
        variant="outlined"
        color="secondary"
        startIcon={<AutoAwesomeOutlined />}
        disabled
        aria-describedby={hintId}
      >
        {t('quiz.ai.explain')}
      </Button>
      <Typography id={hintId} variant="body2" color="text.secondary">
        {t('quiz.ai.comingSoon')}
      </Typography>
    </Box>
  );
}
