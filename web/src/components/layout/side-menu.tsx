import Accessibility from 'lucide-react/icons/accessibility';
import BookPlus from 'lucide-react/icons/book-plus';
import Camera from 'lucide-react/icons/camera';
import ChevronDown from 'lucide-react/icons/chevron-down';
import ChevronUp from 'lucide-react/icons/chevron-up';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import FilePlus from 'lucide-react/icons/file-plus';
import FileText from 'lucide-react/icons/file-text';
import GraduationCap from 'lucide-react/icons/graduation-cap';
import History from 'lucide-react/icons/history';
import House from 'lucide-react/icons/house';
import Lock from 'lucide-react/icons/lock';
import LogOut from 'lucide-react/icons/log-out';
import NotebookPen from 'lucide-react/icons/notebook-pen';
import Pencil from 'lucide-react/icons/pencil';
import Presentation from 'lucide-react/icons/presentation';
import ShieldCheck from 'lucide-react/icons/shield-check';
import ShieldUser from 'lucide-react/icons/shield-user';
import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import Smartphone from 'lucide-react/icons/smartphone';
import User from 'lucide-react/icons/user';
import Users from 'lucide-react/icons/users';
import { type PointerEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Drawer } from '@/components/ui/drawer';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { SIDE_MENU_IDLE_CLOSE_MS } from '@/config/constants';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { personName } from '@/lib/person-name';
import { type AppUser, canManageContent, canManageTeams, isAdmin, roleLabelKey } from '@/lib/token-claims';
import { useLatest } from '@/lib/use-latest';
import styles from './side-menu.module.css';

/**
 * Closes the menu after SIDE_MENU_IDLE_CLOSE_MS without the pointer over it. The countdown starts when the
 * menu opens, pauses while the pointer moves over it, restarts when the pointer leaves, and keyboard use and
 * taps restart it so a keyboard or phone user is not cut off mid-way. The pointer counts as over the menu only once
 * it moves there: on a phone the menu slides in under the spot just tapped (the open button), where no finger rests,
 * and a pointer merely entering then kept the menu open for good (issue 41).
 */
function useIdleClose(open: boolean, onClose: () => void) {
  const timer = useRef<number | undefined>(undefined);
  // The pointer can reach the menu before the effect that starts the countdown has run, so the countdown asks where
  // the pointer is rather than relying on the order of the two.
  const pointerOver = useRef(false);
  const onCloseRef = useLatest(onClose);

  const stop = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  const start = useCallback(() => {
    stop();
    if (pointerOver.current) return;
    timer.current = window.setTimeout(() => onCloseRef.current(), SIDE_MENU_IDLE_CLOSE_MS);
  }, [stop, onCloseRef]);

  useEffect(() => {
    if (open) start();
    else pointerOver.current = false;
    return stop;
  }, [open, start, stop]);

  return {
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType !== 'mouse' || pointerOver.current) return;
      pointerOver.current = true;
      stop();
    },
    onPointerLeave: () => {
      pointerOver.current = false;
      start();
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType !== 'mouse') start();
    },
    onKeyDown: () => {
      if (timer.current !== undefined) start();
    },
  };
}

type MenuLinkProps = {
  to: string;
  icon: ReactNode;
  label: string;
  locked?: boolean;
  nested?: boolean;
};

function MenuLink({ to, icon, label, locked = false, nested = false }: MenuLinkProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const selected = pathname === to;
  return (
    <li>
      <RouterLink
        to={to}
        className={styles.item}
        data-nested={nested || undefined}
        aria-current={selected ? 'page' : undefined}
      >
        <span className={styles.icon}>{icon}</span>
        <span className={styles.label}>{label}</span>
        {locked && (
          <span className={styles.end}>
            <Lock size={20} aria-hidden="true" />
            <span style={visuallyHidden}>{t('menu.requiresMembership')}</span>
          </span>
        )}
      </RouterLink>
    </li>
  );
}

function UserSummary({ user }: { user: AppUser }) {
  const { t } = useTranslation();
  const name = personName(user);
  return (
    <div className={styles.user}>
      <span className={styles.avatar} aria-hidden="true">
        {name.charAt(0).toUpperCase()}
      </span>
      <div className={styles.who}>
        <p className={styles.name}>{name}</p>
        <p className={styles.role}>{t(roleLabelKey[user.role])}</p>
      </div>
    </div>
  );
}

type SideMenuProps = { id: string; open: boolean; onClose: () => void };

