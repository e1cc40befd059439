import { describe, expect, it } from 'vitest';
import { membershipAfter } from './premium.js';

describe('membershipAfter', () => {
  it('when a free user subscribes, then they become premium; when it ends, then free again', () => {
    expect(membershipAfter('ROLE_USER', true)).toEqual({ role: 'ROLE_PREMIUM', isPremium: true });
    expect(membershipAfter('ROLE_PREMIUM', false)).toEqual({ role: 'ROLE_USER', isPremium: false });
  });

  it('when an educator or admin subscribes or cancels, then the role stays and only the flag follows', () => {
    expect(membershipAfter('ROLE_EDUCATOR', true)).toEqual({ role: 'ROLE_EDUCATOR', isPremium: true });
    expect(membershipAfter('ROLE_ADMIN', false)).toEqual({ role: 'ROLE_ADMIN', isPremium: false });
  });

  it('is the same when applied twice (a replayed event changes nothing more)', () => {
    const once = membershipAfter('ROLE_USER', true);
    expect(membershipAfter(once.role, true)).toEqual(once);
  });
});
