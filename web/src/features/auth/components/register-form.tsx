import { PASSWORD_LENGTH } from '@quizdrill/contracts/rules';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { focusFirstInvalid } from '@/components/ui/focus-field';
import { PasswordField } from '@/components/ui/form-field';
import { FormLayout, FormRow } from '@/components/ui/form-layout';
import { UserField } from '@/components/ui/user-field';
import { useRegister } from '@/features/auth/api/register';
import { isApiError } from '@/lib/api-client';
import {
  type AccountFieldName,
  type FieldErrors,
  fieldOfServerError,
  translatedCode,
  trimUserFields,
  validatePassword,
  validateUserFields,
} from '@/lib/user-fields';

type Values = Record<AccountFieldName, string>;
const emptyValues: Values = {
  username: '',
  email: '',
  firstName: '',
  lastName: '',
  password: '',
  passwordConfirmation: '',
};
// Where a refusal from the service belongs, most specific first.
const serverErrorFields = ['email', 'username', 'firstName', 'lastName', 'password'] as const;

export function RegisterForm({ onRegistered }: { onRegistered: (token: string) => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>(emptyValues);
  // Under a field: a rule checked here, or the service's refusal in its own (or our translated) words.
  const [ruleErrors, setRuleErrors] = useState<FieldErrors<AccountFieldName>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<AccountFieldName, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const registerMutation = useRegister({
    onSuccess: ({ token }) => onRegistered(token),
    onError: (error) => {
      if (!isApiError(error)) {
        setFormError(t('register.failed'));
        return;
      }
      const code = translatedCode(error.code);
      const text = code ? t(code) : error.message;
      const field = fieldOfServerError(error, serverErrorFields);
      if (field) setServerErrors({ [field]: text });
      else setFormError(error.status >= 400 && error.status < 500 ? text : t('register.failed'));
    },
  });

  const change = (field: AccountFieldName) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setRuleErrors((errors) => ({ ...errors, [field]: undefined }));
    setServerErrors((errors) => ({ ...errors, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const userFields = trimUserFields(values);
    const errors = {
      ...validateUserFields(userFields),
      ...validatePassword(values.password, values.passwordConfirmation),
    };
    setRuleErrors(errors);
    setServerErrors({});
    setFormError(null);
    if (focusFirstInvalid(event.currentTarget, errors)) return;
    registerMutation.mutate({ ...userFields, password: values.password });
  };

  const fieldProps = (field: AccountFieldName) => {
    const ruleError = ruleErrors[field];
    return {
      value: values[field],
      onChange: change(field),
      error: serverErrors[field] ?? (ruleError && t(ruleError)),
    };
  };

  return (
    <FormLayout onSubmit={submit} error={formError} gap={2.5}>
      <UserField field="username" {...fieldProps('username')} autoFocus />
      <UserField field="email" {...fieldProps('email')} />
      <FormRow>
        <UserField field="firstName" {...fieldProps('firstName')} />
        <UserField field="lastName" {...fieldProps('lastName')} />
      </FormRow>
      <PasswordField
        {...fieldProps('password')}
        name="password"
        label={t('account.password')}
        autoComplete="new-password"
        required
        hint={t('register.passwordHint', PASSWORD_LENGTH)}
      />
      <PasswordField
        {...fieldProps('passwordConfirmation')}
        name="passwordConfirmation"
        label={t('account.passwordConfirmation')}
        autoComplete="new-password"
        required
      />
      <Button type="submit" size="large" fullWidth loading={registerMutation.isPending}>
        {registerMutation.isPending ? t('register.submitting') : t('register.submit')}
      </Button>
    </FormLayout>
  );
}
