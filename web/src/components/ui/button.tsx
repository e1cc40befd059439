// Buttons of the UI layer: Button (a text, optional icon, a loading state), ButtonLink (a link inside the app that
// looks like a button) and IconButton (an icon with a label for screen readers). Native elements: they are
// accessible as they stand. Button and IconButton pass their ref on to the button, so a Menu or Dialog trigger can
// be one.
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import styles from './button.module.css';
import { Spinner } from './spinner';

type Look = {
  /** solid for the screen's main action, outline beside it, text for the least. */
  variant?: 'solid' | 'outline' | 'text';
  /** inherit: the colour of the text around it (an action inside an Alert); warning: an action that is late. */
  tone?: 'primary' | 'danger' | 'warning' | 'neutral' | 'inherit';
  /** large: a form's one submit button on the sign-in pages. */
  size?: 'large' | 'medium' | 'small';
  /** As wide as its parent (a phone form's submit button). */
  fullWidth?: boolean;
};

const lookAttributes = ({ variant = 'solid', tone = 'primary', size = 'medium', fullWidth }: Look) => ({
  'data-variant': variant,
  'data-tone': tone,
  'data-size': size,
  'data-full-width': fullWidth || undefined,
});

type ButtonProps = Look &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'style'> & {
    children: ReactNode;
    /** An icon before the text (lucide-react); decoration, the text names the action. */
    icon?: ReactNode;
    /** The action runs: a spinner replaces the icon and the button takes no second press. */
    loading?: boolean;
    ref?: Ref<HTMLButtonElement>;
  };

export function Button({
  children,
  icon,
  loading = false,
  disabled,
  type = 'button',
  variant,
  tone,
  size,
  fullWidth,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={styles.button}
      {...lookAttributes({ variant, tone, size, fullWidth })}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading ? <Spinner size={18} /> : icon}
      {children}
    </button>
  );
}

type ButtonLinkProps = Look & {
  to: string;
  /** A full page load, for a place the server answers (a sign-in with Google), not one of the app's routes. */
  reloadDocument?: boolean;
  children: ReactNode;
  icon?: ReactNode;
  /** A longer name where the text alone is not enough in a list ("Progress" of which course). */
  'aria-label'?: string;
};

/** Navigates inside the app, looking like a button: for an action that is a place ("Start the quiz"). */
export function ButtonLink({
  to,
  children,
  icon,
  reloadDocument,
  'aria-label': label,
  ...look
}: ButtonLinkProps) {
  return (
    <RouterLink
      to={to}
      reloadDocument={reloadDocument}
      className={styles.button}
      {...lookAttributes(look)}
      aria-label={label}
    >
      {icon}
      {children}
    </RouterLink>
  );
}

type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'style' | 'children'> & {
  /** What the button does, for screen readers and as the pointer's tooltip. */
  label: string;
  icon: ReactNode;
  /** On a coloured bar (the header) the icon takes the bar's text colour; danger: it deletes. */
  tone?: 'neutral' | 'primary' | 'danger' | 'inherit';
  size?: 'medium' | 'small';
  ref?: Ref<HTMLButtonElement>;
};

export function IconButton({
  label,
  icon,
  tone = 'neutral',
  size = 'medium',
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={styles.iconButton}
      data-tone={tone}
      data-size={size}
      aria-label={label}
      title={label}
    >
      {icon}
    </button>
  );
}
