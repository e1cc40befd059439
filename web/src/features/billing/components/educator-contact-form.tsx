import { EDUCATOR_CONTACT_LIMITS as LIMITS } from '@quizdrill/contracts/rules';
import Send from 'lucide-react/icons/send';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { focusField, focusFirstInvalid } from '@/components/ui/focus-field';
import { FormActions } from '@/components/ui/form-actions';
import { FormField } from '@/components/ui/form-field';
import { FormLayout, FormRow } from '@/components/ui/form-layout';
import { Text } from '@/components/ui/text';
import { useSendEducatorContact } from '@/features/billing/api/send-educator-contact';
import {
  type ContactErrors,
  type ContactField,
  type ContactValues,
  contactRequest,
  fieldOfContactError,
  validateContact,
} from '@/features/billing/utils/educator-contact-fields';
import { type Plans, priceForGroupSize } from '@/features/billing/utils/plans';
import { isApiError } from '@/lib/api-client';
import styles from './educator-contact-form.module.css';
import { useMoney } from './use-money';

const EMPTY: ContactValues = { name: '', school: '', email: '', groupSize: '', message: '' };

/** Under the group size: what a group that size pays, so the educator sees it before asking. */
function GroupPriceHint({ plans, groupSize }: { plans: Plans; groupSize: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const price = groupSize.trim() === '' ? null : priceForGroupSize(plans, Number(groupSize));
  if (!price) return null;
  if (price.kind === 'custom') return <>{t('billing.contact.priceCustom')}</>;
  if (price.kind === 'belowMinimum')
    return <>{t('billing.contact.priceBelowMinimum', { size: price.minMembers })}</>;
  return (
    <>
      {t('billing.contact.priceTier', {
        sek: money(price.tier.sek, 'SEK'),
        usd: money(price.tier.usd, 'USD'),
      })}
    </>
  );
}

/** The educator's request for group pricing (name, school, email, group size, message), checked as the server does. */
export function EducatorContactForm({ plans }: { plans: Plans }) {
  const { t } = useTranslation();
  const send = useSendEducatorContact();
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [serverFieldError, setServerFieldError] = useState<{ field: ContactField; text: string } | null>(
    null,
  );
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const successRef = useRef<HTMLDivElement>(null);

  const change = (field: ContactField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setServerFieldError((current) => (current?.field === field ? null : current));
  };

  const showSendError = (error: Error, form: HTMLFormElement) => {
    if (isApiError(error) && error.status === 429) {
      setFormError(
        error.retryAfterSeconds === undefined
          ? t('billing.contact.tooManyRequests')
          : t('billing.contact.tooManyRequestsWait', { count: error.retryAfterSeconds }),
      );
      return;
    }
    const field = isApiError(error) ? fieldOfContactError(error) : undefined;
    if (field && isApiError(error)) {
      setServerFieldError({ field, text: error.message });
      focusField(form, field);
      return;
    }
    setFormError(isApiError(error) && error.status === 400 ? error.message : t('billing.contact.sendFailed'));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found = validateContact(values);
    setErrors(found);
    setServerFieldError(null);
    setFormError(null);
    if (focusFirstInvalid(form, found)) return;
    const request = contactRequest(values);
    send.mutate(request, {
      onSuccess: () => {
        setSentTo(request.email);
        setValues(EMPTY);
        requestAnimationFrame(() => successRef.current?.focus());
      },
      onError: (error) => showSendError(error, form),
    });
  };

  if (sentTo !== null) {
    return (
      <div ref={successRef} tabIndex={-1} className={styles.sent}>
        <Alert
          tone="success"
          title={t('billing.contact.sentTitle')}
          action={
            <Button variant="text" tone="inherit" size="small" onClick={() => setSentTo(null)}>
              {t('billing.contact.sendAnother')}
            </Button>
          }
        >
          {t('billing.contact.sent', { email: sentTo })}
        </Alert>
      </div>
    );
  }

  const message = (field: ContactField): string | undefined => {
    if (serverFieldError?.field === field) return serverFieldError.text;
    const key = errors[field];
    return key ? t(key) : undefined;
  };
  const fieldProps = (field: ContactField) => ({
    name: field,
    value: values[field],
    onChange: change(field),
    error: message(field),
  });

  return (
    <FormLayout onSubmit={submit} error={formError} gap={2.5}>
      <FormRow>
        <FormField
          {...fieldProps('name')}
          required
          label={t('billing.contact.name')}
          autoComplete="name"
          maxLength={LIMITS.nameMaxLength}
        />
        <FormField
          {...fieldProps('school')}
          required
          label={t('billing.contact.school')}
          autoComplete="organization"
          maxLength={LIMITS.schoolMaxLength}
        />
      </FormRow>
      <FormRow>
        <FormField
          {...fieldProps('email')}
          required
          type="email"
          label={t('billing.contact.email')}
          autoComplete="email"
          maxLength={LIMITS.emailMaxLength}
        />
        <FormField
          {...fieldProps('groupSize')}
          required
          type="number"
          label={t('billing.contact.groupSize')}
          hint={<GroupPriceHint plans={plans} groupSize={values.groupSize} />}
          inputAttributes={{
            min: LIMITS.groupSizeMin,
            max: LIMITS.groupSizeMax,
            step: 1,
            inputMode: 'numeric',
          }}
        />
      </FormRow>
      <FormField
        {...fieldProps('message')}
        multiline
        minRows={4}
        label={t('billing.contact.message')}
        hint={t('billing.contact.messageHint')}
        maxLength={LIMITS.messageMaxLength}
      />
      <Text size="small" tone="secondary">
        {t('billing.contact.privacy')}
      </Text>
      <FormActions
        label={t('billing.contact.send')}
        pendingLabel={t('billing.contact.sending')}
        pending={send.isPending}
        icon={<Send size={20} aria-hidden="true" />}
      />
    </FormLayout>
  );
}
