// The content service's answers as the web app reads them (packages/contracts/src/http/content.ts).
import type { Language } from '../lib/i18n';

export type Course = {
  id: number;
  /** The slug: lowercase letters, digits and hyphens; quiz links use it. */
  name: string;
  displayName: string;
  description: string;
  language: Language;
  ownerId: string;
  ownerUsername: string | null;
  questionCount: number;
  createdAt: string;
  updatedAt: string;
};

export type CourseFields = Pick<Course, 'name' | 'displayName' | 'description' | 'language'>;

export type QuestionOption = { optionLabel: string; optionText: string; isCorrect: boolean };

export type Question = {
  id: number;
  courseId: number;
  courseName: string;
  position: number;
  questionText: string;
  /** Relative (`/api/v2/images/<sha256>.png`) or absolute; null without an image. */
  imageUrl: string | null;
  language: Language;
  options: QuestionOption[];
};
