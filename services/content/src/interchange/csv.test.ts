import { describe, expect, it } from 'vitest';
import { exportCsv, parseCsv } from './csv.js';
import { readQuestionBank } from './index.js';
import { choiceQuestion, matchingQuestion, numericQuestion, shortQuestion, singleQuestion } from './model.js';

const sv = { language: 'sv' as const };

describe('CSV', () => {
  it('when Swedish Excel saved the file (semicolons, BOM, CRLF, å ä ö, a quoted newline), then it reads', () => {
    const file =
      '\uFEFFquestion;A;B;C;D;correct;explanation\r\n' +
      'Vad heter Sveriges huvudstad?;Göteborg;Stockholm;Malmö;Åre;B;"Sedan 1600-talet;\r\nofficiellt 1634"\r\n' +
      '"Välj ""rätt"" svar";ja;nej;;;A;\r\n';
    const result = readQuestionBank(Buffer.from(file, 'utf8'), 'auto', 'sv');
    expect(result.format).toBe('csv');
    expect(result.errors).toEqual([]);
    expect(result.questions).toEqual([
      {
        line: 2,
        ...singleQuestion(
          'Vad heter Sveriges huvudstad?',
          ['Göteborg', 'Stockholm', 'Malmö', 'Åre'],
          1,
          'Sedan 1600-talet;\nofficiellt 1634',
        ),
      },
      { line: 4, ...singleQuestion('Välj "rätt" svar', ['ja', 'nej'], 0, null) },
    ]);
  });

  it('when the bytes are not UTF-8, then they are read as Windows-1252 and a warning says so', () => {
    const file = Buffer.from('question,A,B,correct\r\nÄr det här rätt?,ja,nej,A\r\n', 'latin1');
    const result = readQuestionBank(file, 'csv', 'sv');
    expect(result.questions[0]).toMatchObject({ questionText: 'Är det här rätt?' });
    expect(result.warnings).toEqual([
      {
        line: 1,
        code: 'not_utf8',
        params: {},
        message: 'The file is not UTF-8: it was read as Windows-1252',
      },
    ]);
  });

  it('when a row has no right answer, or names an empty option, then the error names its line', () => {
    const { errors } = parseCsv('question,A,B,C,correct\nQ1,a,b,,\n"Q2\nmultiline",a,b,,C\nQ3,a,b,c,C\n', sv);
    expect(errors).toEqual([
      {
        line: 2,
        code: 'csv_right_answer_missing',
        params: {},
        message: 'The row has no right answer (the "correct" column is empty)',
      },
      {
        line: 3,
        code: 'csv_right_answer_unknown',
        params: { answer: 'C' },
        message: 'The right answer "C" names no filled option',
      },
    ]);
  });

  it('when the header lacks the columns, then line 1 is named', () => {
    expect(parseCsv('fråga,svar\nx,y\n', sv).errors).toEqual([
      {
        line: 1,
        code: 'csv_header_columns',
        params: {},
        message: 'The header row must name the columns question, A, B (and more options), correct',
      },
    ]);
  });

  it('when a cell would run as a formula in Excel, then the export puts a quote before it and the import takes it off', () => {
    const question = singleQuestion(
      '=HYPERLINK("http://evil.example","klicka")',
      ['+1', '-1', '@SUM(A1)', "'=redan citerad", "'vanlig apostrof"],
      1,
      '\tflik först',
    );
    const file = exportCsv([question]);
    const [, row] = file.replace(/^\uFEFF/, '').split('\r\n');
    expect(row).toBe(
      `single;"'=HYPERLINK(""http://evil.example"",""klicka"")";'+1;'-1;'@SUM(A1);''=redan citerad;'vanlig apostrof;B;'\tflik först;;;;;;`,
    );
    // Read back: the added quote is gone, the quote the text had is kept (the tab is trimmed like any cell's).
    const read = parseCsv(file.replace(/^\uFEFF/, ''), sv);
    expect(read.questions[0]).toMatchObject({
      questionText: question.questionText,
      options: question.options,
      explanation: '\tflik först',
    });
  });

  it('when questions are exported, then Excel gets semicolons, CRLF and a BOM, and it reads back the same', () => {
    const questions = [
      singleQuestion('Första;\n"rad"', ['a', 'b', 'c', 'd', 'e'], 4, 'för att'),
      singleQuestion('Andra', ['x', 'y'], 0, null),
    ];
    const file = exportCsv(questions);
    expect(
      file.startsWith(
        '\uFEFFtype;question;A;B;C;D;E;correct;explanation;lenient;feedback A;feedback B;feedback C;feedback D;feedback E\r\n',
      ),
    ).toBe(true);
    const read = readQuestionBank(Buffer.from(file, 'utf8'), 'auto', 'sv');
    expect(read.questions.map(({ line: _, ...rest }) => rest)).toEqual(questions);
  });

  it('when rows name their type, then every kind reads with its feedback; rows without a type are single choice', () => {
    const file = [
      'type;question;A;B;C;correct;explanation;lenient;feedback A;feedback B',
      ';Huvudstad?;Oslo;Stockholm;;B;;;nej;ja',
      'multiple;Jämna?;2;3;4;A,C;;;;udda',
      'truefalse;Jorden är platt.;;;;false;Den är rund.;;Nej.;Rätt.',
      'short;Huvudstad?;Stockholm;%50%Sthlm;*;;;ja;Rätt!;Skriv ut det.',
      'numeric;Pi?;3,14:0,01;%50%3..3,5;;;;;Bra;Nära',
      'matching;Par?;Sverige -> Stockholm;Norge -> Oslo;-> Köpenhamn;;;;;',
    ].join('\n');
    const { questions, errors } = parseCsv(file, sv);
    expect(errors).toEqual([]);
    expect(questions.map(({ line: _, ...rest }) => rest)).toEqual([
      choiceQuestion(
        'single',
        'Huvudstad?',
        [
          { text: 'Oslo', isCorrect: false, feedback: 'nej' },
          { text: 'Stockholm', isCorrect: true, feedback: 'ja' },
        ],
        null,
      ),
      choiceQuestion(
        'multiple',
        'Jämna?',
        [
          { text: '2', isCorrect: true },
          { text: '3', isCorrect: false, feedback: 'udda' },
          { text: '4', isCorrect: true },
        ],
        null,
      ),
      choiceQuestion(
        'truefalse',
        'Jorden är platt.',
        [
          { text: 'Sant', isCorrect: false, feedback: 'Nej.' },
          { text: 'Falskt', isCorrect: true, feedback: 'Rätt.' },
        ],
        'Den är rund.',
      ),
      shortQuestion(
        'Huvudstad?',
        [
          { text: 'Stockholm', credit: 100, feedback: 'Rätt!' },
          { text: 'Sthlm', credit: 50, feedback: 'Skriv ut det.' },
          { text: '*', credit: 100 },
        ],
        true,
        null,
      ),
      numericQuestion(
        'Pi?',
        [
          { value: 3.14, tolerance: 0.01, credit: 100, feedback: 'Bra' },
          { value: 3.25, tolerance: 0.25, credit: 50, feedback: 'Nära' },
        ],
        null,
      ),
      matchingQuestion(
        'Par?',
        [
          { left: 'Sverige', right: 'Stockholm' },
          { left: 'Norge', right: 'Oslo' },
          { left: '', right: 'Köpenhamn' },
        ],
        null,
      ),
    ]);
  });

  it('when a type is unknown or a kind’s cells are wrong, then the error names the row', () => {
    const file = [
      'type,question,A,B,correct',
      'essay,Berätta,,,',
      'multiple,Vilka?,a,b,C',
      'numeric,Tal?,tre,,',
      'matching,Par?,a b,c -> d,',
    ].join('\n');
    expect(parseCsv(file, sv).errors.map(({ line, code, params }) => ({ line, code, params }))).toEqual([
      { line: 2, code: 'csv_type_unknown', params: { type: 'essay' } },
      { line: 3, code: 'csv_right_answer_unknown', params: { answer: 'C' } },
      { line: 4, code: 'number_unreadable', params: { value: 'tre' } },
      { line: 5, code: 'pair_incomplete', params: {} },
    ]);
  });
});
