import type { Assignment } from '@quizdrill/contracts/types';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '@/components/ui/download-button';
import { downloadAssignmentCsv } from '@/features/assignments/api/assignments';
import { localDateStamp } from '@/features/assignments/utils/due-date';
import styles from './results-csv-button.module.css';

/** Fetches the results as CSV, headed in the language in use, and saves it (named by course and today's date). */
export function ResultsCsvButton({ assignment }: { assignment: Pick<Assignment, 'id' | 'course'> }) {
  const { t } = useTranslation();
  return (
    <div className={styles.download}>
      <DownloadButton
        label={t('assignments.resultsPage.downloadCsv')}
        failureText={(message) => t('assignments.resultsPage.downloadFailed', { message })}
        download={(language) => downloadAssignmentCsv(assignment, language, localDateStamp())}
      />
    </div>
  );
}
