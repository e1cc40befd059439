// The end of the game on the projector: the top three on a podium, and every player in a table with the CSV.
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { Stack } from '@/components/ui/layout';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useResults } from '@/features/live/api/live-games';
import { type LiveScreenState, podiumOrder } from '@/features/live/utils/live-state';
import styles from './host-podium.module.css';
import { CsvDownloadButton, ResultsTable } from './results-table';

export function HostPodium({ state, gameId }: { state: LiveScreenState; gameId: string }) {
  const { t } = useTranslation();
  const results = useResults(gameId);
  const finished = state.finished;
  const top = finished?.top ?? [];
  return (
    <Stack gap={4}>
      <h2 className={styles.title}>{t('live.host.podium')}</h2>
      {finished?.reason === 'ended' && <Alert tone="info">{t('live.host.endedEarly')}</Alert>}
      <ol className={styles.podium} aria-label={t('live.host.podium')}>
        {podiumOrder(top).map((entry) => (
          <li key={entry.playerId} className={styles.place}>
            <p className={styles.nickname}>{entry.nickname}</p>
            <p className={styles.points}>{t('live.host.points', { score: entry.score })}</p>
            <div className={styles.step} data-rank={entry.rank}>
              {entry.rank}
            </div>
          </li>
        ))}
      </ol>
      <Card>
        <Stack gap={2}>
          <div className={styles.download}>
            <CsvDownloadButton gameId={gameId} />
          </div>
          {results.isPending ? (
            <PageSpinner />
          ) : results.isError ? (
            <Alert tone="error">{t('live.host.resultsFailed')}</Alert>
          ) : (
            <ResultsTable results={results.data} caption={t('live.host.allPlayers')} />
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
