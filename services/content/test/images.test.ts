// Question images: what an upload may be, what students download, and that no image outlives the last question
// showing it.
import { oversizedPng } from '@quizdrill/test-kit';
import { sidewaysJpeg, textPhoto } from '@quizdrill/test-kit/text-photos';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCourseByName } from '../src/courses/courses.repository.js';
import { prepareImage } from '../src/images/images.js';
import { storeImage } from '../src/images/images.repository.js';
import { insertQuestion } from '../src/questions/questions.repository.js';
import {
  type AccountName,
  type ContentUnderTest,
  createCourse,
  questionForm,
  startContent,
} from './support.js';

/** A phone-camera-like photo: 12 megapixels of soft colour and grain, as a JPEG of a few megabytes. */
async function cameraPhoto(): Promise<Buffer> {
  return sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#777',
      noise: { type: 'gaussian', mean: 120, sigma: 18 },
    },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="3000"><defs><linearGradient id="g">' +
            '<stop offset="0" stop-color="#3a6ea5" stop-opacity="0.7"/><stop offset="1" stop-color="#e8c170" stop-opacity="0.7"/>' +
            '</linearGradient></defs><rect width="4000" height="3000" fill="url(#g)"/><circle cx="2000" cy="1500" r="900" fill="#2f7d32" fill-opacity="0.6"/></svg>',
        ),
      },
    ])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A small diagram, different for each `hue`, so each is its own stored image. */
const diagram = (hue: number) =>
  sharp({ create: { width: 480, height: 320, channels: 3, background: { r: hue, g: 120, b: 200 } } })
    .png()
    .toBuffer();