export function SideMenu({ id, open, onClose }: SideMenuProps) {
  const { t } = useTranslation();
  const user = useUser();
  const [manageOpen, setManageOpen] = useState(false);
  const idleClose = useIdleClose(open, onClose);
  const manageGroupId = useId();
  // Admins, educators and premium members (not SPEC §2's admin-and-educator rule: see canManageContent).
  const mayManage = canManageContent(user);
  const manageTarget = (path: string) => (mayManage ? path : paths.paywall);

  const manageEntries = [
    { path: paths.photoToQuiz, label: t('menu.photoToQuiz'), icon: <Camera aria-hidden="true" /> },
    { path: paths.textToQuiz, label: t('menu.textToQuiz'), icon: <FileText aria-hidden="true" /> },
    { path: paths.questionCreate, label: t('menu.createQuestion'), icon: <FilePlus aria-hidden="true" /> },
    { path: paths.courseCreate, label: t('menu.createCourse'), icon: <BookPlus aria-hidden="true" /> },
    { path: paths.questionCourses, label: t('menu.editQuestion'), icon: <Pencil aria-hidden="true" /> },
    { path: paths.courseList, label: t('menu.editCourse'), icon: <NotebookPen aria-hidden="true" /> },
  ];

  return (
    <Drawer id={id} open={open} onClose={onClose} label={t('menu.label')} handlers={idleClose}>
      <nav aria-label={t('menu.label')} className={styles.nav}>
        <UserSummary user={user} />
        <hr className={styles.divider} />
        <ul className={styles.list}>
          <MenuLink to={paths.home} icon={<House aria-hidden="true" />} label={t('menu.home')} />
          <MenuLink
            to={paths.courses}
            icon={<GraduationCap aria-hidden="true" />}
            label={t('menu.selectCourse')}
          />
          <MenuLink to={paths.profile} icon={<User aria-hidden="true" />} label={t('menu.profile')} />
          <MenuLink to={paths.teams} icon={<Users aria-hidden="true" />} label={t('menu.team')} />
          {/* Assignments (issue 18): teachers give their teams courses to practise; students see theirs on the
              welcome screen and the course list. */}
          {canManageTeams(user) && (
            <MenuLink
              to={paths.assignments}
              icon={<ClipboardList aria-hidden="true" />}
              label={t('menu.assignments')}
            />
          )}
          {/* Live games (issue 17): hosts (the same people who manage content) start one; anyone joins one. */}
          {mayManage && (
            <>
              <MenuLink
                to={paths.liveNew}
                icon={<Presentation aria-hidden="true" />}
                label={t('menu.liveHost')}
              />
              <MenuLink
                to={paths.liveGames}
                icon={<History aria-hidden="true" />}
                label={t('menu.liveGames')}
              />
            </>
          )}
          <MenuLink to={paths.livePlay} icon={<Smartphone aria-hidden="true" />} label={t('menu.liveJoin')} />
          {/* One item: the toggle and the sub-list it opens. */}
          <li>
            <button
              type="button"
              className={styles.item}
              aria-expanded={manageOpen}
              aria-controls={manageGroupId}
              onClick={() => setManageOpen((isOpen) => !isOpen)}
            >
              <span className={styles.icon}>
                <SlidersHorizontal aria-hidden="true" />
              </span>
              <span className={styles.label}>{t('menu.manageContent')}</span>
              {manageOpen ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
            </button>
            {manageOpen && (
              <ul id={manageGroupId} className={`${styles.list} ${styles.group}`}>
                {manageEntries.map((entry) => (
                  <MenuLink
                    key={entry.path}
                    to={manageTarget(entry.path)}
                    icon={entry.icon}
                    label={entry.label}
                    locked={!mayManage}
                    nested
                  />
                ))}
              </ul>
            )}
          </li>
          {isAdmin(user) && (
            <MenuLink to={paths.sql} icon={<ShieldUser aria-hidden="true" />} label={t('menu.adminSql')} />
          )}
        </ul>
        <hr className={styles.divider} />
        <ul className={styles.list}>
          <MenuLink to={paths.privacy} icon={<ShieldCheck aria-hidden="true" />} label={t('menu.privacy')} />
          <MenuLink
            to={paths.accessibility}
            icon={<Accessibility aria-hidden="true" />}
            label={t('menu.accessibility')}
          />
          <MenuLink to={paths.logout} icon={<LogOut aria-hidden="true" />} label={t('menu.logout')} />
        </ul>
      </nav>
    </Drawer>
  );
}
