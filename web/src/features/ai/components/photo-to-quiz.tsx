// SPEC §4 "Photo-to-quiz": pick or take an image (on a phone, confirm it first), read its text, correct the text,
// and take it to text to quiz.

import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import CameraAltOutlined from '@mui/icons-material/CameraAltOutlined';
import ImageSearchOutlined from '@mui/icons-material/ImageSearchOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { alpha, useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { countWords, SOURCE_TEXT_MAX_LENGTH } from '@quizdrill/contracts/rules';
import type { TFunction } from 'i18next';
import { type ChangeEvent, type DragEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ContentSection } from '@/components/layout/content-section';
import { FormField } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { useExtractText } from '@/features/ai/api/extract-text';
import { classifyAiFailure } from '@/features/ai/utils/ai-failure';
import { PHOTO_ACCEPT, photoProblem } from '@/features/ai/utils/photo-file';
import { textHandover } from '@/features/ai/utils/text-handover';
import { usePreviewUrl } from '@/lib/use-preview-url';
import { JobProgress } from './job-progress';
import { PhotoConfirmDialog } from './photo-confirm-dialog';
import { WordCount } from './word-count';

type Source = 'files' | 'camera';
type Problem = { kind: 'file' | 'server'; message: string };

/** SPEC §8 "Photo to quiz": a refused file as fileError, no connection as technicalError, the rest as apiError. */
function problemOf(error: unknown, t: TFunction): Problem | null {
  const failure = classifyAiFailure(error);
  switch (failure.kind) {
    case 'silent':
      return null;
    case 'photoRefused':
      return { kind: 'file', message: t('photoToQuiz.fileError', { message: t(failure.problem) }) };
    case 'rateLimited':
      return {
        kind: 'server',
        message:
          failure.minutes === undefined
            ? t('ai.rateLimitedLater')
            : t('ai.rateLimited', { minutes: failure.minutes }),
      };
    case 'unreachable':
      return { kind: 'server', message: t('photoToQuiz.technicalError') };
    case 'translated':
      return { kind: 'server', message: t('photoToQuiz.apiError', { message: t(failure.key) }) };
    case 'server':
      return { kind: 'server', message: t('photoToQuiz.apiError', { message: failure.message }) };
  }
}

