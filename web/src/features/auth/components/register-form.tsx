import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusField } from '../../../components/ui/focus-field';
import { isApiError } from '../../../lib/api-client';
import {
  type AccountFieldName,
  EMAIL_MAX_LENGTH,
  type FieldErrors,
  fieldOfServerError,
  NAME_MAX_LENGTH,
  PASSWORD_LENGTH,
  translatedCode,
  trimUserFields,
  USERNAME_LENGTH,
  validatePassword,
  validateUserFields,
} from '../../../lib/user-fields';
import { useRegister } from '../api/register';
import { PasswordField } from './password-field';

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

  const change = (field: AccountFieldName) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
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
    const invalidFields = Object.keys(errors);
    if (invalidFields.length > 0) {
      focusField(event.currentTarget, invalidFields[0]);
      return;
    }
    registerMutation.mutate({ ...userFields, password: values.password });
  };

  const fieldProps = (field: AccountFieldName) => {
    const ruleError = ruleErrors[field];
    const message = serverErrors[field] ?? (ruleError && t(ruleError));
    return {
      name: field,
      value: values[field],
      onChange: change(field),
      required: true,
      fullWidth: true,
      error: message !== undefined,
      helperText: message,
    };
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}
    >
      {formError && (
        <Alert severity="error" role="alert">
          {formError}
        </Alert>
      )}
      <TextField
        {...fieldProps('username')}
        label={t('account.username')}
        autoComplete="username"
        autoFocus
        slotProps={{ htmlInput: { maxLength: USERNAME_LENGTH.max } }}
      />
      <TextField
        {...fieldProps('email')}
        label={t('account.email')}
        type="email"
        autoComplete="email"
        slotProps={{ htmlInput: { maxLength: EMAIL_MAX_LENGTH } }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
        <TextField
          {...fieldProps('firstName')}
          label={t('account.firstName')}
          autoComplete="given-name"
          slotProps={{ htmlInput: { maxLength: NAME_MAX_LENGTH } }}
        />
        <TextField
          {...fieldProps('lastName')}
          label={t('account.lastName')}
          autoComplete="family-name"
          slotProps={{ htmlInput: { maxLength: NAME_MAX_LENGTH } }}
        />
      </Stack>
      <PasswordField
        {...fieldProps('password')}
        label={t('account.password')}
        autoComplete="new-password"
        helperText={fieldProps('password').helperText ?? t('register.passwordHint', PASSWORD_LENGTH)}
      />
      <PasswordField
        {...fieldProps('passwordConfirmation')}
        label={t('account.passwordConfirmation')}
        autoComplete="new-password"
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={registerMutation.isPending}
        startIcon={
          registerMutation.isPending ? <CircularProgress size={18} color="inherit" aria-hidden /> : null
        }
      >
        {registerMutation.isPending ? t('register.submitting') : t('register.submit')}
      </Button>
    </Box>
  );
}
