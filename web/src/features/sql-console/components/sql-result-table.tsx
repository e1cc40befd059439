import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { SqlResult } from '@quizdrill/contracts/types';
import { useTranslation } from 'react-i18next';
import { formatCell } from '@/features/sql-console/utils/format-cell';

const monospace = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

function Cell({ value }: { value: unknown }) {
  const { t } = useTranslation();
  const text = formatCell(value);
  return (
    <TableCell
      sx={{
        fontFamily: monospace,
        fontSize: '0.85rem',
        whiteSpace: 'pre',
        maxWidth: 480,
        overflow: 'hidden',
        textOverflow: 'ellipsis',
      }}
      title={text ?? undefined}
    >
      {text === null ? (
        <Box component="span" sx={{ color: 'text.disabled', fontStyle: 'italic' }}>
          {t('sql.null')}
        </Box>
      ) : (
        text
      )}
    </TableCell>
  );
}

/** A statement's outcome: its command and row count, the rows as a table, and a notice when rows were cut off. */
export function SqlResultTable({ result }: { result: SqlResult }) {
  const { t } = useTranslation();
  // A result may name a column twice (`select id, id`): its position makes it unique.
  const columnKeys = result.columns.map((column, position) => `${position}:${column}`);
  return (
    <Stack spacing={1.5} component="section" aria-label={t('sql.result')}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Chip
          label={t('sql.command', { command: result.command })}
          size="small"
          sx={{ fontFamily: monospace }}
        />
        {result.rowCount !== null && (
          <Typography variant="body2" color="text.secondary" role="status">
            {t('sql.rowCount', { count: result.rowCount })}
          </Typography>
        )}
      </Stack>
      {result.truncated && (
        <Alert severity="warning">{t('sql.truncated', { count: result.rows.length })}</Alert>
      )}
      {result.columns.length > 0 && result.rows.length === 0 && (
        <Alert severity="info">{t('sql.noRows')}</Alert>
      )}
      {result.rows.length > 0 && (
        // A wide or long result scrolls: the keyboard reaches it as a labelled region.
        <TableContainer
          component={Paper}
          variant="outlined"
          tabIndex={0}
          role="region"
          aria-label={t('sql.resultRows')}
          sx={{ maxHeight: 520 }}
        >
          <Table stickyHeader size="small" aria-label={t('sql.result')}>
            <TableHead>
              <TableRow>
                {result.columns.map((column, position) => (
                  <TableCell
                    key={columnKeys[position]}
                    sx={{ fontWeight: 700, fontFamily: monospace, whiteSpace: 'nowrap' }}
                  >
                    {column}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {result.rows.map((row, rowIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows of a result never move.
                <TableRow key={rowIndex} hover>
                  {columnKeys.map((columnKey, position) => (
                    <Cell key={columnKey} value={row[position]} />
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
}
