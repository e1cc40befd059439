import {
  DESIRED_RETENTION_DEFAULT,
  DESIRED_RETENTION_MAX,
  DESIRED_RETENTION_MIN,
} from '@quizdrill/contracts/rules';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { useQuizPreferences, useUpdateQuizPreferences } from '@/features/quiz/api/preferences';
import { useLatest } from '@/lib/use-latest';
import styles from './retention-setting.module.css';

const percent = (value: number) => Math.round(value * 100);

/** Profile: the desired retention (0.80–0.97), saved when the slider is let go. */
export function RetentionSetting() {
  const { t } = useTranslation();
  const labelId = useId();
  const hintId = useId();
  const slider = useRef<HTMLInputElement>(null);
  const preferences = useQuizPreferences();
  const update = useUpdateQuizPreferences();
  const stored = preferences.data?.desiredRetention ?? DESIRED_RETENTION_DEFAULT;
  const [moving, setMoving] = useState<number | null>(null);
  const value = moving ?? stored;
  const save = useLatest((next: number) => {
    setMoving(null);
    update.mutate({ desiredRetention: next / 100 });
  });

  // The native `change` event comes once the slider is let go (or moved by a key), not on every step of a drag as
  // React's onChange does: one save per choice.
  useEffect(() => {
    const input = slider.current;
    if (!input) return;
    const onCommit = () => save.current(Number(input.value));
    input.addEventListener('change', onCommit);
    return () => input.removeEventListener('change', onCommit);
  }, [save]);

  return (
    <div>
      <div className={styles.head}>
        <p id={labelId} className={styles.label}>
          {t('memory.retention.label')}
        </p>
        <p className={styles.value}>{t('memory.retention.value', { percent: percent(value) })}</p>
      </div>
      <input
        ref={slider}
        type="range"
        className={styles.slider}
        aria-labelledby={labelId}
        aria-describedby={hintId}
        aria-valuetext={t('memory.retention.value', { percent: percent(value) })}
        min={percent(DESIRED_RETENTION_MIN)}
        max={percent(DESIRED_RETENTION_MAX)}
        step={1}
        value={percent(value)}
        disabled={!preferences.isSuccess}
        onChange={(event) => setMoving(Number(event.currentTarget.value) / 100)}
      />
      <p id={hintId} className={styles.hint}>
        {t('memory.retention.hint')}
      </p>
      {update.isSuccess && (
        <p role="status" className={styles.saved}>
          {t('memory.retention.saved')}
        </p>
      )}
      {update.isError && (
        <div className={styles.error}>
          <Alert tone="error">{t('memory.retention.error')}</Alert>
        </div>
      )}
    </div>
  );
}
