import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/ui/toast';
import { useImports, useUndoImport } from '@/features/questions/api/question-bank';

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
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ mb: 2, px: 2, py: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {t('questionImport.history.title')}
      </Typography>
      <List dense disablePadding>
        {imports.data.map((item) => {
          const format = item.format
            ? t(`questionImport.formats.${item.format}`)
            : t('questionImport.history.unknownFormat');
          const date = dateTime.format(new Date(item.importedAt));
          return (
            <ListItem
              key={item.importId}
              disableGutters
              secondaryAction={
                <Button
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
            >
              <ListItemText
                primary={t('questionImport.history.item', { format, count: item.questionCount })}
                secondary={date}
              />
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}
