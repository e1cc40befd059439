import Box from '@mui/material/Box';
import type { Assignment } from '@quizdrill/contracts/types';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '@/components/ui/download-button';
import { downloadAssignmentCsv } from '@/features/assignments/api/assignments';
import { localDateStamp } from '@/features/assignments/utils/due-date';

/** Fetches the results as CSV, headed in the language in use, and saves it (named by course and today's date). */
export function ResultsCsvButton({ assignment }: { assignment: Pick<Assignment, 'id' | 'course'> }) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: { xs: 'stretch', sm: 'flex-end' } }}
    >
      <DownloadButton
        label={t('assignments.resultsPage.downloadCsv')}
        failureText={(message) => t('assignments.resultsPage.downloadFailed', { message })}
        download={(language) => downloadAssignmentCsv(assignment, language, localDateStamp())}
      />
    </Box>
  );
}
