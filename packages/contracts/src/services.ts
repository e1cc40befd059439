// The services behind the gateway and the public paths each one owns (DESIGN.md "Services and what each owns").

export const ServiceName = {
  auth: 'auth',
  content: 'content',
  quiz: 'quiz',
  ai: 'ai',
  billing: 'billing',
  classroom: 'classroom',
} as const;
export type ServiceName = (typeof ServiceName)[keyof typeof ServiceName];

/** Development ports; every one can be overridden by the service's PORT and the gateway's *_SERVICE_URL. */
export const DefaultPorts: Record<ServiceName | 'gateway', number> = {
  gateway: 8080,
  auth: 8081,
  content: 8082,
  quiz: 8083,
  ai: 8084,
  billing: 8085,
  classroom: 8086,
};

/**
 * How public paths map to services. `exact` matches one path; `prefix` matches the path itself and anything
 * below it (`/api/v2/courses` and `/api/v2/courses/7`). The most specific rule wins, so
 * `/api/v2/questions/regenerate-options` goes to ai although `/api/v2/questions` belongs to content.
 */
export interface RouteRule {
  match: 'exact' | 'prefix';
  path: string;
  service: ServiceName;
}

export const PublicRoutes: readonly RouteRule[] = [
  { match: 'prefix', path: '/api/v2/auth', service: 'auth' },
  { match: 'prefix', path: '/api/v2/users', service: 'auth' },
  // Team management; an addition beyond SPEC.md §7, which only names the member's view under /users/me.
  { match: 'prefix', path: '/api/v2/groups', service: 'auth' },
  { match: 'exact', path: '/oauth2/authorization/google', service: 'auth' },
  { match: 'exact', path: '/login/oauth2/code/google', service: 'auth' },
  { match: 'prefix', path: '/api/v2/courses', service: 'content' },
  { match: 'prefix', path: '/api/v2/questions', service: 'content' },
  { match: 'prefix', path: '/api/v2/images', service: 'content' },
  { match: 'exact', path: '/admin/sql', service: 'content' },
  { match: 'prefix', path: '/api/v2/quiz', service: 'quiz' },
  { match: 'exact', path: '/api/v2/explain', service: 'ai' },
  { match: 'exact', path: '/api/v2/generate-questions', service: 'ai' },
  { match: 'exact', path: '/api/v2/questions/regenerate-options', service: 'ai' },
  { match: 'exact', path: '/api/v2/phototoquiz', service: 'ai' },
  { match: 'prefix', path: '/api/v2/jobs', service: 'ai' },
  // Admin's AI usage report; an addition beyond SPEC.md §7.
  { match: 'prefix', path: '/api/v2/ai', service: 'ai' },
  { match: 'prefix', path: '/api/v2/stripe', service: 'billing' },
  { match: 'prefix', path: '/api/v2/billing', service: 'billing' },
  // Live games (issue 17) and, reserved for issue 18, assignments: additions beyond SPEC.md §7.
  { match: 'prefix', path: '/api/v2/live', service: 'classroom' },
  { match: 'prefix', path: '/api/v2/assignments', service: 'classroom' },
];

const SLASH = 0x2f;

/** Finds the service owning a request path (query string excluded), or undefined for paths no service owns. */
export function serviceForPath(
  path: string,
  rules: readonly RouteRule[] = PublicRoutes,
): ServiceName | undefined {
  let best: RouteRule | undefined;
  // The gateway asks this for every request it forwards: no string is built per rule.
  for (const rule of rules) {
    const hit =
      path === rule.path ||
      (rule.match === 'prefix' && path.startsWith(rule.path) && path.charCodeAt(rule.path.length) === SLASH);
    if (!hit) continue;
    const specificity = rule.path.length + (rule.match === 'exact' ? 0.5 : 0);
    const bestSpecificity = best ? best.path.length + (best.match === 'exact' ? 0.5 : 0) : -1;
    if (specificity > bestSpecificity) best = rule;
  }
  return best?.service;
}
