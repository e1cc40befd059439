import Menu from 'lucide-react/icons/menu';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router-dom';
import { IconButton } from '@/components/ui/button';
import { LanguageToggle } from '@/components/ui/language-toggle';
import { Link } from '@/components/ui/link';
import { Progress } from '@/components/ui/progress';
import { ThemeToggle } from '@/components/ui/theme-toggle';
import { paths } from '@/config/paths';
import styles from './header.module.css';

type HeaderProps = { menuId: string; menuOpen: boolean; onOpenMenu: () => void };

export function Header({ menuId, menuOpen, onOpenMenu }: HeaderProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  return (
    <header className={styles.bar}>
      <div className={styles.toolbar}>
        <span className={styles.menuButton}>
          <IconButton
            tone="inherit"
            label={t('header.openMenu')}
            icon={<Menu />}
            aria-controls={menuOpen ? menuId : undefined}
            aria-expanded={menuOpen}
            onClick={onOpenMenu}
          />
        </span>
        <span className={styles.brand}>
          <Link to={paths.home} variant="plain" tone="inherit" aria-label={t('app.homeLink')}>
            {t('app.name')}
          </Link>
        </span>
        <LanguageToggle placement="bar" />
        <ThemeToggle />
      </div>
      {navigation.state === 'loading' && (
        <div className={styles.loading}>
          <Progress label={t('common.loading')} tone="secondary" />
        </div>
      )}
    </header>
  );
}
