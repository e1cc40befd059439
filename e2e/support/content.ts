// Content for browser tests: courses and questions made over the API (each test its own, so tests stay independent
// of the seed and of each other), and small real images to upload.
import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import type { CourseResponse, QuestionResponse } from '@quizdrill/contracts';
import { api } from './accounts.js';
import { baseUrl } from './system.js';

/** A few lowercase letters and digits no other test has used, for names that must be unique. */
export function uniqueWord(): string {
  return randomBytes(4).toString('hex');
}

export async function createCourse(
  token: string,
  fields: { name?: string; displayName?: string; description?: string; language?: 'sv' | 'en' } = {},
): Promise<CourseResponse> {
  const word = uniqueWord();
  const answer = await api<CourseResponse>('POST', '/api/v2/courses', {
    token,
    body: {
      name: fields.name ?? `e2e-kurs-${word}`,
      displayName: fields.displayName ?? `Testkurs ${word}`,
      description: fields.description ?? 'En kurs som ett webbläsartest skapade.',
      ...(fields.language ? { language: fields.language } : {}),
    },
  });
  if (answer.status !== 201)
    throw new Error(`creating a course answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

export type QuestionInput = {
  courseName: string;
  questionText: string;
  options: string[];
  correctIndex: number;
  image?: { name: string; type: string; bytes: Buffer };
};

/** POST /api/v2/questions/create as the form sends it (multipart). */
export async function createQuestion(token: string, question: QuestionInput): Promise<QuestionResponse> {
  const form = new FormData();
  form.set('courseName', question.courseName);
  form.set('questionText', question.questionText);
  form.set('options', JSON.stringify(question.options));
  form.set('correctIndex', String(question.correctIndex));
  if (question.image) {
    form.set(
      'image',
      new Blob([new Uint8Array(question.image.bytes)], { type: question.image.type }),
      question.image.name,
    );
  }
  return postQuestionForm(token, form);
}

/**
 * A question of any kind (issue 43), made with the form's fields as the question editor sends them: `kind`, and
 * `options` or `answerKey` as JSON text.
 */
export async function createKindQuestion(
  token: string,
  fields: Record<string, string>,
): Promise<QuestionResponse> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return postQuestionForm(token, form);
}

async function postQuestionForm(token: string, form: FormData): Promise<QuestionResponse> {
  const response = await fetch(`${baseUrl()}/api/v2/questions/create`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await response.text();
  if (response.status !== 201) throw new Error(`creating a question answered ${response.status}: ${text}`);
  return JSON.parse(text) as QuestionResponse;
}

export async function getQuestion(token: string, questionId: number): Promise<QuestionResponse> {
  const answer = await api<QuestionResponse>('GET', `/api/v2/questions/${questionId}`, { token });
  if (answer.status !== 200) throw new Error(`reading question ${questionId} answered ${answer.status}`);
  return answer.body;
}

export async function getCourseQuestions(token: string, courseId: number): Promise<QuestionResponse[]> {
  const answer = await api<QuestionResponse[]>('GET', `/api/v2/courses/${courseId}/questions`, { token });
  if (answer.status !== 200)
    throw new Error(`reading the questions of ${courseId} answered ${answer.status}`);
  return answer.body;
}

const crcTable = Array.from({ length: 256 }, (_entry, index) => {
  let crc = index;
  for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  return crc >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/**
 * A real RGB PNG of `width`×`height`: a diagonal blue-to-green gradient with a light sun in one corner, so a
 * thumbnail and its zoom are plainly an image in the screenshots.
 */
export function gradientPng(width = 96, height = 64): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      const inSun = (x - width * 0.78) ** 2 + (y - height * 0.3) ** 2 < (height * 0.16) ** 2;
      const [red, green, blue] = inSun ? [250, 214, 90] : [30 + 20 * t, 90 + 110 * t, 184 - 90 * t];
      row.set([Math.round(red), Math.round(green), Math.round(blue)], 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
