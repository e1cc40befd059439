// SPEC §4 "Photo-to-quiz": pick or take an image (on a phone, confirm it first), read its text, correct the text,
// and take it to text to quiz.

import { countWords, SOURCE_TEXT_MAX_LENGTH } from '@quizdrill/contracts/rules';
import type { TFunction } from 'i18next';
import ArrowRight from 'lucide-react/icons/arrow-right';
import Camera from 'lucide-react/icons/camera';
import ImageIcon from 'lucide-react/icons/image';
import ImagePlus from 'lucide-react/icons/image-plus';
import { type ChangeEvent, type DragEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ContentSection } from '@/components/layout/content-section';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Stack } from '@/components/ui/layout';
import { paths } from '@/config/paths';
import { useExtractText } from '@/features/ai/api/extract-text';
import { classifyAiFailure } from '@/features/ai/utils/ai-failure';
import { PHOTO_ACCEPT, photoProblem } from '@/features/ai/utils/photo-file';
import { textHandover } from '@/features/ai/utils/text-handover';
import { PHONE, useMediaQuery } from '@/hooks/use-media-query';
import { usePreviewUrl } from '@/lib/use-preview-url';
import { JobProgress } from './job-progress';
import { PhotoConfirmDialog } from './photo-confirm-dialog';
import styles from './photo-to-quiz.module.css';
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
  const smallScreen = useMediaQuery(PHONE);
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
    <Stack gap={3}>
      <ContentSection title={t('photoToQuiz.pickTitle')} description={t('photoToQuiz.pickDescription')}>
        <Stack gap={2}>
          {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a mouse's shortcut; the buttons inside choose the same file by keyboard. */}
          <div
            onDragOver={(event) => {
              event.preventDefault();
              if (!reading) setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={drop}
            className={styles.dropZone}
            data-dragging={dragging || undefined}
          >
            {previewUrl && photo ? (
              <img
                src={previewUrl}
                alt={t('photoToQuiz.chosen', { name: photo.name })}
                className={styles.preview}
              />
            ) : (
              <ImageIcon className={styles.placeholder} aria-hidden="true" />
            )}
            <div className={styles.choice}>
              {photo && <p className={styles.secondary}>{t('photoToQuiz.chosen', { name: photo.name })}</p>}
              <div className={styles.buttons}>
                {onPhone && (
                  <Button
                    icon={<Camera size={20} aria-hidden="true" />}
                    onClick={() => openPicker('camera')}
                    disabled={reading}
                  >
                    {t('photoToQuiz.take')}
                  </Button>
                )}
                <Button
                  variant={onPhone ? 'outline' : 'solid'}
                  icon={<ImagePlus size={20} aria-hidden="true" />}
                  onClick={() => openPicker('files')}
                  disabled={reading}
                  aria-describedby={onPhone ? undefined : hintId}
                >
                  {photo ? t('photoToQuiz.chooseAnother') : t('photoToQuiz.choose')}
                </Button>
              </div>
              {!onPhone && (
                <p id={hintId} className={styles.secondary}>
                  {t('photoToQuiz.dropHint')}
                </p>
              )}
            </div>
          </div>
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
          {problem && <Alert tone="error">{problem.message}</Alert>}
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
          <Stack gap={2}>
            {text.trim() === '' && <Alert tone="info">{t('photoToQuiz.noText')}</Alert>}
            <div>
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
            </div>
            <div className={styles.next}>
              <Button
                size="large"
                disabled={text.trim() === ''}
                onClick={() => navigate(paths.textToQuiz, { state: textHandover(text.trim()) })}
              >
                {t('photoToQuiz.toTextToQuiz')}
                <ArrowRight size={20} aria-hidden="true" />
              </Button>
            </div>
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
