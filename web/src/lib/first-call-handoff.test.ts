import { afterEach, describe, expect, it } from 'vitest';
import { closeFirstCalls, FIRST_CALLS_GLOBAL, type FirstCalls, takeFirstCall } from './first-call-handoff';

const COURSES = '/api/v2/courses';

/** What the route preloads script leaves: `responses`, sent with token t1. */
function leaveCalls(responses: Record<string, Promise<Response>>): void {
  Reflect.set(globalThis, FIRST_CALLS_GLOBAL, { token: 't1', responses } satisfies FirstCalls);
}
/** A response per url, each answering its url. */
const answering = (...urls: string[]) =>
  Object.fromEntries(urls.map((url) => [url, Promise.resolve(new Response(url))]));

const textOf = async (response: Promise<Response> | undefined) => (await response)?.text();

afterEach(() => {
  Reflect.deleteProperty(globalThis, FIRST_CALLS_GLOBAL);
});

describe('takeFirstCall', () => {
  it('when the script sent nothing, then there is nothing to take', () => {
    expect(takeFirstCall(COURSES, 't1')).toBeUndefined();
  });

  it('when a call the script sent is asked for with its token, then its response is taken, once', async () => {
    leaveCalls(answering(COURSES, '/api/v2/users/me'));
    expect(await textOf(takeFirstCall(COURSES, 't1'))).toBe(COURSES);
    expect(takeFirstCall(COURSES, 't1')).toBeUndefined();
    expect(await textOf(takeFirstCall('/api/v2/users/me', 't1'))).toBe('/api/v2/users/me');
  });

  it('when the call is asked for with another token or another address, then nothing is taken and it stays', async () => {
    leaveCalls(answering(COURSES));
    expect(takeFirstCall(COURSES, 't2')).toBeUndefined();
    expect(takeFirstCall(`${COURSES}?page=2`, 't1')).toBeUndefined();
    expect(await textOf(takeFirstCall(COURSES, 't1'))).toBe(COURSES);
  });

  it('when the taker aborts before the response comes, then it gets the abort, as its own fetch would give', async () => {
    let answer: (response: Response) => void = () => undefined;
    leaveCalls({ [COURSES]: new Promise<Response>((resolve) => (answer = resolve)) });
    const controller = new AbortController();
    const taken = takeFirstCall(COURSES, 't1', controller.signal);
    controller.abort();
    await expect(taken).rejects.toMatchObject({ name: 'AbortError' });
    answer(new Response('late'));
  });

  it('when the taker had aborted already, then it gets the abort at once', async () => {
    leaveCalls(answering(COURSES));
    const controller = new AbortController();
    controller.abort();
    await expect(takeFirstCall(COURSES, 't1', controller.signal)).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it("when the script's call failed, then the taker gets its failure", async () => {
    const failed = Promise.reject(new TypeError('Failed to fetch'));
    failed.catch(() => undefined);
    leaveCalls({ [COURSES]: failed });
    await expect(takeFirstCall(COURSES, 't1', new AbortController().signal)).rejects.toThrow(
      'Failed to fetch',
    );
  });
});

describe('closeFirstCalls', () => {
  it('when the app has started, then what no loader took is dropped with its token, and named', () => {
    leaveCalls(answering(COURSES, '/api/v2/users/me'));
    takeFirstCall(COURSES, 't1');
    closeFirstCalls();
    expect(takeFirstCall('/api/v2/users/me', 't1')).toBeUndefined();
    expect(Reflect.get(globalThis, FIRST_CALLS_GLOBAL)).toEqual({ untaken: ['/api/v2/users/me'] });
  });

  it('when the script sent nothing, then the app still leaves its mark, for a script that runs only now', () => {
    closeFirstCalls();
    expect(Reflect.get(globalThis, FIRST_CALLS_GLOBAL)).toEqual({ untaken: [] });
  });
});
