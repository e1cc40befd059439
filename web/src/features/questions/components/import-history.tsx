import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { List, ListItem } from '@/components/ui/list';
import { useToast } from '@/components/ui/toast';
import { useImports, useUndoImport } from '@/features/questions/api/question-bank';
import styles from './import-history.module.css';

/**
 * The course's imports (when, which format, how many of their questions remain), each with its undo: the questions
 * it added removed together. Nothing shows for a course never imported into.
 */
export function ImportHistory({ courseId, onUndone }: { courseId: number; onUndone?: () => void }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const showToast = useToast();
  const imports = useImports(courseId);
  const undo = useUndoImport(courseId);
  if (!imports.data || imports.data.length === 0) return null;
  const dateTime = new Intl.DateTimeFormat(i18n.resolvedLanguage, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <section className={styles.history} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {t('questionImport.history.title')}
      </h2>
      <List dense>
        {imports.data.map((item) => {
          const format = item.format
            ? t(`questionImport.formats.${item.format}`)
            : t('questionImport.history.unknownFormat');
          const date = dateTime.format(new Date(item.importedAt));
          return (
            <ListItem
              key={item.importId}
              primary={t('questionImport.history.item', { format, count: item.questionCount })}
              secondary={date}
              actions={
                <Button
                  variant="text"
                  size="small"
                  disabled={undo.isPending}
                  aria-label={t('questionImport.history.undoLabel', { format, date })}
                  onClick={() =>
                    undo.mutate(item.importId, {
                      onSuccess: ({ removed }) => {
                        showToast({ message: t('questionImport.undone', { count: removed }) });
                        onUndone?.();
                      },
                      onError: () =>
                        showToast({ message: t('questionImport.undoFailed'), severity: 'error' }),
                    })
                  }
                >
                  {t('questionImport.history.undo')}
                </Button>
              }
            />
          );
        })}
      </List>
    </section>
  );
}
