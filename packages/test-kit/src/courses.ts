// A course made through content's real API, for tests of the services that read courses (quiz, classroom).
import type { ApiCallOptions, ApiResponse } from './api-caller.js';

export interface TestQuestion {
  id: number;
  questionText: string;
  correct: string;
  labels: string[];
}

export interface TestCourse {
  id: number;
  name: string;
  questions: TestQuestion[];
}

/** Whatever calls the content service of a test system as a user. */
export interface ContentCaller {
  content(method: string, path: string, options?: ApiCallOptions): Promise<ApiResponse>;
}

/**
 * Creates a course of `count` questions through content's batch endpoint (as the educator). Question i has
 * options A–D and its correct answer at label `'ABCD'[i % 4]`.
 */
export async function createCourse(system: ContentCaller, name: string, count: number): Promise<TestCourse> {
  const items = Array.from({ length: count }, (_, index) => ({
    questionText: `Fråga ${index + 1} i ${name}`,
    options: ['A', 'B', 'C', 'D'].map((label, option) => ({
      optionText: `Svar ${label}${index + 1}`,
      isCorrect: option === index % 4,
    })),
    courseName: name,
    courseDisplayName: `Kurs ${name}`,
    courseDescription: 'En kurs för prov',
    language: 'sv',
  }));
  const response = await system.content('POST', '/api/v2/questions/batch', { as: 'educator', body: items });
  if (response.status !== 201) throw new Error(`course ${name}: ${response.status} ${await response.text()}`);
  const saved = (await response.json()) as {
    course: { id: number };
    questions: { id: number; questionText: string; options: { optionLabel: string; isCorrect: boolean }[] }[];
  };
  return {
    id: saved.course.id,
    name,
    questions: saved.questions.map((question) => ({
      id: question.id,
      questionText: question.questionText,
      correct: question.options.find((option) => option.isCorrect)!.optionLabel,
      labels: question.options.map((option) => option.optionLabel),
    })),
  };
}
