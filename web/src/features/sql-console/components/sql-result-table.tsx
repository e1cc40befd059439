import type { SqlResult } from '@quizdrill/contracts/types';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Cluster } from '@/components/ui/layout';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@/components/ui/table';
import { Text } from '@/components/ui/text';
import { formatCell } from '@/features/sql-console/utils/format-cell';
import styles from './sql-result-table.module.css';

function Cell({ value }: { value: unknown }) {
  const { t } = useTranslation();
  const text = formatCell(value);
  return (
    <TableCell>
      {text === null ? (
        <span className={styles.value} data-null="">
          {t('sql.null')}
        </span>
      ) : (
        <span className={styles.value} title={text}>
          {text}
        </span>
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
    <section className={styles.result} aria-label={t('sql.result')}>
      <Cluster gap={1}>
        <Badge size="small">
          <span className={styles.command}>{t('sql.command', { command: result.command })}</span>
        </Badge>
        {result.rowCount !== null && (
          <Text size="small" tone="secondary" role="status">
            {t('sql.rowCount', { count: result.rowCount })}
          </Text>
        )}
      </Cluster>
      {result.truncated && <Alert tone="warning">{t('sql.truncated', { count: result.rows.length })}</Alert>}
      {result.columns.length > 0 && result.rows.length === 0 && <Alert tone="info">{t('sql.noRows')}</Alert>}
      {result.rows.length > 0 && (
        // A wide or long result scrolls in its box, which the keyboard then reaches as a labelled region.
        <Card padding={0}>
          <Table dense stickyHeader maxHeight={520} aria-label={t('sql.result')}>
            <TableHead>
              <TableRow>
                {result.columns.map((column, position) => (
                  <TableHeaderCell key={columnKeys[position]} wrap="nowrap" weight="bold">
                    <span className={styles.column}>{column}</span>
                  </TableHeaderCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {result.rows.map((row, rowIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows of a result never move.
                <TableRow key={rowIndex}>
                  {columnKeys.map((columnKey, position) => (
                    <Cell key={columnKey} value={row[position]} />
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Card>
      )}
    </section>
  );
}
