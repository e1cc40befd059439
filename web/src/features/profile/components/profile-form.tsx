import Save from 'lucide-react/icons/save';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { focusFirstInvalid } from '@/components/ui/focus-field';
import { FormLayout, FormRow } from '@/components/ui/form-layout';
import { Cluster } from '@/components/ui/layout';
import { useToast } from '@/components/ui/toast';
import { UserField } from '@/components/ui/user-field';
import { useUpdateProfile } from '@/features/profile/api/update-profile';
import { isApiError } from '@/lib/api-client';
import type { AppUser } from '@/lib/token-claims';
import {
  type FieldErrors,
  fieldOfServerError,
  translatedCode,
  trimUserFields,
  type UserFieldName,
  type UserFields,
  validateUserFields,
} from '@/lib/user-fields';

function fieldsOf(user: AppUser): UserFields {
  return {
    username: user.username,
    email: user.email ?? '',
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
  };
}

function sameFields(a: UserFields, b: UserFields): boolean {
  return (Object.keys(a) as UserFieldName[]).every((field) => a[field] === b[field]);
}

/** Username, email and names, all required (SPEC §5); refusals as SPEC §7/§8 say. */
export function ProfileForm({ user }: { user: AppUser }) {
  const { t } = useTranslation();
  const showToast = useToast();
  const [saved, setSaved] = useState<UserFields>(() => fieldsOf(user));
  const [values, setValues] = useState<UserFields>(saved);
  const [ruleErrors, setRuleErrors] = useState<FieldErrors<UserFieldName>>({});
  const [emailServerError, setEmailServerError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const updateMutation = useUpdateProfile();

  const showSaveError = (error: Error) => {
    if (!isApiError(error)) {
      setFormError(t('profile.saveFailed'));
      return;
    }
    const code = translatedCode(error.code);
    const text = code ? t(code) : error.message;
    // SPEC §7: a message about the email goes under the email field; others above the form.
    if (fieldOfServerError(error, ['email'])) setEmailServerError(text);
    else setFormError(code || (error.status >= 400 && error.status < 500) ? text : t('profile.saveFailed'));
  };

  const change = (field: UserFieldName) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setRuleErrors((errors) => ({ ...errors, [field]: undefined }));
    if (field === 'email') setEmailServerError(null);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = trimUserFields(values);
    const errors = validateUserFields(fields);
    setRuleErrors(errors);
    setEmailServerError(null);
    setFormError(null);
    if (focusFirstInvalid(event.currentTarget, errors)) return;
    updateMutation.mutate(fields, {
      onSuccess: () => {
        setSaved(fields);
        setValues(fields);
        showToast({ message: t('profile.saved') });
      },
      onError: showSaveError,
    });
  };

  const fieldProps = (field: UserFieldName) => {
    const ruleError = ruleErrors[field];
    return {
      field,
      value: values[field],
      onChange: change(field),
      error: (field === 'email' ? emailServerError : null) ?? (ruleError && t(ruleError)),
    };
  };

  const unchanged = sameFields(trimUserFields(values), saved);

  return (
    <FormLayout onSubmit={submit} error={formError} gap={2.5}>
      <FormRow>
        <UserField {...fieldProps('username')} />
        <UserField {...fieldProps('email')} />
      </FormRow>
      <FormRow>
        <UserField {...fieldProps('firstName')} />
        <UserField {...fieldProps('lastName')} />
      </FormRow>
      <Cluster justify="end">
        <Button
          variant="text"
          disabled={unchanged || updateMutation.isPending}
          onClick={() => {
            setValues(saved);
            setRuleErrors({});
            setEmailServerError(null);
            setFormError(null);
          }}
        >
          {t('profile.undo')}
        </Button>
        <Button
          type="submit"
          disabled={unchanged}
          loading={updateMutation.isPending}
          icon={<Save size={20} aria-hidden="true" />}
        >
          {updateMutation.isPending ? t('profile.saving') : t('profile.save')}
        </Button>
      </Cluster>
    </FormLayout>
  );
}
