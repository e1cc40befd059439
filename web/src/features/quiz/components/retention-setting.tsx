import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import {
  DESIRED_RETENTION_DEFAULT,
  DESIRED_RETENTION_MAX,
  DESIRED_RETENTION_MIN,
} from '@quizdrill/contracts/rules';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuizPreferences, useUpdateQuizPreferences } from '@/features/quiz/api/preferences';

const percent = (value: number) => Math.round(value * 100);

/** Profile: the desired retention (0.80–0.97), saved when the slider is let go. */
export function RetentionSetting() {
  const { t } = useTranslation();
  const labelId = useId();
  const hintId = useId();
  const preferences = useQuizPreferences();
  const update = useUpdateQuizPreferences();
  const stored = preferences.data?.desiredRetention ?? DESIRED_RETENTION_DEFAULT;
  const [moving, setMoving] = useState<number | null>(null);
  const value = moving ?? stored;
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
        <Typography id={labelId}>{t('memory.retention.label')}</Typography>
        <Typography color="text.secondary">
          {t('memory.retention.value', { percent: percent(value) })}
        </Typography>
      </Box>
      <Slider
        aria-labelledby={labelId}
        aria-describedby={hintId}
        min={percent(DESIRED_RETENTION_MIN)}
        max={percent(DESIRED_RETENTION_MAX)}
        step={1}
        value={percent(value)}
        disabled={!preferences.isSuccess}
        getAriaValueText={(next) => t('memory.retention.value', { percent: next })}
        onChange={(_, next) => setMoving((next as number) / 100)}
        onChangeCommitted={(_, next) => {
          setMoving(null);
          update.mutate({ desiredRetention: (next as number) / 100 });
        }}
        sx={{ mx: 1, width: 'calc(100% - 16px)' }}
      />
      <Typography id={hintId} variant="body2" color="text.secondary">
        {t('memory.retention.hint')}
      </Typography>
      {update.isSuccess && (
        <Typography role="status" variant="body2" color="success.main" sx={{ mt: 0.5 }}>
          {t('memory.retention.saved')}
        </Typography>
      )}
      {update.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {t('memory.retention.error')}
        </Alert>
      )}
    </Box>
  );
}