export function PhotoToQuiz() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const theme = useTheme();
  const smallScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const touchScreen = useMediaQuery('(pointer: coarse)');
  const onPhone = smallScreen || touchScreen;
  const extract = useExtractText();
  const [photo, setPhoto] = useState<File | null>(null);
  const [toConfirm, setToConfirm] = useState<{ file: File; source: Source } | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [text, setText] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const filesInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const wordCountId = useId();
  const previewUrl = usePreviewUrl(photo);
  const reading = extract.isPending;

  const readText = (file: File) => {
    setToConfirm(null);
    setPhoto(file);
    setText(null);
    extract.mutate(file, {
      onSuccess: (extracted) => setText(extracted.trim()),
      onError: (error) => setProblem(problemOf(error, t)),
    });
  };

  /** SPEC §5: type and size are checked before anything is sent. */
  const choose = (file: File, source: Source) => {
    setProblem(null);
    const refused = photoProblem(file);
    if (refused) {
      setProblem({ kind: 'file', message: t('photoToQuiz.fileError', { message: t(refused) }) });
      return;
    }
    if (onPhone) setToConfirm({ file, source });
    else readText(file);
  };

  // The input is emptied after every choice, so the same file chosen again is reported again.
  const chosenFrom = (source: Source) => (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) choose(file, source);
  };

  const drop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !reading) choose(file, 'files');
  };

  const openPicker = (source: Source) => (source === 'camera' ? cameraInput : filesInput).current?.click();

  return (
    <Stack spacing={3}>
      <ContentSection title={t('photoToQuiz.pickTitle')} description={t('photoToQuiz.pickDescription')}>
        <Stack spacing={2}>
          <Box
            onDragOver={(event) => {
              event.preventDefault();
              if (!reading) setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={drop}
            sx={{
              display: 'flex',
              flexDirection: { xs: 'column', sm: 'row' },
              alignItems: 'center',
              gap: 2,
              p: { xs: 2, sm: 3 },
              border: 2,
              borderStyle: 'dashed',
              borderRadius: 2,
              borderColor: dragging ? 'primary.main' : 'divider',
              bgcolor: dragging
                ? alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.16 : 0.06)
                : 'transparent',
            }}
          >
            {previewUrl && photo ? (
              <Box
                component="img"
                src={previewUrl}
                alt={t('photoToQuiz.chosen', { name: photo.name })}
                sx={{
                  width: { xs: '100%', sm: 240 },
                  maxHeight: 240,
                  objectFit: 'contain',
                  borderRadius: 1,
                  border: 1,
                  borderColor: 'divider',
                  bgcolor: 'action.hover',
                }}
              />
            ) : (
              <Box
                sx={{
                  color: 'action.active',
                  display: { xs: 'none', sm: 'block' },
                  '& svg': { fontSize: 48 },
                }}
              >
                <ImageSearchOutlined aria-hidden />
              </Box>
            )}
            <Stack spacing={1.5} sx={{ flex: 1, minWidth: 0, width: { xs: '100%', sm: 'auto' } }}>
              {photo && (
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {t('photoToQuiz.chosen', { name: photo.name })}
                </Typography>
              )}
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
                {onPhone && (
                  <Button
                    variant="contained"
                    startIcon={<CameraAltOutlined />}
                    onClick={() => openPicker('camera')}
                    disabled={reading}
                  >
                    {t('photoToQuiz.take')}
                  </Button>
                )}
                <Button
                  variant={onPhone ? 'outlined' : 'contained'}
                  startIcon={<AddPhotoAlternateOutlined />}
                  onClick={() => openPicker('files')}
                  disabled={reading}
                  aria-describedby={onPhone ? undefined : hintId}
                >
                  {photo ? t('photoToQuiz.chooseAnother') : t('photoToQuiz.choose')}
                </Button>
              </Stack>
              {!onPhone && (
                <Typography id={hintId} variant="body2" color="text.secondary">
                  {t('photoToQuiz.dropHint')}
                </Typography>
              )}
            </Stack>
          </Box>
          <input
            ref={filesInput}
            type="file"
            name="photo"
            accept={PHOTO_ACCEPT}
            aria-label={t('photoToQuiz.choose')}
            hidden
            onChange={chosenFrom('files')}
          />
          <input
            ref={cameraInput}
            type="file"
            name="camera"
            accept={PHOTO_ACCEPT}
            capture="environment"
            aria-label={t('photoToQuiz.take')}
            hidden
            onChange={chosenFrom('camera')}
          />
          {problem && (
            <Alert severity="error" role="alert">
              {problem.message}
            </Alert>
          )}
          {reading && (
            <JobProgress
              status={extract.jobStatus}
              activeLabel={(progress) => t('photoToQuiz.progress', { progress })}
            />
          )}
        </Stack>
      </ContentSection>

      {text !== null && (
        <ContentSection title={t('photoToQuiz.textTitle')} description={t('photoToQuiz.textDescription')}>
          <Stack spacing={2}>
            {text.trim() === '' && <Alert severity="info">{t('photoToQuiz.noText')}</Alert>}
            <Box>
              <FormField
                name="text"
                label={t('photoToQuiz.textLabel')}
                value={text}
                onChange={setText}
                multiline
                minRows={6}
                maxRows={20}
                maxLength={SOURCE_TEXT_MAX_LENGTH}
                inputAttributes={{ 'aria-describedby': wordCountId, lang: i18n.resolvedLanguage }}
              />
              <WordCount id={wordCountId} words={countWords(text)} />
            </Box>
            <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
              <Button
                variant="contained"
                size="large"
                endIcon={<ArrowForwardRounded />}
                disabled={text.trim() === ''}
                onClick={() => navigate(paths.textToQuiz, { state: textHandover(text.trim()) })}
                sx={{ width: { xs: '100%', sm: 'auto' } }}
              >
                {t('photoToQuiz.toTextToQuiz')}
              </Button>
            </Box>
          </Stack>
        </ContentSection>
      )}

      <PhotoConfirmDialog
        photo={toConfirm?.file ?? null}
        onUse={() => toConfirm && readText(toConfirm.file)}
        onRetake={() => {
          const source = toConfirm?.source ?? 'camera';
          setToConfirm(null);
          openPicker(source);
        }}
        onClose={() => setToConfirm(null)}
      />
    </Stack>
  );
}
