import AccessibilityNewOutlined from '@mui/icons-material/AccessibilityNewOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import CastForEducationOutlined from '@mui/icons-material/CastForEducationOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import LibraryAddOutlined from '@mui/icons-material/LibraryAddOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import PostAddOutlined from '@mui/icons-material/PostAddOutlined';
import PrivacyTipOutlined from '@mui/icons-material/PrivacyTipOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import SmartphoneOutlined from '@mui/icons-material/SmartphoneOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { type PointerEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { SIDE_MENU_IDLE_CLOSE_MS } from '@/config/constants';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { personName } from '@/lib/person-name';
import { type AppUser, canManageContent, canManageTeams, isAdmin, roleLabelKey } from '@/lib/token-claims';
import { useLatest } from '@/lib/use-latest';

/**
 * Closes the menu after SIDE_MENU_IDLE_CLOSE_MS without the pointer over it. The countdown starts when the
 * menu opens, pauses while the pointer moves over it, restarts when the pointer leaves, and keyboard use and
 * taps restart it so a keyboard or phone user is not cut off mid-way. The pointer counts as over the menu only once
 * it moves there: on a phone the menu slides in under the spot just tapped (the open button), where no finger rests,
 * and a pointer merely entering then kept the menu open for good (issue 41).
 */
function useIdleClose(open: boolean, onClose: () => void) {
  const timer = useRef<number | undefined>(undefined);
  // The pointer can reach the menu before the effect that starts the countdown has run (Preact runs effects after
  // paint), so the countdown asks where the pointer is rather than relying on the order of the two.
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
    <ListItem disablePadding>
      <ListItemButton
        component={RouterLink}
        to={to}
        selected={selected}
        aria-current={selected ? 'page' : undefined}
        sx={{ pl: nested ? 4 : 2, borderRadius: 2, mx: 1 }}
      >
        <ListItemIcon sx={{ minWidth: 40 }}>{icon}</ListItemIcon>
        <ListItemText primary={label} />
        {locked && (
          <LockOutlined fontSize="small" color="disabled" titleAccess={t('menu.requiresMembership')} />
        )}
      </ListItemButton>
    </ListItem>
  );
}

function UserSummary({ user }: { user: AppUser }) {
  const { t } = useTranslation();
  const name = personName(user);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2.5, py: 2.5 }}>
      <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }} aria-hidden>
        {name.charAt(0).toUpperCase()}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle1" noWrap sx={{ fontWeight: 700 }}>
          {name}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {t(roleLabelKey[user.role])}
        </Typography>
      </Box>
    </Box>
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
    { path: paths.photoToQuiz, label: t('menu.photoToQuiz'), icon: <PhotoCameraOutlined /> },
    { path: paths.textToQuiz, label: t('menu.textToQuiz'), icon: <ArticleOutlined /> },
    { path: paths.questionCreate, label: t('menu.createQuestion'), icon: <PostAddOutlined /> },
    { path: paths.courseCreate, label: t('menu.createCourse'), icon: <LibraryAddOutlined /> },
    { path: paths.questionCourses, label: t('menu.editQuestion'), icon: <EditOutlined /> },
    { path: paths.courseList, label: t('menu.editCourse'), icon: <EditNoteOutlined /> },
  ];

  return (
    <Drawer
      id={id}
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          ...idleClose,
          sx: { width: 300, maxWidth: '85vw' },
        },
      }}
    >
      <Box component="nav" aria-label={t('menu.label')} sx={{ pb: 2 }}>
        <UserSummary user={user} />
        <Divider />
        <List>
          <MenuLink to={paths.home} icon={<HomeOutlined />} label={t('menu.home')} />
          <MenuLink to={paths.courses} icon={<SchoolOutlined />} label={t('menu.selectCourse')} />
          <MenuLink to={paths.profile} icon={<PersonOutlined />} label={t('menu.profile')} />
          <MenuLink to={paths.teams} icon={<GroupsOutlined />} label={t('menu.team')} />
          {/* Assignments (issue 18): teachers give their teams courses to practise; students see theirs on the
              welcome screen and the course list. */}
          {canManageTeams(user) && (
            <MenuLink to={paths.assignments} icon={<AssignmentOutlined />} label={t('menu.assignments')} />
          )}
          {/* Live games (issue 17): hosts (the same people who manage content) start one; anyone joins one. */}
          {mayManage && (
            <>
              <MenuLink to={paths.liveNew} icon={<CastForEducationOutlined />} label={t('menu.liveHost')} />
              <MenuLink to={paths.liveGames} icon={<HistoryOutlined />} label={t('menu.liveGames')} />
            </>
          )}
          <MenuLink to={paths.livePlay} icon={<SmartphoneOutlined />} label={t('menu.liveJoin')} />
          {/* One item: the toggle and the sub-list it opens. */}
          <ListItem disablePadding sx={{ display: 'block' }}>
            <ListItemButton
              aria-expanded={manageOpen}
              aria-controls={manageGroupId}
              onClick={() => setManageOpen((isOpen) => !isOpen)}
              sx={{ borderRadius: 2, mx: 1 }}
            >
              <ListItemIcon sx={{ minWidth: 40 }}>
                <TuneOutlined />
              </ListItemIcon>
              <ListItemText primary={t('menu.manageContent')} />
              {manageOpen ? <ExpandLess /> : <ExpandMore />}
            </ListItemButton>
            <Collapse in={manageOpen} timeout="auto" unmountOnExit>
              <List id={manageGroupId} disablePadding>
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
              </List>
            </Collapse>
          </ListItem>
          {isAdmin(user) && (
            <MenuLink to={paths.sql} icon={<AdminPanelSettingsOutlined />} label={t('menu.adminSql')} />
          )}
        </List>
        <Divider />
        <List>
          <MenuLink to={paths.privacy} icon={<PrivacyTipOutlined />} label={t('menu.privacy')} />
          <MenuLink
            to={paths.accessibility}
            icon={<AccessibilityNewOutlined />}
            label={t('menu.accessibility')}
          />
          <MenuLink to={paths.logout} icon={<LogoutOutlined />} label={t('menu.logout')} />
        </List>
      </Box>
    </Drawer>
  );
}
