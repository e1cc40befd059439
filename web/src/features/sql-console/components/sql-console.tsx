import { SQL_CONSOLE_STATEMENT_TIMEOUT_MS, SqlConsoleRefusal } from '@quizdrill/contracts/rules/sql-console';
import Play from 'lucide-react/icons/play';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Stack } from '@/components/ui/layout';
import { useRunSql } from '@/features/sql-console/api/run-sql';
import { type ApiError, isApiError } from '@/lib/api-client';
import styles from './sql-console.module.css';
import { SqlResultTable } from './sql-result-table';

const timeoutSeconds = SQL_CONSOLE_STATEMENT_TIMEOUT_MS / 1000;

/** The console's own reasons for refusing a statement, in the reader's language. */
const REFUSAL_TEXTS = {
  [SqlConsoleRefusal.oneStatement]: 'sql.refusal.oneStatement',
  [SqlConsoleRefusal.readOnly]: 'sql.refusal.readOnly',
  [SqlConsoleRefusal.changesData]: 'sql.refusal.changesData',
  [SqlConsoleRefusal.functionRefused]: 'sql.refusal.functionRefused',
  [SqlConsoleRefusal.nulCharacter]: 'sql.refusal.nulCharacter',
  [SqlConsoleRefusal.timeout]: 'sql.refusal.timeout',
  [SqlConsoleRefusal.tooLarge]: 'sql.refusal.tooLarge',
  [SqlConsoleRefusal.personalData]: 'sql.refusal.personalData',
} as const;

const refusalText = (error: ApiError) =>
  Object.hasOwn(REFUSAL_TEXTS, error.code) ? REFUSAL_TEXTS[error.code as SqlConsoleRefusal] : undefined;

/**
 * The admin SQL console (SPEC §2, §5): one read-only statement at a time, run with the button or Ctrl/Cmd+Enter,
 * which stay disabled while the input is empty; the rows come back as a table. A refusal says why: in the reader's
 * language when the console refused it, in the database's own words when the database did.
 */
export function SqlConsole() {
  const { t } = useTranslation();
  const [sql, setSql] = useState('');
  const runMutation = useRunSql();
  const empty = sql.trim() === '';

  const run = () => {
    if (empty || runMutation.isPending) return;
    runMutation.mutate(sql);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    run();
  };

  const runOnShortcut = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      run();
    }
  };

  const { error } = runMutation;
  // A 4xx is a refusal; anything else is a failure to reach the database.
  const refusal = error && isApiError(error) && error.status >= 400 && error.status < 500 ? error : null;
  const refusalKey = refusal && refusalText(refusal);

  return (
    <Stack gap={3}>
      <Alert tone="info">{t('sql.readOnly', { seconds: timeoutSeconds })}</Alert>
      <form noValidate onSubmit={submit} className={styles.form}>
        <FormField
          name="sql"
          label={t('sql.statement')}
          value={sql}
          onChange={setSql}
          hint={t('sql.hint')}
          multiline
          minRows={5}
          maxRows={16}
          autoFocus
          monospace
          inputAttributes={{
            onKeyDown: runOnShortcut,
            spellCheck: false,
            autoCapitalize: 'none',
            autoCorrect: 'off',
          }}
        />
        <div className={styles.actions}>
          <Button
            type="submit"
            disabled={empty}
            loading={runMutation.isPending}
            icon={<Play size={20} aria-hidden="true" />}
          >
            {runMutation.isPending ? t('sql.running') : t('sql.run')}
          </Button>
        </div>
      </form>
      {error && (
        <Alert tone="error" title={t('sql.failed')}>
          {refusal === null ? (
            t('sql.unreachable')
          ) : refusalKey ? (
            t(refusalKey, { seconds: timeoutSeconds })
          ) : (
            <pre className={styles.databaseMessage}>{refusal.message}</pre>
          )}
        </Alert>
      )}
      {runMutation.isSuccess && <SqlResultTable result={runMutation.data} />}
    </Stack>
  );
}
