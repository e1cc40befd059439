// The account fields of registration and the profile (SPEC §5 "Profile"): the same label, autofill hint, type and
// the auth service's length limit wherever they are asked for.
import { EMAIL_MAX_LENGTH, PERSON_NAME_MAX_LENGTH, USERNAME_LENGTH } from '@quizdrill/contracts/rules';
import { useTranslation } from 'react-i18next';
import type { UserFieldName } from '@/lib/user-fields';
import { FormField } from './form-field';

const USER_FIELDS = {
  username: { label: 'account.username', autoComplete: 'username', maxLength: USERNAME_LENGTH.max },
  email: { label: 'account.email', autoComplete: 'email', maxLength: EMAIL_MAX_LENGTH, type: 'email' },
  firstName: { label: 'account.firstName', autoComplete: 'given-name', maxLength: PERSON_NAME_MAX_LENGTH },
  lastName: { label: 'account.lastName', autoComplete: 'family-name', maxLength: PERSON_NAME_MAX_LENGTH },
} as const satisfies Record<UserFieldName, object>;

type UserFieldProps = {
  field: UserFieldName;
  value: string;
  onChange: (value: string) => void;
  /** Translated: a rule the value breaks, or the service's refusal. */
  error?: string | undefined;
  autoFocus?: boolean;
};

/** One of username, email, first and last name; all required. */
export function UserField({ field, ...props }: UserFieldProps) {
  const { t } = useTranslation();
  const { label, ...attributes } = USER_FIELDS[field];
  return <FormField {...props} {...attributes} name={field} label={t(label)} required />;
}
