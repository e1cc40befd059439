import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import styles from './sign-in-code-dialog.module.css';

/**
 * The one-time sign-in code a teacher gives a pupil locked out of their account (issue 39), shown once, large
 * enough to read out or copy from the projector; the member and the code stay set while the dialog fades out.
 */
export function SignInCodeDialog({
  name,
  code,
  open,
  onClose,
}: {
  name: string;
  code: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('teams.signInCodeTitle', { name })}
      description={t('teams.signInCodeText', { name })}
      actions={<Button onClick={onClose}>{t('common.close')}</Button>}
    >
      <output className={styles.code} aria-label={t('teams.signInCodeLabel')}>
        {code}
      </output>
    </Dialog>
  );
}
