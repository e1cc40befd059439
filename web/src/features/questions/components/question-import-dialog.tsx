import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { IMPORT_FORMATS, MAX_IMPORT_BYTES } from '@quizdrill/contracts/rules';
import type { ImportIssue, ImportPreview, ImportResult } from '@quizdrill/contracts/types';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ImportFormatChoice,
  type ImportSource,
  useImportQuestions,
  usePreviewImport,
} from '@/features/questions/api/question-bank';
import { importIssueText } from '@/features/questions/utils/import-issue-text';

type QuestionImportDialogProps = {
  courseId: number;
  open: boolean;
  onClose: () => void;
  onImported: (result: ImportResult) => void;
};

const FORMAT_CHOICES: ImportFormatChoice[] = ['auto', ...IMPORT_FORMATS];

function Issues({ issues, severity }: { issues: ImportIssue[]; severity: 'error' | 'warning' }) {
  const { t } = useTranslation();
  if (issues.length === 0) return null;
  return (
    <Alert severity={severity} variant="outlined">
      <Typography component="p" sx={{ fontWeight: 700 }}>
        {t(severity === 'error' ? 'questionImport.errors' : 'questionImport.warnings', {
          count: issues.length,
        })}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {issues.map((issue) => (
          <li key={`${issue.line}-${issue.code}-${issue.message}`}>
            {t('questionImport.line', { line: issue.line })}: {importIssueText(t, issue)}
          </li>
        ))}
      </Box>
    </Alert>
  );
}

function PreviewTable({ preview }: { preview: ImportPreview }) {
  const { t } = useTranslation();
  return (
    <TableContainer sx={{ maxHeight: 320, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" stickyHeader aria-label={t('questionImport.previewTable')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('questionImport.lineColumn')}</TableCell>
            <TableCell>{t('questionImport.questionColumn')}</TableCell>
            <TableCell>{t('questionImport.rightAnswerColumn')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {preview.questions.map((question) => {
            const right = question.options.find((option) => option.isCorrect);
            return (
              <TableRow key={question.line}>
                <TableCell>{question.line}</TableCell>
                <TableCell sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {question.questionText}
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  {right ? `${right.optionLabel}: ${right.optionText}` : question.correctOption}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * "Importera": a file dropped or chosen, or text pasted; the format recognised and shown; a preview of each question
 * with its right answer and the file's warnings and errors by line. Importing waits until no error remains.
 */
export function QuestionImportDialog({ courseId, open, onClose, onImported }: QuestionImportDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [format, setFormat] = useState<ImportFormatChoice>('auto');
  const [source, setSource] = useState<ImportSource | null>(null);
  const [pasted, setPasted] = useState('');
  const [dragging, setDragging] = useState(false);
  const [tooLarge, setTooLarge] = useState(false);
  const preview = usePreviewImport(courseId);
  const importMutation = useImportQuestions(courseId);

  const check = (next: ImportSource | null, nextFormat = format) => {
    setSource(next);
    importMutation.reset();
    if (!next) return preview.reset();
    setTooLarge(next.file.size > MAX_IMPORT_BYTES);
    if (next.file.size > MAX_IMPORT_BYTES) return preview.reset();
    preview.mutate({ source: next, format: nextFormat });
  };
  const chooseFile = (file: File | undefined) => {
    if (file) check({ file, name: file.name });
  };
  const close = () => {
    setSource(null);
    setPasted('');
    setTooLarge(false);
    preview.reset();
    importMutation.reset();
    onClose();
  };

  const result = preview.data;
  const canImport =
    !!source && !!result && result.errors.length === 0 && result.questions.length > 0 && !preview.isPending;

  return (
    <Dialog open={open} onClose={close} fullScreen={phone} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('questionImport.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {t('questionImport.intro')}
          </Typography>
          <TextField
            select
            label={t('questionImport.format')}
            value={format}
            onChange={(event) => {
              const next = event.target.value as ImportFormatChoice;
              setFormat(next);
              if (source) check(source, next);
            }}
            size="small"
            sx={{ maxWidth: 280 }}
          >
            {FORMAT_CHOICES.map((choice) => (
              <MenuItem key={choice} value={choice}>
                {t(`questionImport.formats.${choice}`)}
              </MenuItem>
            ))}
          </TextField>
          <Box
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={(event) => {
              event.preventDefault();
              setDragging(false);
              chooseFile(event.dataTransfer.files[0]);
            }}
            sx={{
              border: 2,
              borderStyle: 'dashed',
              borderColor: dragging ? 'primary.main' : 'divider',
              borderRadius: 2,
              p: 2,
              textAlign: 'center',
            }}
          >
            <Typography sx={{ mb: 1 }}>{t('questionImport.drop')}</Typography>
            <Button
              variant="outlined"
              startIcon={<UploadFileOutlined />}
              onClick={() => fileInput.current?.click()}
            >
              {t('questionImport.chooseFile')}
            </Button>
            <input
              ref={fileInput}
              type="file"
              hidden
              accept=".txt,.gift,.csv,.tsv,text/plain,text/csv"
              aria-label={t('questionImport.chooseFile')}
              onChange={(event) => {
                chooseFile(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
            {source && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
                {t('questionImport.chosen', { name: source.name })}
              </Typography>
            )}
          </Box>
          <TextField
            label={t('questionImport.paste')}
            value={pasted}
            onChange={(event) => setPasted(event.target.value)}
            multiline
            minRows={3}
            maxRows={10}
            slotProps={{ htmlInput: { spellCheck: false } }}
          />
          <Box>
            <Button
              variant="outlined"
              disabled={!pasted.trim()}
              onClick={() =>
                check({ file: new Blob([pasted], { type: 'text/plain' }), name: 'inklistrat.txt' })
              }
            >
              {t('questionImport.checkPasted')}
            </Button>
          </Box>
          {tooLarge && <Alert severity="error">{t('error.importTooLarge')}</Alert>}
          {preview.isPending && <LinearProgress aria-label={t('questionImport.checking')} />}
          {preview.isError && <Alert severity="error">{preview.error.message}</Alert>}
          {result && (
            <Stack spacing={2}>
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                <Chip
                  color={result.format ? 'primary' : 'default'}
                  label={
                    result.format
                      ? t('questionImport.detected', { format: t(`questionImport.formats.${result.format}`) })
                      : t('questionImport.notDetected')
                  }
                />
                <Typography variant="body2">
                  {t('questionImport.questionCount', { count: result.questions.length })}
                </Typography>
              </Box>
              <Issues issues={result.errors} severity="error" />
              <Issues issues={result.warnings} severity="warning" />
              {result.questions.length > 0 && <PreviewTable preview={result} />}
            </Stack>
          )}
          {importMutation.isError && <Alert severity="error">{importMutation.error.message}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!canImport || importMutation.isPending}
          onClick={() => {
            if (!source) return;
            importMutation.mutate(
              { source, format },
              {
                onSuccess: (imported) => {
                  onImported(imported);
                  close();
                },
              },
            );
          }}
        >
          {result && result.questions.length > 0
            ? t('questionImport.importCount', { count: result.questions.length })
            : t('questionImport.import')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
