import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { GameResults } from '@quizdrill/contracts/types';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '@/components/ui/download-button';
import { downloadResultsCsv } from '@/features/live/api/live-games';

/**
 * Every player of a game: place, name (a signed-in player's full name: the results are the host's), points and right
 * answers (the host's podium page and games list).
 */
export function ResultsTable({ results, caption }: { results: GameResults; caption: string }) {
  const { t } = useTranslation();
  if (results.players.length === 0) return <Alert severity="info">{t('live.host.noPlayers')}</Alert>;
  return (
    <TableContainer>
      <Table size="small">
        <caption style={{ captionSide: 'top', textAlign: 'left', padding: '0 0 8px' }}>{caption}</caption>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t('live.host.rank')}</TableCell>
            <TableCell scope="col">{t('live.host.name')}</TableCell>
            <TableCell scope="col" align="right">
              {t('live.host.score')}
            </TableCell>
            <TableCell scope="col" align="right">
              {t('live.host.correctCount')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {results.players.map((player) => (
            <TableRow key={player.playerId}>
              <TableCell>{player.rank}</TableCell>
              <TableCell sx={{ textDecoration: player.removed ? 'line-through' : undefined }}>
                {player.name}
              </TableCell>
              <TableCell align="right">{player.score}</TableCell>
              <TableCell align="right">
                {player.correct} / {results.questions.length}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
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
