import type { GameResults } from '@quizdrill/contracts/types';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { DownloadButton } from '@/components/ui/download-button';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@/components/ui/table';
import { downloadResultsCsv } from '@/features/live/api/live-games';

/**
 * Every player of a game: place, name (a signed-in player's full name: the results are the host's), points and right
 * answers (the host's podium page and games list). A player the host removed is struck through.
 */
export function ResultsTable({ results, caption }: { results: GameResults; caption: string }) {
  const { t } = useTranslation();
  if (results.players.length === 0) return <Alert tone="info">{t('live.host.noPlayers')}</Alert>;
  return (
    <Table caption={caption} dense>
      <TableHead>
        <TableRow>
          <TableHeaderCell>{t('live.host.rank')}</TableHeaderCell>
          <TableHeaderCell>{t('live.host.name')}</TableHeaderCell>
          <TableHeaderCell numeric>{t('live.host.score')}</TableHeaderCell>
          <TableHeaderCell numeric>{t('live.host.correctCount')}</TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {results.players.map((player) => (
          <TableRow key={player.playerId} struck={player.removed}>
            <TableCell>{player.rank}</TableCell>
            <TableCell>{player.name}</TableCell>
            <TableCell numeric>{player.score}</TableCell>
            <TableCell numeric>
              {player.correct} / {results.questions.length}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Fetches the results as CSV, headed in the language in use, and saves it. */
export function CsvDownloadButton({ gameId }: { gameId: string }) {
  const { t } = useTranslation();
  return (
    <DownloadButton
      label={t('live.host.downloadCsv')}
      failureText={(message) => t('live.host.downloadFailed', { message })}
      download={(language) => downloadResultsCsv(gameId, language)}
    />
  );
}
