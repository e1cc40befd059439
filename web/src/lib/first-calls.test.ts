import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_CALLS_FRESH_MS, FIRST_CALLS_GLOBAL, type FirstCalls, takeFirstCall } from './first-calls';

const SENT_AT = 1_000_000;
const COURSES = '/api/v2/courses';

/** What the route preloads script leaves: one call per url, each answering its url. */
function leaveCalls(urls: string[]): void {
  const responses = Object.fromEntries(urls.map((url) => [url, Promise.resolve(new Response(url))]));
  Reflect.set(globalThis, FIRST_CALLS_GLOBAL, {
    token: 't1',
    sentAt: SENT_AT,
    responses,
  } satisfies FirstCalls);
}

const textOf = async (response: Promise<Response> | undefined) => (await response)?.text();

afterEach(() => {
  Reflect.deleteProperty(globalThis, FIRST_CALLS_GLOBAL);
});

describe('takeFirstCall', () => {
  it('when the script sent nothing, then there is nothing to take', () => {
    expect(takeFirstCall(COURSES, 't1', undefined, SENT_AT)).toBeUndefined();
  });

  it('when a call the script sent is asked for with its token, then its response is taken, once', async () => {
    leaveCalls([COURSES, '/api/v2/users/me']);
    expect(await textOf(takeFirstCall(COURSES, 't1', undefined, SENT_AT + 1_000))).toBe(COURSES);
    expect(takeFirstCall(COURSES, 't1', undefined, SENT_AT + 1_000)).toBeUndefined();
    expect(await textOf(takeFirstCall('/api/v2/users/me', 't1', undefined, SENT_AT + 1_000))).toBe(
      '/api/v2/users/me',
    );
  });

  it('when the call is asked for with another token or another address, then nothing is taken and it stays', async () => {
    leaveCalls([COURSES]);
    expect(takeFirstCall(COURSES, 't2', undefined, SENT_AT)).toBeUndefined();
    expect(takeFirstCall(`${COURSES}?page=2`, 't1', undefined, SENT_AT)).toBeUndefined();
    expect(await textOf(takeFirstCall(COURSES, 't1', undefined, SENT_AT))).toBe(COURSES);
  });

  it('when the calls were sent longer ago than they stay fresh, then none is taken and all are dropped', () => {
    leaveCalls([COURSES]);
    expect(takeFirstCall(COURSES, 't1', undefined, SENT_AT + FIRST_CALLS_FRESH_MS + 1)).toBeUndefined();
    expect(Reflect.get(globalThis, FIRST_CALLS_GLOBAL)).toBeUndefined();
  });

  it('when the taker aborts before the response comes, then it gets the abort, as its own fetch would give', async () => {
    let answer: (response: Response) => void = () => undefined;
    Reflect.set(globalThis, FIRST_CALLS_GLOBAL, {
      token: 't1',
      sentAt: SENT_AT,
      responses: { [COURSES]: new Promise<Response>((resolve) => (answer = resolve)) },
    } satisfies FirstCalls);
    const controller = new AbortController();
    const taken = takeFirstCall(COURSES, 't1', controller.signal, SENT_AT);
    controller.abort();
    await expect(taken).rejects.toMatchObject({ name: 'AbortError' });
    answer(new Response('late'));
  });

  it('when the taker had aborted already, then it gets the abort at once', async () => {
    leaveCalls([COURSES]);
    const controller = new AbortController();
    controller.abort();
    await expect(takeFirstCall(COURSES, 't1', controller.signal, SENT_AT)).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it("when the script's call failed, then the taker gets its failure", async () => {
    const failed = Promise.reject(new TypeError('Failed to fetch'));
    failed.catch(() => undefined);
    Reflect.set(globalThis, FIRST_CALLS_GLOBAL, {
      token: 't1',
      sentAt: SENT_AT,
      responses: { [COURSES]: failed },
    } satisfies FirstCalls);
    await expect(takeFirstCall(COURSES, 't1', new AbortController().signal, SENT_AT)).rejects.toThrow(
      'Failed to fetch',
    );
  });
});
