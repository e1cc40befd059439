import DownloadRounded from '@mui/icons-material/DownloadRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { Assignment } from '@quizdrill/contracts/types';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../../../lib/i18n';
import { downloadAssignmentCsv } from '../api/assignments';
import { localDateStamp } from '../utils/due-date';

/** Fetches the results as CSV, headed in the language in use, and saves it (named by course and today's date). */
export function ResultsCsvButton({ assignment }: { assignment: Pick<Assignment, 'id' | 'course'> }) {
  const { t, i18n } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const download = () => {
    setPending(true);
    setFailure(null);
    downloadAssignmentCsv(assignment, toLanguage(i18n.resolvedLanguage) ?? 'sv', localDateStamp())
      .catch((error: unknown) => setFailure(error instanceof Error ? error.message : String(error)))
      .finally(() => setPending(false));
  };
  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: { xs: 'stretch', sm: 'flex-end' } }}
    >
      <Button
        variant="outlined"
        startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden /> : <DownloadRounded />}
        onClick={download}
        disabled={pending}
      >
        {t('assignments.resultsPage.downloadCsv')}
      </Button>
      {failure && (
        <Alert severity="error" role="alert">
          {t('assignments.resultsPage.downloadFailed', { message: failure })}
        </Alert>
      )}
    </Box>
  );
}
