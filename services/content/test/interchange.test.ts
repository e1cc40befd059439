// Import and export of question banks against a real Postgres: what is stored, what is refused, who may.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountName,
  type ContentUnderTest,
  createCourse,
  startContent,
  type TestResponse,
} from './support.js';

const MIXED_GIFT = `// Every GIFT question type, one of each
$CATEGORY: blandat

::Q1:: Solen går upp i öster. {T}

::Q2:: Vilken färg ligger mellan orange och grön? { =gul # rätt ~röd ~blå ####Regnbågens ordning }

::Q3:: Två plus {=två =2} är fyra.

::Q4:: Vilket djur äter vad? { =katt -> kattmat =hund -> hundmat }

::Q5:: Ett tal mellan 1 och 5? {#3:2}

::Q6:: Hur mår du? {}

::Q7:: Vilka två? {~%50%Grant ~%50%Frun ~%-100%Ingen}

[html]<p>Vad &auml;r <b>H<sub>2</sub>O</b>?</p> {=Vatten ~Salt ~Socker}
`;

/** Choice questions only: what content stored before question kinds, imported for real below. */
const CHOICE_GIFT = `$CATEGORY: val

::Q1:: Solen går upp i öster. {T}

::Q2:: Vilken färg ligger mellan orange och grön? { =gul # rätt ~röd ~blå ####Regnbågens ordning }

[html]<p>Vad &auml;r <b>H<sub>2</sub>O</b>?</p> {=Vatten ~Salt ~Socker}
`;

const MOODLE_XML = `<?xml version="1.0" encoding="UTF-8"?>
<quiz>
  <question type="truefalse">
    <questiontext format="html"><text><![CDATA[<p>Jorden är <b>rund</b>.</p>]]></text></questiontext>
    <answer fraction="100"><text>true</text><feedback><text>Ja.</text></feedback></answer>
    <answer fraction="0"><text>false</text></answer>
  </question>
  <question type="essay">
    <questiontext format="html"><text>Berätta.</text></questiontext>
  </question>
</quiz>
`;

const SWEDISH_EXCEL_CSV = Buffer.from(
  '\uFEFFquestion;A;B;C;D;correct;explanation\r\n' +
    'Vilken är Sveriges största sjö?;Vättern;Vänern;Mälaren;Hjälmaren;B;"Vänern är störst;\r\nVättern näst störst"\r\n' +
    'Vad heter ön?;Öland;Gotland;Åland;;A;\r\n',
  'utf8',
);

const QUIZLET = 'hund\tdog\nkatt\tcat\nhäst\thorse\nko\tcow\n';

