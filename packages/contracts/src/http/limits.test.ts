// The request schemas apply the limits of rules/: a value at the limit passes, one character more is refused.
import type { TSchema } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import {
  COURSE_DESCRIPTION_MAX_LENGTH,
  COURSE_DISPLAY_NAME_MAX_LENGTH,
  COURSE_NAME_MAX_LENGTH,
  EDUCATOR_CONTACT_LIMITS,
  EMAIL_MAX_LENGTH,
  OPTION_TEXT_MAX_LENGTH,
  PASSWORD_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  QUESTION_TEXT_MAX_LENGTH,
  SOURCE_TEXT_MAX_LENGTH,
  TEAM_NAME_MAX_LENGTH,
  USERNAME_LENGTH,
} from '../rules/index.js';
import { SQL_MAX_LENGTH } from '../rules/sql-console.js';
import { isValid } from '../validation.js';
import { GenerateQuestionsRequest } from './ai.js';
import { CreateGroupRequest, RegisterRequest } from './auth.js';
import { EducatorContactRequest } from './billing.js';
import { BatchRequest, CourseRequest, SqlRequest } from './content.js';

const text = (length: number, letter = 'a') => letter.repeat(length);
const emailOf = (length: number) => `${text(length - '@skola.se'.length)}@skola.se`;

const course = { name: 'biologi', displayName: 'Biologi', description: 'Celler' };
const registration = {
  username: 'anna',
  email: 'anna@skola.se',
  firstName: 'Anna',
  lastName: 'Berg',
  password: 'hemligt-lösen',
};
const batchItem = {
  questionText: 'Vad?',
  options: [{ optionText: 'Ja', isCorrect: true }, { optionText: 'Nej' }],
  courseName: 'biologi',
  courseDisplayName: 'Biologi',
  courseDescription: 'Celler',
};
const contact = { name: 'Eva', school: 'Skolan', email: 'eva@skola.se', groupSize: 25 };

/** [what, its schema, the request with the field at `length`, the limit]. */
const cases: [string, TSchema, (length: number) => unknown, number][] = [
  ['course name', CourseRequest, (length) => ({ ...course, name: text(length) }), COURSE_NAME_MAX_LENGTH],
  [
    'display name',
    CourseRequest,
    (length) => ({ ...course, displayName: text(length) }),
    COURSE_DISPLAY_NAME_MAX_LENGTH,
  ],
  [
    'description',
    CourseRequest,
    (length) => ({ ...course, description: text(length) }),
    COURSE_DESCRIPTION_MAX_LENGTH,
  ],
  [
    'username',
    RegisterRequest,
    (length) => ({ ...registration, username: text(length) }),
    USERNAME_LENGTH.max,
  ],
  ['email', RegisterRequest, (length) => ({ ...registration, email: emailOf(length) }), EMAIL_MAX_LENGTH],
  [
    'first name',
    RegisterRequest,
    (length) => ({ ...registration, firstName: text(length) }),
    PERSON_NAME_MAX_LENGTH,
  ],
  [
    'password',
    RegisterRequest,
    (length) => ({ ...registration, password: text(length) }),
    PASSWORD_LENGTH.max,
  ],
  ['team name', CreateGroupRequest, (length) => ({ name: text(length) }), TEAM_NAME_MAX_LENGTH],
  [
    'question text',
    BatchRequest,
    (length) => [{ ...batchItem, questionText: text(length) }],
    QUESTION_TEXT_MAX_LENGTH,
  ],
  [
    'option text',
    BatchRequest,
    (length) => [
      { ...batchItem, options: [{ optionText: text(length), isCorrect: true }, { optionText: 'B' }] },
    ],
    OPTION_TEXT_MAX_LENGTH,
  ],
  [
    'source text',
    GenerateQuestionsRequest,
    (length) => ({ text: text(length), courseName: 'biologi' }),
    SOURCE_TEXT_MAX_LENGTH,
  ],
  ['SQL statement', SqlRequest, (length) => ({ sql: text(length) }), SQL_MAX_LENGTH],
  [
    'contact name',
    EducatorContactRequest,
    (length) => ({ ...contact, name: text(length) }),
    EDUCATOR_CONTACT_LIMITS.nameMaxLength,
  ],
  [
    'contact message',
    EducatorContactRequest,
    (length) => ({ ...contact, message: text(length) }),
    EDUCATOR_CONTACT_LIMITS.messageMaxLength,
  ],
];

describe('request schemas', () => {
  it.each(cases)(
    'when the %s is at its limit, then it passes, and one character more is refused',
    (_what, schema, at, limit) => {
      expect(isValid(schema, at(limit))).toBe(true);
      expect(isValid(schema, at(limit + 1))).toBe(false);
    },
  );

  it('when a username is shorter than its minimum, then it is refused', () => {
    expect(isValid(RegisterRequest, { ...registration, username: text(USERNAME_LENGTH.min) })).toBe(true);
    expect(isValid(RegisterRequest, { ...registration, username: text(USERNAME_LENGTH.min - 1) })).toBe(
      false,
    );
  });

  it('when a group size is outside its range, then the contact request is refused', () => {
    const { groupSizeMin, groupSizeMax } = EDUCATOR_CONTACT_LIMITS;
    expect(isValid(EducatorContactRequest, { ...contact, groupSize: groupSizeMax })).toBe(true);
    expect(isValid(EducatorContactRequest, { ...contact, groupSize: groupSizeMax + 1 })).toBe(false);
    expect(isValid(EducatorContactRequest, { ...contact, groupSize: groupSizeMin - 1 })).toBe(false);
  });
});
