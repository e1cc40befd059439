import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { QUESTION_KINDS } from '@quizdrill/contracts';
import { describe, expect, it } from 'vitest';
import { questionKey } from '../domain/answer-key.js';
import { SEED_COURSES, type SeedQuestion } from './courses.js';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const MAIN_COURSES = ['sveriges-geografi', 'cell-biology-basics'];

/** SPEC's questions: texts as options and the right one's index. */
const singleChoice = (questions: SeedQuestion[]) =>
  questions.flatMap((question) =>
    question.kind === undefined
      ? [
          question as Omit<SeedQuestion, 'options' | 'correctIndex'> & {
            options: string[];
            correctIndex: number;
          },
        ]
      : [],
  );

const imagePath = (file: string) => fileURLToPath(new URL(`./images/${file}`, import.meta.url));

describe('SEED_COURSES', () => {
  it('has valid, unique course slugs and non-empty display names and descriptions', () => {
    const names = SEED_COURSES.map((course) => course.name);
    expect(new Set(names).size).toBe(names.length);
    for (const course of SEED_COURSES) {
      expect(course.name).toMatch(SLUG);
      expect(course.name.length).toBeLessThanOrEqual(80);
      expect(course.displayName.trim()).not.toBe('');
      expect(course.description.trim()).not.toBe('');
      expect(['sv', 'en']).toContain(course.language);
      expect(['educator', 'admin']).toContain(course.owner);
    }
  });

  it('has the two main courses, one Swedish owned by the educator and one English owned by the admin', () => {
    const [sv, en] = MAIN_COURSES.map((name) => SEED_COURSES.find((course) => course.name === name));
    expect(sv).toMatchObject({ language: 'sv', owner: 'educator' });
    expect(en).toMatchObject({ language: 'en', owner: 'admin' });
    expect(sv!.questions.length).toBeGreaterThanOrEqual(20);
    expect(en!.questions.length).toBeGreaterThanOrEqual(20);
  });

  it.each(SEED_COURSES.map((course) => [course.name, course] as const))(
    '%s: every question is one the question form takes, as it would store it',
    (_name, course) => {
      for (const question of course.questions) {
        expect(() => questionKey(question, course.language), question.questionText).not.toThrow();
      }
    },
  );

  it('has a course with a few questions of every kind besides single choice', () => {
    const kinds = SEED_COURSES.find((course) => course.name === 'fragetyper')!.questions.map(
      (question) => question.kind,
    );
    for (const kind of QUESTION_KINDS.filter((kind) => kind !== 'single')) {
      expect(kinds.filter((each) => each === kind).length, kind).toBeGreaterThanOrEqual(2);
    }
  });

  it.each(SEED_COURSES.map((course) => [course.name, course] as const))(
    '%s: every single-choice question has text, 2–6 distinct non-empty options and a correct index in range',
    (_name, course) => {
      expect(course.questions.length).toBeGreaterThan(0);
      for (const question of singleChoice(course.questions)) {
        expect(question.questionText.trim(), question.questionText).not.toBe('');
        expect(question.options.length, question.questionText).toBeGreaterThanOrEqual(2);
        expect(question.options.length, question.questionText).toBeLessThanOrEqual(6);
        for (const option of question.options) expect(option.trim(), question.questionText).not.toBe('');
        const normalized = question.options.map((option) => option.trim().toLowerCase());
        expect(new Set(normalized).size, question.questionText).toBe(normalized.length);
        expect(Number.isInteger(question.correctIndex), question.questionText).toBe(true);
        expect(question.correctIndex, question.questionText).toBeGreaterThanOrEqual(0);
        expect(question.correctIndex, question.questionText).toBeLessThan(question.options.length);
      }
    },
  );

  it.each(SEED_COURSES.map((course) => [course.name, course] as const))(
    '%s: has no duplicate question texts',
    (_name, course) => {
      const texts = course.questions.map((question) => question.questionText.trim().toLowerCase());
      expect(new Set(texts).size).toBe(texts.length);
    },
  );

  it.each(SEED_COURSES.map((course) => [course.name, course] as const))(
    '%s: does not always put the correct answer in the same slot',
    (_name, course) => {
      const questions = singleChoice(course.questions);
      const slots = new Set(questions.map((question) => question.correctIndex));
      expect(slots.size).toBeGreaterThanOrEqual(Math.min(3, questions.length));
    },
  );

  it('references only images that exist on disk and are PNG files', () => {
    const images = SEED_COURSES.flatMap((course) =>
      course.questions.flatMap((q) => (q.image ? [q.image] : [])),
    );
    expect(images.length).toBeGreaterThanOrEqual(2);
    for (const file of images) {
      expect(file).toMatch(/^[a-z0-9-]+\.png$/);
      const path = imagePath(file);
      expect(existsSync(path), file).toBe(true);
      const bytes = readFileSync(path);
      expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE), file).toBe(true);
      expect(bytes.length, file).toBeLessThan(60 * 1024);
    }
  });

  it('writes the Swedish courses with Swedish letters', () => {
    for (const course of SEED_COURSES.filter((c) => c.language === 'sv')) {
      const text = [
        course.displayName,
        course.description,
        ...course.questions.map((q) => q.questionText),
      ].join(' ');
      expect(text, course.name).toMatch(/[åäöÅÄÖ]/);
    }
  });
});
