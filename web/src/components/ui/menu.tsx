// A menu of actions or links over Base UI's Menu (roles, arrow keys, typeahead, Escape and focus back to the
// trigger); looks from menu.module.css.
import { Menu as BaseMenu } from '@base-ui/react/menu';
import type { ReactElement, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import styles from './menu.module.css';

export type MenuProps = {
  /** The element that opens the menu (a Button or IconButton); it gets the menu's aria attributes. */
  trigger: ReactElement<Record<string, unknown>>;
  children: ReactNode;
  align?: 'start' | 'end';
};

export function Menu({ trigger, children, align = 'start' }: MenuProps) {
  return (
    <BaseMenu.Root>
      <BaseMenu.Trigger render={trigger} />
      <BaseMenu.Portal>
        <BaseMenu.Positioner className={styles.positioner} align={align} sideOffset={4}>
          <BaseMenu.Popup className={styles.popup}>{children}</BaseMenu.Popup>
        </BaseMenu.Positioner>
      </BaseMenu.Portal>
    </BaseMenu.Root>
  );
}

type MenuItemProps = {
  children: ReactNode;
  onSelect: () => void;
  icon?: ReactNode;
  disabled?: boolean;
};

export function MenuItem({ children, onSelect, icon, disabled }: MenuItemProps) {
  return (
    <BaseMenu.Item className={styles.item} onClick={onSelect} disabled={disabled}>
      {icon && <span className={styles.icon}>{icon}</span>}
      {children}
    </BaseMenu.Item>
  );
}

type MenuLinkProps = { children: ReactNode; to: string; icon?: ReactNode };

/** An item that navigates inside the app. */
export function MenuLink({ children, to, icon }: MenuLinkProps) {
  return (
    <BaseMenu.LinkItem className={styles.item} render={<RouterLink to={to} />} closeOnClick>
      {icon && <span className={styles.icon}>{icon}</span>}
      {children}
    </BaseMenu.LinkItem>
  );
}

export function MenuSeparator() {
  return <BaseMenu.Separator className={styles.separator} />;
}
