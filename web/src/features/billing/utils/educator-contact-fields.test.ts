import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import {
  type ContactValues,
  contactRequest,
  fieldOfContactError,
  validateContact,
} from './educator-contact-fields';

const valid: ContactValues = {
  name: ' Eva Lärare ',
  school: 'Björkskolan',
  email: 'eva@skola.se',
  groupSize: '24',
  message: '',
};

describe('validateContact', () => {
  it('when every field is filled correctly, then there is nothing to fix', () => {
    expect(validateContact(valid)).toEqual({});
  });

  it('when the required fields are blank, then each says so', () => {
    expect(validateContact({ name: ' ', school: '', email: '', groupSize: '', message: '' })).toEqual({
      name: 'billing.contact.validation.nameRequired',
      school: 'billing.contact.validation.schoolRequired',
      email: 'billing.contact.validation.emailInvalid',
      groupSize: 'billing.contact.validation.groupSizeInvalid',
    });
  });

  it('when the email lacks a domain or the group size is not a whole number of at least 1, then those are refused', () => {
    for (const email of ['eva', 'eva@', 'eva@skola', 'eva @skola.se']) {
      expect(validateContact({ ...valid, email }).email, email).toBe(
        'billing.contact.validation.emailInvalid',
      );
    }
    for (const groupSize of ['0', '-4', '2.5', 'tio', '100001']) {
      expect(validateContact({ ...valid, groupSize }).groupSize, groupSize).toBe(
        'billing.contact.validation.groupSizeInvalid',
      );
    }
  });

  it('when a text is longer than the service takes, then it is too long', () => {
    expect(validateContact({ ...valid, message: 'x'.repeat(5001) }).message).toBe(
      'billing.contact.validation.tooLong',
    );
    expect(validateContact({ ...valid, school: 'x'.repeat(201) }).school).toBe(
      'billing.contact.validation.tooLong',
    );
  });
});

describe('contactRequest', () => {
  it('when the form is sent, then texts are trimmed, the size is a number and an empty message is left out', () => {
    expect(contactRequest(valid)).toEqual({
      name: 'Eva Lärare',
      school: 'Björkskolan',
      email: 'eva@skola.se',
      groupSize: 24,
    });
    expect(contactRequest({ ...valid, message: ' Hej ' }).message).toBe('Hej');
  });
});

describe('fieldOfContactError', () => {
  it('when a 400 names a field in its text or code, then that field is the one', () => {
    expect(fieldOfContactError(new ApiError(400, 'validation', 'body/email must match format "email"'))).toBe(
      'email',
    );
    expect(fieldOfContactError(new ApiError(400, 'validation', 'body/groupSize must be >= 1'))).toBe(
      'groupSize',
    );
    expect(fieldOfContactError(new ApiError(400, 'invalid_school', 'Invalid'))).toBe('school');
    expect(
      fieldOfContactError(new ApiError(400, 'bad_request', "body must have required property 'name'")),
    ).toBe('name');
  });

  it('when the refusal names no field or is not a 400, then none', () => {
    expect(fieldOfContactError(new ApiError(400, 'bad_request', 'Bad request'))).toBeUndefined();
    expect(fieldOfContactError(new ApiError(500, 'internal', 'email service down'))).toBeUndefined();
  });
});
