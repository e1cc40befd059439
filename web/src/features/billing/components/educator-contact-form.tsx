import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusField } from '../../../components/ui/focus-field';
import { FormActions } from '../../../components/ui/form-actions';
import { isApiError } from '../../../lib/api-client';
import { useSendEducatorContact } from '../api/send-educator-contact';
import {
  CONTACT_LIMITS,
  type ContactErrors,
  type ContactField,
  type ContactValues,
  contactRequest,
  fieldOfContactError,
  validateContact,
} from '../utils/educator-contact-fields';
import { type Plans, priceForGroupSize } from '../utils/plans';
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

  const change = (field: ContactField) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
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
    const invalid = Object.keys(found);
    if (invalid.length > 0) {
      focusField(form, invalid[0]);
      return;
    }
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
      <Alert
        ref={successRef}
        tabIndex={-1}
        severity="success"
        icon={<MarkEmailReadOutlined />}
        role="status"
        action={
          <Button color="inherit" size="small" onClick={() => setSentTo(null)}>
            {t('billing.contact.sendAnother')}
          </Button>
        }
      >
        <AlertTitle>{t('billing.contact.sentTitle')}</AlertTitle>
        {t('billing.contact.sent', { email: sentTo })}
      </Alert>
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
    fullWidth: true,
    error: Boolean(message(field)),
  });

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
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
        <TextField
          {...fieldProps('name')}
          required
          label={t('billing.contact.name')}
          autoComplete="name"
          helperText={message('name')}
          slotProps={{ htmlInput: { maxLength: CONTACT_LIMITS.nameMaxLength } }}
        />
        <TextField
          {...fieldProps('school')}
          required
          label={t('billing.contact.school')}
          autoComplete="organization"
          helperText={message('school')}
          slotProps={{ htmlInput: { maxLength: CONTACT_LIMITS.schoolMaxLength } }}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
        <TextField
          {...fieldProps('email')}
          required
          type="email"
          label={t('billing.contact.email')}
          autoComplete="email"
          helperText={message('email')}
          slotProps={{ htmlInput: { maxLength: CONTACT_LIMITS.emailMaxLength } }}
        />
        <TextField
          {...fieldProps('groupSize')}
          required
          type="number"
          label={t('billing.contact.groupSize')}
          helperText={message('groupSize') ?? <GroupPriceHint plans={plans} groupSize={values.groupSize} />}
          slotProps={{
            htmlInput: { min: 1, max: CONTACT_LIMITS.groupSizeMax, step: 1, inputMode: 'numeric' },
          }}
        />
      </Stack>
      <TextField
        {...fieldProps('message')}
        multiline
        minRows={4}
        label={t('billing.contact.message')}
        helperText={message('message') ?? t('billing.contact.messageHint')}
        slotProps={{ htmlInput: { maxLength: CONTACT_LIMITS.messageMaxLength } }}
      />
      <Typography variant="body2" color="text.secondary">
        {t('billing.contact.privacy')}
      </Typography>
      <FormActions
        label={t('billing.contact.send')}
        pendingLabel={t('billing.contact.sending')}
        pending={send.isPending}
        icon={<SendOutlined />}
      />
    </Box>
  );
}
