// The results download of an assignment: byte for byte the golden file (UTF-8 with BOM, `;`, CRLF, å/ä/ö intact,
// a name that looks like a formula neutralised), as an attachment with the course and team in its name.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANSWERS_CONSUMER } from '../src/consumers/answers.consumer.js';
import { type ClassroomSystem, createCourse, startClassroomSystem } from './support.js';
import { answer, consumed, newStudent, publish, publishTeam } from './team-events.js';

const GOLDEN = new URL('./golden/assignment-results.sv.csv', import.meta.url);

describe('an assignment’s CSV', () => {
  let classroom: ClassroomSystem;
  let assignmentId: string;

  beforeAll(async () => {
    classroom = await startClassroomSystem();
    const course = await createCourse(classroom, 'malmo', 3);
    const asa = newStudent('Åsa', 'Öberg', 'asa.oberg');
    const orjan = newStudent('Örjan', 'Ärlig', 'orjan');
    const formula = newStudent('Bo', '=1+1', 'bo;ek');
    const idle = newStudent('Märta', 'Åkesson', 'marta');
    const groupId = await publishTeam(classroom, 'Klass 9Ö', [asa, orjan, formula, idle]);
    const created = await classroom.call('POST', '/api/v2/assignments', {
      as: 'educator',
      body: { groupId, courseName: 'malmo' },
    });
    assignmentId = (await created.json()).id;
    // Answered "in the future" so the times in the file are the same on every run.
    const at = (minute: number) => new Date(Date.UTC(2099, 2, 1, 10, minute));
    const [q1, q2, q3] = course.questions as [
      (typeof course.questions)[0],
      (typeof course.questions)[0],
      (typeof course.questions)[0],
    ];
    await publish(classroom, [
      answer(asa, course, q1.id, q1.correct, true, at(1)),
      answer(asa, course, q2.id, 'A', false, at(2)),
      answer(asa, course, q3.id, q3.correct, true, at(3)),
      answer(orjan, course, q1.id, 'C', false, at(4)),
      answer(orjan, course, q2.id, 'A', false, at(5)),
      answer(formula, course, q1.id, q1.correct, true, at(6)),
    ]);
    await consumed(classroom, 'quiz', ANSWERS_CONSUMER);
  }, 60_000);
  afterAll(() => classroom.stop());

  it('when the teacher downloads it in Swedish, then it matches the golden file byte for byte, as an attachment', async () => {
    const response = await classroom.call('GET', `/api/v2/assignments/${assignmentId}/results?format=csv`, {
      as: 'educator',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="uppgift-malmo-klass-9o.csv"; filename*=UTF-8''uppgift-malmo-klass-9o.csv`,
    );
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.toString('utf8')).toBe(await readFile(GOLDEN, 'utf8'));
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('when asked in English, then the headings are English and the numbers use a decimal point', async () => {
    const response = await classroom.call(
      'GET',
      `/api/v2/assignments/${assignmentId}/results?format=csv&language=en`,
      { as: 'educator' },
    );
    const text = await response.text();
    expect(text.split('\r\n')[0]).toBe(
      'Last name;First name;Username;Answered;Questions;Correct;Error rate (%);Finished;Last active (UTC)',
    );
    expect(text).toContain('Öberg;Åsa;asa.oberg;3;3;2;33.33;yes;2099-03-01 10:03');
  });

  it('when a student has not started, then their error rate is left empty (a 0 reads as perfect), in either language', async () => {
    for (const language of ['sv', 'en']) {
      const response = await classroom.call(
        'GET',
        `/api/v2/assignments/${assignmentId}/results?format=csv&language=${language}`,
        { as: 'educator' },
      );
      const idle = (await response.text()).split('\r\n').find((line) => line.includes(';marta;'));
      expect(idle?.split(';').slice(3, 7)).toEqual(['0', '3', '0', '']);
    }
  });
});