describe('import and export', () => {
  let content: ContentUnderTest;
  let courseId: number;
  let otherCourseId: number;

  beforeAll(async () => {
    content = await startContent();
    courseId = (await createCourse(content, 'educator', 'import-kurs')).id;
    otherCourseId = (await createCourse(content, 'educator', 'tom-kurs')).id;
  });
  afterAll(() => content.stop());

  const upload = async (
    id: number,
    file: string | Buffer,
    query: string,
    as: AccountName = 'educator',
    asForm = true,
  ) => {
    const token = await content.tokenFor(as);
    const body = asForm ? new FormData() : typeof file === 'string' ? file : new Uint8Array(file);
    if (body instanceof FormData)
      body.set('file', new Blob([typeof file === 'string' ? file : new Uint8Array(file)]), 'bank.txt');
    const response = await fetch(`${content.url}/api/v2/courses/${id}/import?${query}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, ...(asForm ? {} : { 'content-type': 'text/plain' }) },
      body,
    });
    return response as TestResponse;
  };
  const questionCount = async (id: number) =>
    Number(
      (
        await content.db
          .selectFrom('questions')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('course_id', '=', id)
          .executeTakeFirstOrThrow()
      ).count,
    );
  const questionsOf = async (id: number) =>
    (await content.call('GET', `/api/v2/courses/${id}/questions`, { as: 'educator' })).json();

  it('when a mixed GIFT bank is tried, then every kind comes with its answer key and feedback, the essay is skipped, nothing stored', async () => {
    const response = await upload(courseId, MIXED_GIFT, 'dryRun=true');
    expect(response.status).toBe(200);
    const preview = await response.json();
    expect(preview.format).toBe('gift');
    expect(preview.errors).toEqual([]);
    expect(
      preview.questions.map((question: { line: number; kind: string; correctOption?: string }) => [
        question.line,
        question.kind,
        question.correctOption,
      ]),
    ).toEqual([
      [4, 'truefalse', 'A'],
      [6, 'single', 'A'],
      [8, 'short', undefined],
      [10, 'matching', undefined],
      [12, 'numeric', undefined],
      [16, 'multiple', undefined],
      [18, 'single', 'A'],
    ]);
    const [trueFalse, single, short, matching, numeric, multiple, html] = preview.questions;
    expect(trueFalse.options.map((option: { optionText: string }) => option.optionText)).toEqual([
      'Sant',
      'Falskt',
    ]);
    expect(single).toMatchObject({
      options: [
        { optionText: 'gul', isCorrect: true, feedback: 'rätt' },
        { feedback: null },
        { feedback: null },
      ],
      explanation: 'Regnbågens ordning',
    });
    expect(short).toMatchObject({
      questionText: 'Två plus _____ är fyra.',
      options: [],
      answers: [
        { text: 'två', credit: 100, feedback: null },
        { text: '2', credit: 100, feedback: null },
      ],
      lenient: false,
    });
    expect(matching.pairs).toEqual([
      { left: 'katt', right: 'kattmat' },
      { left: 'hund', right: 'hundmat' },
    ]);
    expect(numeric.ranges).toEqual([{ value: 3, tolerance: 2, credit: 100, feedback: null }]);
    expect(multiple.options.map((option: { isCorrect: boolean }) => option.isCorrect)).toEqual([
      true,
      true,
      false,
    ]);
    expect(html.questionText).toBe('Vad är H2O?');
    // Each with a code and its params, for the web to word in Swedish or English.
    expect(
      preview.warnings.map(({ line, code, params }: { line: number; code: string; params: object }) => ({
        line,
        code,
        params,
      })),
    ).toEqual([
      { line: 14, code: 'unsupported_type', params: { type: 'essay' } },
      { line: 16, code: 'weights_not_kept', params: {} },
    ]);
    expect(await questionCount(courseId)).toBe(0);
  });

  it('when a Moodle XML bank is tried, then it is recognised, its HTML read as text and the essay skipped', async () => {
    const asForm = await upload(courseId, MOODLE_XML, 'dryRun=true');
    // Sent as the body itself, with XML's own media type, it reads the same.
    const asXml = await fetch(`${content.url}/api/v2/courses/${courseId}/import?dryRun=true`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await content.tokenFor('educator')}`,
        'content-type': 'application/xml',
      },
      body: MOODLE_XML,
    });
    expect([asForm.status, asXml.status]).toEqual([200, 200]);
    const preview = await asForm.json();
    expect(await asXml.json()).toEqual(preview);
    expect(preview).toMatchObject({
      format: 'moodlexml',
      errors: [],
      warnings: [{ line: 8, code: 'unsupported_type', params: { type: 'essay' } }],
      questions: [
        {
          line: 3,
          kind: 'truefalse',
          questionText: 'Jorden är rund.',
          correctOption: 'A',
          options: [
            { optionText: 'Sant', feedback: 'Ja.' },
            { optionText: 'Falskt', feedback: null },
          ],
        },
      ],
    });
  });

  it('when the GIFT bank is imported, then its questions are appended with explanations and one event each, and can be undone', async () => {
    const response = await upload(courseId, CHOICE_GIFT, 'format=gift');
    expect(response.status).toBe(201);
    const result = await response.json();
    expect(result).toMatchObject({ format: 'gift', imported: 3, importId: expect.any(String), warnings: [] });
    const stored = await questionsOf(courseId);
    expect(stored.map((question: { position: number }) => question.position)).toEqual([0, 1, 2]);
    expect(stored[1]).toMatchObject({ explanation: 'Regnbågens ordning', importId: result.importId });
    const events = await content.db
      .selectFrom('outbox')
      .select('envelope')
      .where('type', '=', 'content.question.upserted')
      .execute();
    const data = events.map(
      (event) => event.envelope as unknown as { version: number; data: { id: number; courseId: number } },
    );
    expect(data.filter((event) => event.data.courseId === courseId)).toHaveLength(3);
    expect(data.find((event) => event.data.id === stored[1].id)).toMatchObject({
      version: 3,
      data: { kind: 'single', explanation: 'Regnbågens ordning' },
    });

    const undo = await content.call('DELETE', `/api/v2/courses/${courseId}/imports/${result.importId}`, {
      as: 'educator',
    });
    expect(undo.status).toBe(200);
    expect(await undo.json()).toEqual({ removed: 3 });
    expect(await questionCount(courseId)).toBe(0);
    const again = await content.call('DELETE', `/api/v2/courses/${courseId}/imports/${result.importId}`, {
      as: 'educator',
    });
    expect(again.status).toBe(404);
  });

  it('when Swedish Excel saved the CSV, then it imports as text/plain with å ä ö and the quoted newline', async () => {
    const response = await upload(courseId, SWEDISH_EXCEL_CSV, 'format=auto', 'educator', false);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ format: 'csv', imported: 2, warnings: [] });
    const stored = await questionsOf(courseId);
    expect(stored.map((question: { questionText: string }) => question.questionText)).toEqual([
      'Vilken är Sveriges största sjö?',
      'Vad heter ön?',
    ]);
    expect(stored[0].explanation).toBe('Vänern är störst;\nVättern näst störst');
    expect(stored[1].options).toHaveLength(3);
  });

  it('when a Quizlet export is imported, then each card is a four-option question', async () => {
    const response = await upload(otherCourseId, QUIZLET, 'format=quizlet');
    expect(response.status).toBe(201);
    const stored = await questionsOf(otherCourseId);
    expect(stored).toHaveLength(4);
    for (const question of stored) expect(question.options).toHaveLength(4);
  });

  it("when a course's imports are listed, then each comes newest first with its format and question count, for its owner or an admin", async () => {
    const list = async (as: 'educator' | 'admin' | 'student' | 'premium' = 'educator') =>
      content.call('GET', `/api/v2/courses/${otherCourseId}/imports`, { as });
    const gift = await (await upload(otherCourseId, CHOICE_GIFT, 'format=gift')).json();
    const response = await list();
    expect(response.status).toBe(200);
    const imports = await response.json();
    expect(imports).toEqual([
      { importId: gift.importId, format: 'gift', importedAt: expect.any(String), questionCount: 3 },
      { importId: expect.any(String), format: 'quizlet', importedAt: expect.any(String), questionCount: 4 },
    ]);
    expect(Date.parse(imports[0].importedAt)).toBeGreaterThanOrEqual(Date.parse(imports[1].importedAt));
    expect(await (await list('admin')).json()).toEqual(imports);
    for (const as of ['student', 'premium'] as const) expect((await list(as)).status).toBe(403);

    // Undone, an import leaves the list.
    const undo = await content.call('DELETE', `/api/v2/courses/${otherCourseId}/imports/${gift.importId}`, {
      as: 'educator',
    });
    expect(undo.status).toBe(200);
    expect((await (await list()).json()).map((row: { format: string }) => row.format)).toEqual(['quizlet']);
  });

  it('when a course is exported and imported into another, then it is the same', async () => {
    for (const format of ['gift', 'csv'] as const) {
      const exported = await content.call('GET', `/api/v2/courses/${courseId}/export?format=${format}`, {
        as: 'educator',
      });
      expect(exported.status).toBe(200);
      expect(exported.headers.get('content-disposition')).toMatch(/^attachment; filename="import-kurs\./);
      expect(exported.headers.get('x-export-skipped')).toBe('0');
      const bytes = Buffer.from(await exported.arrayBuffer());
      if (format === 'csv') expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      const target = (await createCourse(content, 'educator', `kopia-${format}`)).id;
      expect((await upload(target, bytes, 'format=auto')).status).toBe(201);
      const shape = (questions: { questionText: string; options: unknown; explanation: string | null }[]) =>
        questions.map(({ questionText, options, explanation }) => ({ questionText, options, explanation }));
      expect(shape(await questionsOf(target))).toEqual(shape(await questionsOf(courseId)));
    }
  });

  it('when a bank of every kind is imported, then each is stored with its key and feedback, and exports re-import the same', async () => {
    const source = (await createCourse(content, 'educator', 'alla-typer')).id;
    const response = await upload(source, MIXED_GIFT, 'format=gift');
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ imported: 7 });
    const stored = await questionsOf(source);
    expect(stored.map((question: { kind: string }) => question.kind)).toEqual([
      'truefalse',
      'single',
      'short',
      'matching',
      'numeric',
      'multiple',
      'single',
    ]);
    expect(stored[1].options[0]).toMatchObject({ optionText: 'gul', isCorrect: true, feedback: 'rätt' });
    expect(stored[2]).toMatchObject({
      answers: [
        { text: 'två', credit: 100 },
        { text: '2', credit: 100 },
      ],
    });
    expect(stored[3].pairs).toEqual([
      { left: 'katt', right: 'kattmat' },
      { left: 'hund', right: 'hundmat' },
    ]);
    expect(stored[4].ranges).toEqual([{ value: 3, tolerance: 2, credit: 100, feedback: null }]);

    const shape = (questions: Record<string, unknown>[]) =>
      questions.map(({ kind, questionText, options, answers, lenient, ranges, pairs, explanation }) => ({
        kind,
        questionText,
        options,
        answers,
        lenient,
        ranges,
        pairs,
        explanation,
      }));
    for (const format of ['gift', 'csv'] as const) {
      const exported = await content.call('GET', `/api/v2/courses/${source}/export?format=${format}`, {
        as: 'educator',
      });
      expect(exported.headers.get('x-export-skipped')).toBe('0');
      const target = (await createCourse(content, 'educator', `alla-typer-${format}`)).id;
      const again = await upload(target, Buffer.from(await exported.arrayBuffer()), 'format=auto');
      expect(again.status).toBe(201);
      expect(shape(await questionsOf(target))).toEqual(shape(stored));
    }
    // Aiken holds single choice and true/false: the other four are left out, and the answer says how many.
    const aiken = await content.call('GET', `/api/v2/courses/${source}/export?format=aiken`, {
      as: 'educator',
    });
    expect(aiken.headers.get('x-export-skipped')).toBe('4');
    expect((await aiken.text()).match(/^ANSWER: /gm)).toHaveLength(3);
  });

  it.each([
    [
      'a binary file',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00]),
      3,
      /binary/,
      'binary_file',
    ],
    ['an empty file', Buffer.alloc(0), 1, /empty/, 'empty_file'],
    [
      'unbalanced braces',
      'Fråga ett {=a ~b}\n\nFråga två\n{=a ~b\n',
      4,
      /Unbalanced braces/,
      'unbalanced_braces',
    ],
    [
      'a CSV row without a right answer',
      'question,A,B,correct\nQ1,a,b,A\nQ2,a,b,\n',
      3,
      /no right answer/,
      'csv_right_answer_missing',
    ],
  ])(
    'when %s is imported, then 400 names the line and nothing is stored',
    async (_name, file, line, message, code) => {
      const before = await questionCount(otherCourseId);
      const response = await upload(otherCourseId, file, 'format=auto');
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(body.errors[0]).toMatchObject({ line, code, message: expect.stringMatching(message) });
      expect(body.message).toContain(`line ${line}`);
      expect(await questionCount(otherCourseId)).toBe(before);
    },
  );

  // Issue 39: ESC and BEL were stored from a GIFT file while every form refuses them.
  const ESC = '\u001b';
  const BEL = '\u0007';
  it.each([
    [
      'a GIFT question',
      'gift',
      `Fråga ett {=a ~b}\n\nFråga ${ESC}[31mtvå {=a ~b}\n`,
      3,
      'question_control_character',
      'U+001B',
    ],
    [
      'a GIFT question in HTML (&#27;)',
      'gift',
      'Fråga ett {=a ~b}\n\n[html]<p>Fråga &#27;två</p> {=a ~b}\n',
      3,
      'question_control_character',
      'U+001B',
    ],
    [
      'a GIFT option',
      'gift',
      `Fråga {=a ~b${BEL} ####Förklaring}\n`,
      1,
      'option_control_character',
      'U+0007',
    ],
    [
      'a GIFT explanation',
      'gift',
      `Fråga {=a ~b ####För${BEL}klaring}\n`,
      1,
      'explanation_control_character',
      'U+0007',
    ],
    [
      'an Aiken option',
      'aiken',
      `Fråga ett\nA. a\nB. b\nANSWER: A\n\nFråga två\nA. a${BEL}\nB. b\nANSWER: A\n`,
      9,
      'option_control_character',
      'U+0007',
    ],
    [
      'a CSV question',
      'csv',
      `question,A,B,correct\nQ1,a,b,A\nQ2${ESC},a,b,A\n`,
      3,
      'question_control_character',
      'U+001B',
    ],
    [
      'a Quizlet term',
      'quizlet',
      `hund\tdog\nkatt\tcat\nhä${BEL}st\thorse\nko\tcow\n`,
      3,
      'question_control_character',
      'U+0007',
    ],
  ])(
    'when %s has a control character, then the dry run and the import name its line and nothing is stored',
    async (_name, format, file, line, code, character) => {
      const before = await questionCount(otherCourseId);
      const preview = await (await upload(otherCourseId, file, `format=${format}&dryRun=true`)).json();
      expect(preview.errors).toContainEqual(
        expect.objectContaining({
          line,
          code,
          params: { character },
          message: expect.stringContaining(character),
        }),
      );
      const response = await upload(otherCourseId, file, `format=${format}`);
      expect(response.status).toBe(400);
      expect((await response.json()).message).toContain(`line ${line}`);
      expect(await questionCount(otherCourseId)).toBe(before);
    },
  );

  // Issue 39: the import answered 400 too_many_questions, the dry run 200 with all 100,000 (a 19 MB answer).
  it('when a 900 KB GIFT file with 100,000 questions is tried, then the dry run holds the import’s limit: 2,000 questions and the error at the next', async () => {
    const file = Array.from({ length: 100_000 }, (_, index) => `${index}{T}`).join('\n\n');
    expect(file.length).toBeGreaterThan(900_000);
    const before = await questionCount(otherCourseId);
    const tried = await upload(otherCourseId, file, 'format=gift&dryRun=true');
    expect(tried.status).toBe(200);
    const text = await tried.text();
    const preview = JSON.parse(text);
    expect(preview.questions).toHaveLength(2000);
    expect(preview.errors).toEqual([
      expect.objectContaining({ line: 4001, code: 'too_many_questions', params: { max: 2000 } }),
    ]);
    expect(text.length).toBeLessThan(1_000_000);

    const imported = await upload(otherCourseId, file, 'format=gift');
    expect(imported.status).toBe(400);
    expect((await imported.json()).errors).toEqual(preview.errors);
    expect(await questionCount(otherCourseId)).toBe(before);
  });

  it('when a file has 100,000 faults, then the dry run and the import list the first 100 and say reading stopped', async () => {
    const file = 'x{=a ~b\n\n'.repeat(100_000);
    const preview = await (await upload(otherCourseId, file, 'format=gift&dryRun=true')).json();
    expect(preview.errors).toHaveLength(101);
    expect(preview.errors.at(-1)).toMatchObject({ line: 199, code: 'too_many_errors', params: { max: 100 } });
    const imported = await upload(otherCourseId, file, 'format=gift');
    expect(imported.status).toBe(400);
    expect((await imported.json()).errors).toEqual(preview.errors);
  });

  it('when a file nests its HTML or XML elements thousands deep, then it is read or refused by line, never a 500', async () => {
    const deepHtml = await upload(
      otherCourseId,
      `[html]Vad?${'<b>'.repeat(100_000)}x {=a ~b}`,
      'format=gift&dryRun=true',
    );
    expect(deepHtml.status).toBe(200);
    expect((await deepHtml.json()).questions[0].questionText).toBe('Vad?…');
    const deepXml = await upload(
      otherCourseId,
      `<quiz>${'<a>'.repeat(2000)}${'</a>'.repeat(2000)}</quiz>`,
      'format=moodlexml',
    );
    expect(deepXml.status).toBe(400);
    expect((await deepXml.json()).errors[0]).toMatchObject({ line: 1, code: 'xml_unreadable' });
  });

  // Issue 43's Moodle XML import, sent malformed as a file and as an XML body of either media type.
  const entityBomb =
    '<?xml version="1.0"?><!DOCTYPE quiz [<!ENTITY a "aaaaaaaaaa">' +
    Array.from(
      { length: 8 },
      (_, i) => `<!ENTITY ${String.fromCharCode(98 + i)} "${`&${String.fromCharCode(97 + i)};`.repeat(10)}">`,
    ).join('') +
    ']><quiz><question type="shortanswer"><questiontext><text>&i;</text></questiontext></question></quiz>';
  it.each([
    ['plain text', 'Det här är ingen XML.', 'xml_unreadable'],
    ['an element left open', '<quiz><question type="truefalse"><questiontext><text>Rund?', 'xml_unreadable'],
    ['XML that is no quiz', '<?xml version="1.0"?><html><body>Hej</body></html>', 'xml_not_moodle'],
    [
      'a question without its text',
      '<quiz><question type="multichoice"><answer fraction="100"><text>a</text></answer></question></quiz>',
      'question_empty',
    ],
    [
      'fractions that are no numbers',
      '<quiz><question type="multichoice"><questiontext><text>Vad?</text></questiontext>' +
        '<answer fraction="NaN"><text>a</text></answer><answer fraction="hundra"><text>b</text></answer></question></quiz>',
      'no_right_answer',
    ],
    // Entities are not expanded: the text is not read as a billion characters.
    ['entities that would expand a billion times', entityBomb, 'no_right_answer'],
  ])(
    'when Moodle XML with %s is imported, then 400 naming the fault, as a file or as an XML body, and nothing is stored',
    async (_case, file, code) => {
      const before = await questionCount(otherCourseId);
      const answers = [await upload(otherCourseId, file, 'format=moodlexml')];
      for (const type of ['application/xml', 'text/xml']) {
        answers.push(
          (await fetch(`${content.url}/api/v2/courses/${otherCourseId}/import?format=moodlexml`, {
            method: 'POST',
            headers: { authorization: `Bearer ${await content.tokenFor('educator')}`, 'content-type': type },
            body: file,
          })) as TestResponse,
        );
      }
      for (const answer of answers) {
        expect(answer.status).toBe(400);
        const body = await answer.json();
        expect(body.errors[0]).toMatchObject({ line: 1, code });
        expect(body.message).toContain('line 1');
      }
      expect(await questionCount(otherCourseId)).toBe(before);
    },
  );

  it('when 3 MB are sent, as a form or as text, then 413 names the limit', async () => {
    const big = 'x'.repeat(3_000_000);
    for (const asForm of [true, false]) {
      const response = await upload(otherCourseId, big, 'format=gift', 'educator', asForm);
      expect(response.status).toBe(413);
      expect((await response.json()).message).toContain('1,000,000 bytes');
    }
  });

  it('when a student, or an educator who does not own the course, imports or exports, then 403', async () => {
    expect((await upload(courseId, QUIZLET, 'dryRun=true', 'student')).status).toBe(403);
    expect((await upload(courseId, QUIZLET, 'dryRun=true', 'premium')).status).toBe(403);
    const adminImport = await upload(courseId, QUIZLET, 'dryRun=true', 'admin');
    expect(adminImport.status).toBe(200);
    for (const as of ['student', 'premium'] as const) {
      const response = await content.call('GET', `/api/v2/courses/${courseId}/export?format=gift`, { as });
      expect(response.status).toBe(403);
    }
    expect(
      (await content.call('GET', `/api/v2/courses/${courseId}/export?format=gift`, { as: 'admin' })).status,
    ).toBe(200);
  });
});
