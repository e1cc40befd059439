import { describe, expect, it } from 'vitest';
import { personName } from './person-name';

describe('personName', () => {
  it('is the full name, either part alone, or the username when there is no name', () => {
    expect(personName({ username: 'asa', firstName: 'Åsa', lastName: 'Berg' })).toBe('Åsa Berg');
    expect(personName({ username: 'asa', firstName: 'Åsa', lastName: '' })).toBe('Åsa');
    expect(personName({ username: 'asa', firstName: null, lastName: 'Berg' })).toBe('Berg');
    expect(personName({ username: 'asa', firstName: '', lastName: '' })).toBe('asa');
    expect(personName({ username: 'asa' })).toBe('asa');
  });
});
