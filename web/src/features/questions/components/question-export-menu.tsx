import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { EXPORT_FORMATS } from '@quizdrill/contracts/rules';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/ui/toast';
import { downloadExport } from '@/features/questions/api/question-bank';

/** "Exportera": the course as a GIFT, Aiken or CSV file (images are not carried by any of them). */
export function QuestionExportMenu({ course }: { course: { id: number; name: string } }) {
  const { t } = useTranslation();
  const showToast = useToast();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FileDownloadOutlined />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('questionExport.export')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {EXPORT_FORMATS.map((format) => (
          <MenuItem
            key={format}
            onClick={() => {
              setAnchor(null);
              downloadExport(course, format).then(
                () => showToast({ message: t('questionExport.done') }),
                () => showToast({ message: t('questionExport.failed'), severity: 'error' }),
              );
            }}
          >
            <ListItemText
              primary={t(`questionExport.formats.${format}`)}
              secondary={t(`questionExport.notes.${format}`)}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
