// The two AI calls that are not text generation: explanations (answered directly) and photo-to-quiz (an OCR job).
import { MAX_PHOTO_BYTES, UPLOAD_BODY_LIMIT_BYTES } from '@quizdrill/contracts';
import { type FakeAnthropic, oversizedPng, startFakeAnthropic } from '@quizdrill/test-kit';
import { textPhoto } from '@quizdrill/test-kit/text-photos';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AiSystem, newPremium, startAiSystem } from './support.js';

const question = {
  questionText: 'Vilken stad är Sveriges huvudstad?',
  options: [
    { optionLabel: 'A', optionText: 'Göteborg' },
    { optionLabel: 'B', optionText: 'Stockholm' },
    { optionLabel: 'C', optionText: 'Malmö' },
  ],
  correctOption: 'B',
};

const photoForm = (bytes: Buffer, name: string, type: string) => {
  const form = new FormData();
  form.set('file', new Blob([bytes], { type }), name);
  return form;
};

describe('explanations and photo-to-quiz', () => {
  let anthropic: FakeAnthropic;
  let system: AiSystem;
  beforeAll(async () => {
    anthropic = await startFakeAnthropic();
    system = await startAiSystem({
      ANTHROPIC_API_KEY: 'sk-ant-test',
      ANTHROPIC_BASE_URL: anthropic.url,
      AI_TIMEOUT_MS: '500',
    });
  });
  afterAll(async () => {
    await system.stop();
    await anthropic.close();
  });

  const explain = (body: object, as: Parameters<AiSystem['call']>[2] = { as: newPremium() }) =>
    system.call('POST', '/api/v2/explain', { ...as, body });

  it('when a premium member asks why, then a plain-text explanation naming the right answer in their language', async () => {
    // openai has no key here, so the built-in offline provider answers.
    const swedish = await explain({ question, selectedOption: 'A', language: 'sv', aiModel: 'openai' });
    expect(swedish.status).toBe(200);
    expect(swedish.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await swedish.text()).toContain('Stockholm');

    const english = await explain(
      { question, selectedOption: 'C', language: 'en', aiModel: 'openai' },
      { as: 'admin' },
    );
    expect(await english.text()).toMatch(/Stockholm/);
  });

  it('when a free user asks, or the chosen option is not one of the question, then 403 or 400', async () => {
    expect((await explain({ question, selectedOption: 'A' }, { as: 'student' })).status).toBe(403);
    const unknown = await explain({ question, selectedOption: 'F' });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).message).toContain('selectedOption');
  });

  it('when the chosen provider does not answer in time, then 503 "AI explanation error" at once, not a hang', async () => {
    anthropic.hang();
    const started = Date.now();
    const response = await explain({ question, selectedOption: 'A', aiModel: 'claude' });
    expect(response.status).toBe(503);
    expect((await response.json()).message).toMatch(/^AI explanation error/);
    expect(Date.now() - started).toBeLessThan(5_000);

    anthropic.reply('Rätt svar är B: Stockholm, som är Sveriges huvudstad.');
    const answered = await explain({ question, selectedOption: 'A', aiModel: 'claude' });
    expect(await answered.text()).toBe('Rätt svar är B: Stockholm, som är Sveriges huvudstad.');
  });

  it('when a premium member sends a photo of Swedish text, then its text comes back', async () => {
    const png = await textPhoto(['Älgen åt blåbär i skogen', 'öster om sjön Vättern.']);
    const response = await system.call('POST', '/api/v2/phototoquiz', {
      as: newPremium(),
      form: photoForm(png, 'sida.png', 'image/png'),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/Älgen/i);
    expect(text).toMatch(/blåbär/i);
  }, 60_000);

  it('when a photo claims 20000 × 20000 pixels or is cut off, then 422 at once and no OCR job is started', async () => {
    const page = await textPhoto(['Älgen åt blåbär i skogen', 'öster om sjön Vättern.']);
    const cases: [Buffer, number, string][] = [
      [oversizedPng(20_000, 20_000), 422, 'error.imageTooManyPixels'],
      [page.subarray(0, Math.floor(page.length / 2)), 422, 'photo_unreadable'],
    ];
    for (const [bytes, status, code] of cases) {
      const sender = newPremium();
      const response = await system.call('POST', '/api/v2/phototoquiz', {
        as: sender,
        form: photoForm(bytes, 'sida.png', 'image/png'),
      });
      expect(response.status, code).toBe(status);
      expect((await response.json()).error, code).toBe(code);
      // The worker records every job it ran, refused ones too: this one never reached it.
      const jobs = await system.db.selectFrom('jobs').select('id').where('user_id', '=', sender.id).execute();
      expect(jobs, code).toEqual([]);
    }
  });

  it('when the file is a GIF, a text file named .png, or over 5 MB, then the spec messages', async () => {
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    // Over SPEC's 5 MB (5,000,000 bytes), within what an upload may carry in all.
    const big = await sharp({
      create: { width: 1300, height: 1300, channels: 3, background: '#808080' },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(MAX_PHOTO_BYTES);
    expect(big.length).toBeLessThan(UPLOAD_BODY_LIMIT_BYTES - 1000);
    const cases: [Buffer, string, string, number, string][] = [
      [gif, 'bild.gif', 'image/gif', 415, 'onlyPngJpg'],
      [Buffer.from('inte en bild'), 'text.png', 'image/png', 415, 'onlyPngJpg'],
      [big, 'stor.png', 'image/png', 413, 'max5mb'],
    ];
    for (const [bytes, name, type, status, code] of cases) {
      const response = await system.call('POST', '/api/v2/phototoquiz', {
        as: newPremium(),
        form: photoForm(bytes, name, type),
      });
      expect(response.status, name).toBe(status);
      expect((await response.json()).error, name).toBe(code);
    }
    const free = await system.call('POST', '/api/v2/phototoquiz', {
      as: 'student',
      form: photoForm(gif, 'bild.gif', 'image/gif'),
    });
    expect(free.status).toBe(403);
  });
});
