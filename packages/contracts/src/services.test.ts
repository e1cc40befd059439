import { describe, expect, it } from 'vitest';
import { serviceForPath } from './services.js';

describe('serviceForPath', () => {
  it.each([
    ['/api/v2/auth/login', 'auth'],
    ['/api/v2/users/me', 'auth'],
    ['/api/v2/groups/3/members', 'auth'],
    ['/oauth2/authorization/google', 'auth'],
    ['/login/oauth2/code/google', 'auth'],
    ['/api/v2/courses', 'content'],
    ['/api/v2/courses/12/questions', 'content'],
    ['/api/v2/questions/create', 'content'],
    ['/api/v2/questions/regenerate-options', 'ai'],
    ['/api/v2/images/abc.png', 'content'],
    ['/admin/sql', 'content'],
    ['/api/v2/quiz/next', 'quiz'],
    ['/api/v2/explain', 'ai'],
    ['/api/v2/jobs/42/events', 'ai'],
    ['/api/v2/stripe/webhook', 'billing'],
    ['/api/v2/billing/plans', 'billing'],
    ['/api/v2/live/join', 'classroom'],
    ['/api/v2/live/games/7f1c/events', 'classroom'],
    ['/api/v2/assignments', 'classroom'],
  ])('routes %s to %s', (path, service) => {
    expect(serviceForPath(path)).toBe(service);
  });

  it('when a path only shares a prefix string with a rule, then no service owns it', () => {
    expect(serviceForPath('/api/v2/coursesX')).toBeUndefined();
    expect(serviceForPath('/admin/sql/extra')).toBeUndefined();
    expect(serviceForPath('/courses')).toBeUndefined();
  });
});