describe('question images', () => {
  let content: ContentUnderTest;
  let courseName: string;

  beforeAll(async () => {
    content = await startContent();
    courseName = (await createCourse(content, 'educator', 'bilder')).name;
  });
  afterAll(() => content.stop());

  const create = (image: Buffer, options: { course?: string; as?: AccountName; text?: string } = {}) =>
    content.call('POST', '/api/v2/questions/create', {
      as: options.as ?? 'educator',
      form: questionForm({
        courseName: options.course ?? courseName,
        questionText: options.text ?? 'Vad visar bilden?',
        options: ['Ett träd', 'En sjö'],
        correctIndex: 0,
        image: { bytes: image, name: 'bild.png', type: 'image/png' },
      }),
    });

  const createQuestion = async (image: Buffer, course?: string) => {
    const response = await create(image, { course });
    expect(response.status).toBe(201);
    return (await response.json()) as { id: number; imageUrl: string };
  };

  const edit = (id: number, change: { image?: Buffer; removeImage?: 'true' }) =>
    content.call('PUT', `/api/v2/questions/${id}`, {
      as: 'educator',
      form: questionForm({
        questionText: 'Vad visar bilden?',
        options: ['Ett träd', 'En sjö'],
        correctIndex: 0,
        ...(change.image ? { image: { bytes: change.image, name: 'ny.png' } } : {}),
        ...(change.removeImage ? { removeImage: change.removeImage } : {}),
      }),
    });

  const served = async (url: string) => {
    const response = await fetch(`${content.url}${url}`);
    const bytes = Buffer.from(await response.arrayBuffer());
    return { status: response.status, type: response.headers.get('content-type'), bytes };
  };

  const storedImages = async () =>
    (await content.db.selectFrom('images').select('id').execute()).map((row) => row.id);
  const questionCount = async () =>
    Number(
      (
        await content.db
          .selectFrom('questions')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst()
      )?.n,
    );
  const courseByName = async (name: string) => (await findCourseByName(content.db, name))!;
  const idOf = (imageUrl: string) => imageUrl.split('/').at(-1)!.split('.')[0]!;

  it('when a PNG of a few dozen kilobytes claims 20000 × 20000 pixels, then 422 naming the limit and nothing is stored', async () => {
    const huge = oversizedPng(20_000, 20_000);
    expect(huge.length).toBeLessThan(64 * 1024);
    const [questionsBefore, imagesBefore] = [await questionCount(), await storedImages()];

    const response = await create(huge);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: 'error.imageTooManyPixels',
      message: 'The image is 20000 × 20000 pixels; at most 40 megapixels are accepted',
    });
    expect(await questionCount()).toBe(questionsBefore);
    expect(await storedImages()).toEqual(imagesBefore);
  });

  it('when a PNG is cut off halfway, then 422 saying it is damaged and nothing is stored', async () => {
    const whole = await sharp({
      create: {
        width: 900,
        height: 600,
        channels: 3,
        background: '#777',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .png()
      .toBuffer();
    const [questionsBefore, imagesBefore] = [await questionCount(), await storedImages()];

    const response = await create(whole.subarray(0, Math.floor(whole.length / 2)));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: 'error.imageNotSupported',
      message: 'The image cannot be read: the file is damaged or incomplete',
    });
    expect(await questionCount()).toBe(questionsBefore);
    expect(await storedImages()).toEqual(imagesBefore);
  });

  it('when a 12-megapixel photo is uploaded, then students download it at most 640 px, or 320 px as the thumbnail, in kilobytes', async () => {
    const photo = await cameraPhoto();
    expect(photo.length).toBeGreaterThan(1_000_000);
    const question = await createQuestion(photo);

    const zoom = await served(question.imageUrl);
    expect(zoom.status).toBe(200);
    expect(zoom.type).toBe('image/webp');
    expect(await sharp(zoom.bytes).metadata()).toMatchObject({ format: 'webp', width: 640, height: 480 });
    expect(zoom.bytes.length).toBeLessThan(100_000);
    expect((await served(`${question.imageUrl}?size=640`)).bytes.equals(zoom.bytes)).toBe(true);

    const thumbnail = await served(`${question.imageUrl}?size=320`);
    expect(thumbnail.status).toBe(200);
    expect(await sharp(thumbnail.bytes).metadata()).toMatchObject({
      format: 'webp',
      width: 320,
      height: 240,
    });
    expect(thumbnail.bytes.length).toBeLessThan(30_000);
    console.info(
      `photo of ${photo.length} bytes is served as ${zoom.bytes.length} bytes (640 px) and ${thumbnail.bytes.length} bytes (320 px)`,
    );

    expect((await served(`${question.imageUrl}?size=1000`)).status).toBe(400);
  });

  it('when a diagram smaller than 640 px is uploaded, then it is not enlarged, and the thumbnail is 320 px', async () => {
    const question = await createQuestion(await diagram(10));
    expect(await sharp((await served(question.imageUrl)).bytes).metadata()).toMatchObject({
      width: 480,
      height: 320,
    });
    expect(await sharp((await served(`${question.imageUrl}?size=320`)).bytes).metadata()).toMatchObject({
      width: 320,
      height: 213,
    });
  });

  it('when a photo was taken with the phone held sideways, then it is stored upright', async () => {
    const upright = await textPhoto(['Upprätt'], { width: 900, height: 300 });
    const question = await createQuestion(await sidewaysJpeg(upright, 6));
    expect(await sharp((await served(question.imageUrl)).bytes).metadata()).toMatchObject({
      width: 640,
      height: 213,
    });
  });

  it('when a course is deleted, then the images only its questions showed are gone, and one another course shows stays', async () => {
    const doomed = await createCourse(content, 'educator', 'bilder-som-tas-bort');
    const other = await createCourse(content, 'educator', 'bilder-som-blir-kvar');
    const shared = await diagram(20);
    const ownA = await createQuestion(await diagram(30), doomed.name);
    const ownB = await createQuestion(await diagram(40), doomed.name);
    const sharedInDoomed = await createQuestion(shared, doomed.name);
    const sharedElsewhere = await createQuestion(shared, other.name);
    expect(sharedInDoomed.imageUrl).toBe(sharedElsewhere.imageUrl);

    expect((await content.call('DELETE', `/api/v2/courses/${doomed.id}`, { as: 'educator' })).status).toBe(
      204,
    );

    const stored = await storedImages();
    for (const gone of [ownA, ownB]) {
      expect(stored).not.toContain(idOf(gone.imageUrl));
      expect((await served(gone.imageUrl)).status).toBe(404);
    }
    expect(stored).toContain(idOf(sharedElsewhere.imageUrl));
    expect((await served(sharedElsewhere.imageUrl)).status).toBe(200);
  });

  it('when a question’s image is replaced, then removed, then the question deleted, then no image is left behind', async () => {
    const question = await createQuestion(await diagram(50));
    const first = question.imageUrl;

    const replaced = await edit(question.id, { image: await diagram(60) });
    expect(replaced.status).toBe(200);
    const second = (await replaced.json()).imageUrl as string;
    expect(second).not.toBe(first);
    expect((await served(first)).status).toBe(404);
    expect(await storedImages()).not.toContain(idOf(first));
    expect((await served(second)).status).toBe(200);

    const removed = await edit(question.id, { removeImage: 'true' });
    expect(removed.status).toBe(200);
    expect((await removed.json()).imageUrl).toBeNull();
    expect(await storedImages()).not.toContain(idOf(second));
    expect((await served(second)).status).toBe(404);

    const third = (await (await edit(question.id, { image: await diagram(70) })).json()).imageUrl as string;
    expect(
      (await content.call('DELETE', `/api/v2/questions/${question.id}`, { as: 'educator' })).status,
    ).toBe(204);
    expect(await storedImages()).not.toContain(idOf(third));
    expect((await served(third)).status).toBe(404);
  });

  it('when two questions show the same image and one gives it up, then the other keeps it', async () => {
    const image = await diagram(80);
    const keeper = await createQuestion(image);
    const leaver = await createQuestion(image);
    expect((await edit(leaver.id, { image: await diagram(90) })).status).toBe(200);
    expect((await content.call('DELETE', `/api/v2/questions/${leaver.id}`, { as: 'educator' })).status).toBe(
      204,
    );

    expect(await storedImages()).toContain(idOf(keeper.imageUrl));
    expect((await served(keeper.imageUrl)).status).toBe(200);
  });

  it('when an image is being stored for a new question while its last question is deleted, then the delete neither waits nor removes it', async () => {
    const image = await prepareImage(await diagram(110));
    const leaving = await createQuestion(await diagram(110));
    const course = await courseByName(courseName);

    // The new question's transaction holds the image while the old question is deleted through the API.
    const deleteStatus = await content.db.transaction().execute(async (trx) => {
      await storeImage(trx, image);
      await insertQuestion(trx, {
        courseId: course.id,
        questionText: 'Samma bild igen?',
        imageId: image.id,
        explanation: null,
        language: 'sv',
        createdBy: course.ownerId,
        options: [
          { label: 'A', text: 'Ja', isCorrect: true },
          { label: 'B', text: 'Nej', isCorrect: false },
        ],
      });
      return (await content.call('DELETE', `/api/v2/questions/${leaving.id}`, { as: 'educator' })).status;
    });

    expect(deleteStatus).toBe(204);
    expect(idOf(leaving.imageUrl)).toBe(image.id);
    expect(await storedImages()).toContain(image.id);
    expect((await served(leaving.imageUrl)).status).toBe(200);
  });
});
