import { describe, expect, it } from 'vitest';
import { exportCsv, parseCsv } from './csv.js';
import { readQuestionBank } from './index.js';

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
        questionText: 'Vad heter Sveriges huvudstad?',
        options: ['Göteborg', 'Stockholm', 'Malmö', 'Åre'],
        correctIndex: 1,
        explanation: 'Sedan 1600-talet;\nofficiellt 1634',
      },
      {
        line: 4,
        questionText: 'Välj "rätt" svar',
        options: ['ja', 'nej'],
        correctIndex: 0,
        explanation: null,
      },
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
    const { errors } = parseCsv('question,A,B,C,correct\nQ1,a,b,,\n"Q2\nmultiline",a,b,,C\nQ3,a,b,c,C\n');
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
    expect(parseCsv('fråga,svar\nx,y\n').errors).toEqual([
      {
        line: 1,
        code: 'csv_header_columns',
        params: {},
        message: 'The header row must name the columns question, A, B (and more options), correct',
      },
    ]);
  });

  it('when a cell would run as a formula in Excel, then the export puts a quote before it and the import takes it off', () => {
    const questions = [
      {
        questionText: '=HYPERLINK("http://evil.example","klicka")',
        options: ['+1', '-1', '@SUM(A1)', "'=redan citerad", "'vanlig apostrof"],
        correctIndex: 1,
        explanation: '\tflik först',
      },
    ];
    const file = exportCsv(questions);
    const [, row] = file.replace(/^\uFEFF/, '').split('\r\n');
    expect(row).toBe(
      `"'=HYPERLINK(""http://evil.example"",""klicka"")";'+1;'-1;'@SUM(A1);''=redan citerad;'vanlig apostrof;B;'\tflik först`,
    );
    // Read back: the added quote is gone, the quote the text had is kept (the tab is trimmed like any cell's).
    const read = parseCsv(file.replace(/^\uFEFF/, ''));
    expect(read.questions[0]).toMatchObject({
      questionText: questions[0]!.questionText,
      options: questions[0]!.options,
      explanation: '\tflik först',
    });
  });

  it('when questions are exported, then Excel gets semicolons, CRLF and a BOM, and it reads back the same', () => {
    const questions = [
      {
        questionText: 'Första;\n"rad"',
        options: ['a', 'b', 'c', 'd', 'e'],
        correctIndex: 4,
        explanation: 'för att',
      },
      { questionText: 'Andra', options: ['x', 'y'], correctIndex: 0, explanation: null },
    ];
    const file = exportCsv(questions);
    expect(file.startsWith('\uFEFFquestion;A;B;C;D;E;correct;explanation\r\n')).toBe(true);
    const read = readQuestionBank(Buffer.from(file, 'utf8'), 'auto', 'sv');
    expect(read.questions.map(({ line: _, ...rest }) => rest)).toEqual(questions);
  });
});
