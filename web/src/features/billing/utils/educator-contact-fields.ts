// The educator contact form's rules, the same as the billing service's (contracts EducatorContactRequest).
import { EDUCATOR_CONTACT_LIMITS as LIMITS } from '@quizdrill/contracts/rules';
import type { EducatorContactRequest } from '@quizdrill/contracts/types';
import type { ApiError } from '@/lib/api-client';

export type ContactValues = {
  name: string;
  school: string;
  email: string;
  groupSize: string;
  message: string;
};
export type ContactField = keyof ContactValues;
export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'school', 'email', 'groupSize', 'message'];

export type ContactRequest = EducatorContactRequest;

export type ContactErrorKey =
  | 'billing.contact.validation.nameRequired'
  | 'billing.contact.validation.schoolRequired'
  | 'billing.contact.validation.emailInvalid'
  | 'billing.contact.validation.groupSizeInvalid'
  | 'billing.contact.validation.tooLong';

export type ContactErrors = Partial<Record<ContactField, ContactErrorKey>>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Field by field, what is wrong; empty when the form may be sent. */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  const name = values.name.trim();
  const school = values.school.trim();
  const email = values.email.trim();
  if (name === '') errors.name = 'billing.contact.validation.nameRequired';
  else if (name.length > LIMITS.nameMaxLength) errors.name = 'billing.contact.validation.tooLong';
  if (school === '') errors.school = 'billing.contact.validation.schoolRequired';
  else if (school.length > LIMITS.schoolMaxLength) errors.school = 'billing.contact.validation.tooLong';
  if (!EMAIL_PATTERN.test(email) || email.length > LIMITS.emailMaxLength) {
    errors.email = 'billing.contact.validation.emailInvalid';
  }
  const groupSize = Number(values.groupSize.trim());
  if (
    values.groupSize.trim() === '' ||
    !Number.isInteger(groupSize) ||
    groupSize < LIMITS.groupSizeMin ||
    groupSize > LIMITS.groupSizeMax
  ) {
    errors.groupSize = 'billing.contact.validation.groupSizeInvalid';
  }
  if (values.message.length > LIMITS.messageMaxLength) {
    errors.message = 'billing.contact.validation.tooLong';
  }
  return errors;
}

/** The body of POST /api/v2/billing/educator-contact; call only when validateContact found nothing. */
export function contactRequest(values: ContactValues): ContactRequest {
  const message = values.message.trim();
  return {
    name: values.name.trim(),
    school: values.school.trim(),
    email: values.email.trim(),
    groupSize: Number(values.groupSize.trim()),
    ...(message === '' ? {} : { message }),
  };
}

/**
 * The field a 400 names, in its code (`invalid_email`) or text (`body/groupSize must be >= 1`): the first field
 * name the text mentions, so "email" in a text about the email is not read as "name".
 */
export function fieldOfContactError(error: ApiError): ContactField | undefined {
  if (error.status !== 400) return undefined;
  const text = `${error.code} ${error.message}`;
  const match = /(?:^|[^a-z])(groupsize|group_size|group size|email|school|name|message)(?![a-z])/i.exec(
    text,
  );
  if (!match?.[1]) return undefined;
  const word = match[1].toLowerCase().replace(/[_ ]/, '');
  return CONTACT_FIELDS.find((field) => field.toLowerCase() === word);
}
