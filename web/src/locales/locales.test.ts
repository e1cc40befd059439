import { RETENTION_DEFAULTS } from '@quizdrill/contracts/rules/retention';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import assignmentsEn from './assignments/en.json';
import assignmentsSv from './assignments/sv.json';
import en from './en.json';
import sv from './sv.json';

type Tree = { [key: string]: string | Tree };

/** Every leaf as a dotted path, the way t() addresses it. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const result = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') result.set(path, value);
    else for (const [childPath, text] of leaves(value, path)) result.set(childPath, text);
  }
  return result;
}

/** The parts loaded with their screens (lib/i18n.ts TEXT_PARTS), each in both languages. */
const parts = [{ name: 'assignments', sv: assignmentsSv, en: assignmentsEn }];

// Every text as t() finds it once all parts are loaded.
const swedish = leaves(Object.assign({}, sv, ...parts.map((part) => part.sv)));
const english = leaves(Object.assign({}, en, ...parts.map((part) => part.en)));

describe('locales', () => {
  it('when a key exists in Swedish, then it exists in English too, and the other way round', () => {
    expect([...english.keys()].sort()).toEqual([...swedish.keys()].sort());
  });

  it('when a part of the texts loads, then its keys are its own and overwrite none of the others', () => {
    for (const part of parts) {
      for (const texts of [part.sv, part.en]) {
        expect(Object.keys(texts)).toEqual([part.name]);
        expect(Object.keys(sv)).not.toContain(part.name);
        expect(Object.keys(en)).not.toContain(part.name);
      }
    }
  });

  it('when a text is looked up, then it is never empty', () => {
    for (const [language, texts] of [
      ['sv', swedish],
      ['en', english],
    ] as const) {
      const empty = [...texts].filter(([, text]) => text.trim() === '').map(([key]) => `${language}:${key}`);
      expect(empty).toEqual([]);
    }
  });

  it('when a text interpolates values, then both languages use the same placeholders', () => {
    const placeholders = (text: string) =>
      [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();
    for (const [key, text] of swedish) {
      expect(placeholders(english.get(key) ?? ''), key).toEqual(placeholders(text));
    }
  });

  it('when the SPEC fixes a text, then the locale carries it exactly', () => {
    expect(english.get('invalidCredentials')).toBe('Invalid username or password');
    expect(swedish.get('invalidCredentials')).toBe('Felaktigt användarnamn eller lösenord');
    expect(english.get('loginFailed')).toBe('Login failed');
    expect(english.get('selectTeamFirst')).toBe('Select your team first');
    expect(english.get('permission.denied')).toBe('You do not have permission to view this page.');
    expect(english.get('errorPage.title')).toBe('An error occurred');
    expect(english.get('profile.saved')).toBe('Profile updated');
    expect(english.get('profile.loadFailed')).toBe('Failed to load profile.');
    expect(english.get('profile.saveFailed')).toBe('Failed to save profile.');
  });

  it('when the SPEC fixes a content text, then the English locale carries it exactly', () => {
    const fixed: Record<string, string> = {
      'courseCreate.nameInvalid': 'Course name may only contain lowercase letters, numbers, and dashes.',
      'courseCreate.failed': 'Failed to create course',
      'courseCreate.errorUnknown': 'An unexpected error occurred',
      'courseCreate.success': 'Course created',
      'courseList.fetchError': 'Failed to load courses',
      'error.courseNameTaken': 'Course name is already taken',
      'error.fetchCourses': 'Failed to fetch courses',
      'error.questionCreateFailed': 'Failed to create question',
      'error.imageUploadFailed': 'Failed to upload image',
      'editCourse.fetchError': 'Failed to fetch course',
      'editCourse.saveError': 'Failed to save course',
      'editCourse.saved': 'Course saved',
      'editQuestion.fetchError': 'Failed to fetch question',
      'editQuestion.saveError': 'Failed to save question',
      'editQuestion.saved': 'Question saved',
      'questionCreate.saved': 'Question saved',
      'questionList.fetchError': 'Failed to fetch questions',
      'questionForm.questionRequired': 'Question text is required',
      'questionForm.optionsMinimum': 'At least two answer options are required',
      'questionForm.correctRequired': 'You must mark which answer is correct',
    };
    for (const [key, text] of Object.entries(fixed)) expect(english.get(key), key).toBe(text);
    expect(swedish.get('courseCreate.nameInvalid')).toBe(
      'Kursnamnet får bara innehålla små bokstäver, siffror och bindestreck.',
    );
  });

  it('when the SPEC fixes an AI text, then the English locale carries it exactly', () => {
    const fixed: Record<string, string> = {
      'textToQuiz.errorGenerating': 'Failed to generate questions',
      'textToQuiz.saveError': 'Failed to save questions. Try again.',
      'photoToQuiz.onlyPngJpg': 'Only PNG or JPG/JPEG are allowed',
      'photoToQuiz.max5mb': 'File must be max 5 MB',
      'photoToQuiz.technicalError': 'Technical error contacting server',
    };
    for (const [key, text] of Object.entries(fixed)) expect(english.get(key), key).toBe(text);
    expect(english.get('quiz.error.explain')).toMatch(/^AI explanation error/);
    expect(english.get('textToQuiz.saved')).toMatch(/^Questions saved to database/);
  });

  it('when group prices are named, then every text takes the one spelling from billing.groupPrices', async () => {
    for (const [texts, spelledOut] of [
      [swedish, /grupp+ris/i],
      [english, /group pric/i],
    ] as const) {
      const own = [...texts].filter(([key, text]) => key !== 'billing.groupPrices' && spelledOut.test(text));
      expect(own.map(([key]) => key)).toEqual([]);
    }
    expect(swedish.get('billing.groupPrices')).toBe('gruppriser');

    const i18n = i18next.createInstance();
    await i18n.init({
      resources: { sv: { translation: sv }, en: { translation: en } },
      lng: 'sv',
      interpolation: { escapeValue: false },
    });
    expect(i18n.t('pages.paywall.description')).toBe('Premiummedlemskap och gruppriser för lärare.');
    expect(i18n.t('pages.educatorContact.description')).toBe('Våra gruppriser och hur du kontaktar oss.');
    expect(i18n.t('billing.contact.priceBelowMinimum', { size: 5 })).toBe(
      'Våra gruppriser gäller från 5 medlemmar',
    );
    expect(i18n.t('billing.educator.contactLink', { lng: 'en' })).toBe('Contact us about group pricing');
  });

  it('when the privacy notice says how long data is kept, then it states every default the services keep it by', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      resources: { sv: { translation: sv }, en: { translation: en } },
      lng: 'sv',
      interpolation: { escapeValue: false },
    });
    const howLong = (lng: string) => {
      const sections = i18n.t('legal.privacy.sections', {
        lng,
        returnObjects: true,
        ...RETENTION_DEFAULTS,
      }) as {
        heading: string;
        paragraphs: string[];
      }[];
      return sections[2]!.paragraphs.join('\n');
    };
    const d = RETENTION_DEFAULTS;
    // Every kind with a stated time is named by its own placeholder (several share a number of days).
    for (const [lng, resource] of [
      ['sv', sv],
      ['en', en],
    ] as const) {
      const written = resource.legal.privacy.sections[2]!.paragraphs.join('\n');
      for (const key of Object.keys(RETENTION_DEFAULTS)) {
        expect(written, `${lng}: {{${key}}}`).toContain(`{{${key}}}`);
      }
    }
    expect(howLong('sv')).not.toContain('{{');
    expect(howLong('en')).not.toContain('{{');
    for (const [lng, days, years] of [
      ['sv', 'dagar', 'år'],
      ['en', 'days', 'years'],
    ] as const) {
      const text = howLong(lng);
      for (const value of [
        d.answerHistoryDays,
        d.finishedLiveGameDays,
        d.unendedLiveGameDays,
        d.deletedTeamDays,
        d.closedAssignmentDays,
        d.aiAuditDays,
        d.loginRecordDays,
        d.educatorLeadDays,
        d.sqlAuditDays,
        d.eventStreamDays,
        d.publishedOutboxDays,
        d.deadLetterDays,
      ]) {
        expect(text, `${lng}: ${value} ${days}`).toContain(`${value} ${days}`);
      }
      expect(text).toContain(`${d.billingRecordYears} ${years}`);
    }
  });
});
