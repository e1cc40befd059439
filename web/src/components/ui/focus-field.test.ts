import { afterEach, describe, expect, test, vi } from 'vitest';
import { focusFirstInvalid } from './focus-field';

function formWith(names: string[]) {
  const focused: string[] = [];
  const form = {
    querySelector: (selector: string) => {
      const name = names.find((candidate) => selector === `[name="${candidate}"]`);
      return name === undefined ? null : { focus: () => focused.push(name) };
    },
  } as unknown as HTMLFormElement;
  return { form, focused };
}

describe('focusFirstInvalid', () => {
  afterEach(() => vi.unstubAllGlobals());

  test('when no field has a problem, then the form may be sent and nothing is focused', () => {
    vi.stubGlobal('CSS', { escape: (name: string) => name });
    const { form, focused } = formWith(['name', 'email']);
    expect(focusFirstInvalid(form, {})).toBe(false);
    expect(focused).toEqual([]);
  });

  test('when fields have problems, then the form stops and the cursor goes to the first of them', () => {
    vi.stubGlobal('CSS', { escape: (name: string) => name });
    const { form, focused } = formWith(['name', 'email']);
    expect(focusFirstInvalid(form, { email: 'x', name: 'y' })).toBe(true);
    expect(focused).toEqual(['email']);
  });
});
