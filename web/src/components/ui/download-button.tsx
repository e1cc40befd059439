import type { Language } from '@quizdrill/contracts/types';
import Download from 'lucide-react/icons/download';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '@/lib/i18n';
import { Alert } from './alert';
import { Button } from './button';

interface DownloadButtonProps {
  label: string;
  /** The text shown when the download fails, given the reason. */
  failureText: (message: string) => string;
  /** Fetches the file, headed in the language in use, and saves it. */
  download: (language: Language) => Promise<void>;
}

/** A button that fetches a file and saves it: a spinner while it comes, and why when it does not. */
export function DownloadButton({ label, failureText, download }: DownloadButtonProps) {
  const { i18n } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const start = () => {
    setPending(true);
    setFailure(null);
    download(toLanguage(i18n.resolvedLanguage) ?? 'sv')
      .catch((error: unknown) => setFailure(error instanceof Error ? error.message : String(error)))
      .finally(() => setPending(false));
  };
  return (
    <>
      <Button
        variant="outline"
        icon={<Download size={20} aria-hidden="true" />}
        loading={pending}
        onClick={start}
      >
        {label}
      </Button>
      {failure && <Alert tone="error">{failureText(failure)}</Alert>}
    </>
  );
}
