import { EXPORT_FORMATS } from '@quizdrill/contracts/rules';
import FileDown from 'lucide-react/icons/file-down';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Menu, MenuItem } from '@/components/ui/menu';
import { useToast } from '@/components/ui/toast';
import { downloadExport } from '@/features/questions/api/question-bank';
import styles from './question-export-menu.module.css';

/** "Exportera": the course as a GIFT, Aiken or CSV file (images are not carried by any of them). */
export function QuestionExportMenu({ course }: { course: { id: number; name: string } }) {
  const { t } = useTranslation();
  const showToast = useToast();
  return (
    <Menu
      trigger={
        <Button variant="outline" icon={<FileDown size={20} aria-hidden="true" />}>
          {t('questionExport.export')}
        </Button>
      }
    >
      {EXPORT_FORMATS.map((format) => (
        <MenuItem
          key={format}
          onSelect={() =>
            downloadExport(course, format).then(
              () => showToast({ message: t('questionExport.done') }),
              () => showToast({ message: t('questionExport.failed'), severity: 'error' }),
            )
          }
        >
          <span className={styles.text}>
            <span>{t(`questionExport.formats.${format}`)}</span>
            <span className={styles.note}>{t(`questionExport.notes.${format}`)}</span>
          </span>
        </MenuItem>
      ))}
    </Menu>
  );
}
