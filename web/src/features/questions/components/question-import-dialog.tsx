import { IMPORT_FORMATS, MAX_IMPORT_BYTES } from '@quizdrill/contracts/rules';
import type { ImportIssue, ImportPreview, ImportResult } from '@quizdrill/contracts/types';
import FileUp from 'lucide-react/icons/file-up';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Cluster, Stack } from '@/components/ui/layout';
import { MathText } from '@/components/ui/math-text';
import { Progress } from '@/components/ui/progress';
import { SelectField, SelectOption } from '@/components/ui/select-field';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@/components/ui/table';
import { Text } from '@/components/ui/text';
import { TextField } from '@/components/ui/text-field';
import {
  type ImportFormatChoice,
  type ImportSource,
  useImportQuestions,
  usePreviewImport,
} from '@/features/questions/api/question-bank';
import { importIssueText } from '@/features/questions/utils/import-issue-text';
import styles from './question-import-dialog.module.css';

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
    <Alert
      tone={severity}
      title={t(severity === 'error' ? 'questionImport.errors' : 'questionImport.warnings', {
        count: issues.length,
      })}
    >
      <ul className={styles.issues}>
        {issues.map((issue) => (
          <li key={`${issue.line}-${issue.code}-${issue.message}`}>
            {t('questionImport.line', { line: issue.line })}: {importIssueText(t, issue)}
          </li>
        ))}
      </ul>
    </Alert>
  );
}

function PreviewTable({ preview }: { preview: ImportPreview }) {
  const { t } = useTranslation();
  return (
    <Table dense stickyHeader maxHeight={320} outlined aria-label={t('questionImport.previewTable')}>
      <TableHead>
        <TableRow>
          <TableHeaderCell>{t('questionImport.lineColumn')}</TableHeaderCell>
          <TableHeaderCell>{t('questionImport.questionColumn')}</TableHeaderCell>
          <TableHeaderCell>{t('questionImport.rightAnswerColumn')}</TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {preview.questions.map((question) => {
          const right = question.options.find((option) => option.isCorrect);
          return (
            <TableRow key={question.line}>
              <TableCell>{question.line}</TableCell>
              <TableCell wrap="pre">
                <MathText text={question.questionText} />
              </TableCell>
              <TableCell wrap="anywhere">
                {right ? (
                  <>
                    {`${right.optionLabel}: `}
                    <MathText text={right.optionText} />
                  </>
                ) : (
                  question.correctOption
                )}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

/**
 * "Importera": a file dropped or chosen, or text pasted; the format recognised and shown; a preview of each question
 * with its right answer and the file's warnings and errors by line. Importing waits until no error remains.
 */
export function QuestionImportDialog({ courseId, open, onClose, onImported }: QuestionImportDialogProps) {
  const { t } = useTranslation();
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
    <Dialog
      open={open}
      onClose={close}
      title={t('questionImport.title')}
      size="large"
      fullScreenOnPhone
      actions={
        <>
          <Button variant="text" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button
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
        </>
      }
    >
      <Stack gap={2}>
        <Text size="small" tone="secondary">
          {t('questionImport.intro')}
        </Text>
        <div className={styles.format}>
          <SelectField
            name="format"
            label={t('questionImport.format')}
            value={format}
            onChange={(value) => {
              const next = value as ImportFormatChoice;
              setFormat(next);
              if (source) check(source, next);
            }}
            fullWidth
          >
            {FORMAT_CHOICES.map((choice) => (
              <SelectOption key={choice} value={choice}>
                {t(`questionImport.formats.${choice}`)}
              </SelectOption>
            ))}
          </SelectField>
        </div>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop target for the pointer; the button in it chooses the same file by keyboard. */}
        <div
          className={styles.drop}
          data-dragging={dragging || undefined}
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
        >
          <p className={styles.dropText}>{t('questionImport.drop')}</p>
          <Button
            variant="outline"
            icon={<FileUp size={20} aria-hidden="true" />}
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
          {source && <p className={styles.chosen}>{t('questionImport.chosen', { name: source.name })}</p>}
        </div>
        <TextField
          label={t('questionImport.paste')}
          value={pasted}
          onChange={(event) => setPasted(event.target.value)}
          multiline
          minRows={3}
          maxRows={10}
          spellCheck={false}
          fullWidth
        />
        <div>
          <Button
            variant="outline"
            disabled={!pasted.trim()}
            onClick={() =>
              check({ file: new Blob([pasted], { type: 'text/plain' }), name: 'inklistrat.txt' })
            }
          >
            {t('questionImport.checkPasted')}
          </Button>
        </div>
        {tooLarge && <Alert tone="error">{t('error.importTooLarge')}</Alert>}
        {preview.isPending && <Progress label={t('questionImport.checking')} />}
        {preview.isError && <Alert tone="error">{preview.error.message}</Alert>}
        {result && (
          <Stack gap={2}>
            <Cluster gap={1}>
              <Badge tone={result.format ? 'primary' : 'neutral'}>
                {result.format
                  ? t('questionImport.detected', { format: t(`questionImport.formats.${result.format}`) })
                  : t('questionImport.notDetected')}
              </Badge>
              <Text size="small">
                {t('questionImport.questionCount', { count: result.questions.length })}
              </Text>
            </Cluster>
            <Issues issues={result.errors} severity="error" />
            <Issues issues={result.warnings} severity="warning" />
            {result.questions.length > 0 && <PreviewTable preview={result} />}
          </Stack>
        )}
        {importMutation.isError && <Alert tone="error">{importMutation.error.message}</Alert>}
      </Stack>
    </Dialog>
  );
}
