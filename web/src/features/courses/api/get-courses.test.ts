import type { CourseResponse } from '@quizdrill/contracts/types';
import { QueryClient, QueryObserver, type QueryObserverOptions } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AppUser, Role } from '@/lib/token-claims';
import { coursesQueryOptions, useCourseByName, useCourseCatalog, useEditableCourses } from './get-courses';

type CatalogOptions = QueryObserverOptions<CourseResponse[], Error, CourseResponse[]>;

// The options each render hands useQuery; the test gives them to React Query's own observer, as the hook does.
const rendered = vi.hoisted(() => ({ options: [] as CatalogOptions[], language: 'sv' }));
vi.mock('react-i18next', async (importOriginal) => ({
  ...(await importOriginal<typeof import('react-i18next')>()),
  useTranslation: () => ({ i18n: { resolvedLanguage: rendered.language } }),
}));
vi.mock('@tanstack/react-query', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@tanstack/react-query')>()),
  useQuery: (options: CatalogOptions) => {
    rendered.options.push(options);
  },
}));

const course = (displayName: string): CourseResponse => ({
  id: displayName.length,
  name: displayName.toLowerCase(),
  displayName,
  description: '',
  language: 'sv',
  ownerId: 'educator',
  ownerUsername: 'educator',
  questionCount: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

/**
 * What useQuery does on a render of a component that calls `hook` (useCourseCatalog unless given): the options of
 * this render, given to the component's one observer (made on its first render); answers the course names shown.
 */
function renderCatalog(
  client: QueryClient,
  mounted?: QueryObserver<CourseResponse[], Error, CourseResponse[]>,
  hook: () => unknown = useCourseCatalog,
) {
  hook();
  const options = client.defaultQueryOptions(rendered.options.at(-1) as CatalogOptions);
  const observer = mounted ?? new QueryObserver(client, options);
  const result = observer.getOptimisticResult(options);
  observer.setOptions(options);
  return { observer, names: result.data?.map((shown) => shown.displayName) };
}

describe('useCourseCatalog', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    rendered.options = [];
    rendered.language = 'sv';
  });

  it('when the course list renders again with the same courses, then they are not sorted again', () => {
    const client = new QueryClient();
    client.setQueryData(coursesQueryOptions.queryKey, [
      course('Svenska'),
      course('Biologi'),
      course('Matte'),
    ]);
    // The collator's `compare` is a getter: each comparison reads it once.
    const comparisons = vi.spyOn(Intl.Collator.prototype, 'compare', 'get');

    const { observer, names } = renderCatalog(client);
    expect(names).toEqual(['Biologi', 'Matte', 'Svenska']);
    const comparisonsOnFirstRender = comparisons.mock.calls.length;
    expect(comparisonsOnFirstRender).toBeGreaterThan(0);

    expect(renderCatalog(client, observer).names).toEqual(['Biologi', 'Matte', 'Svenska']);
    expect(renderCatalog(client, observer).names).toEqual(['Biologi', 'Matte', 'Svenska']);
    expect(comparisons).toHaveBeenCalledTimes(comparisonsOnFirstRender);
  });

  it('when the courses change, then the new list is sorted', () => {
    const client = new QueryClient();
    client.setQueryData(coursesQueryOptions.queryKey, [course('Svenska'), course('Biologi')]);
    const { observer } = renderCatalog(client);

    client.setQueryData(coursesQueryOptions.queryKey, [course('Svenska'), course('Biologi'), course('Kemi')]);
    expect(renderCatalog(client, observer).names).toEqual(['Biologi', 'Kemi', 'Svenska']);
  });

  it('when the user switches language, then the list is sorted as the new language sorts it', () => {
    const client = new QueryClient();
    client.setQueryData(coursesQueryOptions.queryKey, [
      course('Ökenliv'),
      course('Zoologi'),
      course('Ämnen'),
    ]);
    const { observer, names } = renderCatalog(client);
    expect(names).toEqual(['Zoologi', 'Ämnen', 'Ökenliv']);

    rendered.language = 'en';
    expect(renderCatalog(client, observer).names).toEqual(['Ämnen', 'Ökenliv', 'Zoologi']);
  });
});

describe('useEditableCourses', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    rendered.options = [];
  });

  const educator = (): AppUser => ({
    id: 'educator',
    username: 'lärare',
    role: Role.educator,
    isPremium: false,
  });
  const courses = () => [
    course('Svenska'),
    course('Biologi'),
    { ...course('Kemi'), ownerId: 'another' },
    course('Matte'),
  ];

  it('when the page renders again for the same user, then the courses are not filtered and sorted again', () => {
    const client = new QueryClient();
    client.setQueryData(coursesQueryOptions.queryKey, courses());
    const comparisons = vi.spyOn(Intl.Collator.prototype, 'compare', 'get');
    // The user as the route guard hands it: an equal object, not always the same one.
    const render = (observer?: QueryObserver<CourseResponse[], Error, CourseResponse[]>) =>
      renderCatalog(client, observer, () => useEditableCourses(educator()));

    const { observer, names } = render();
    expect(names).toEqual(['Biologi', 'Matte', 'Svenska']);
    const comparisonsOnFirstRender = comparisons.mock.calls.length;

    expect(render(observer).names).toEqual(['Biologi', 'Matte', 'Svenska']);
    expect(comparisons).toHaveBeenCalledTimes(comparisonsOnFirstRender);
  });

  it('when another user signs in, then the list is theirs', () => {
    const client = new QueryClient();
    client.setQueryData(coursesQueryOptions.queryKey, courses());
    const { observer } = renderCatalog(client, undefined, () => useEditableCourses(educator()));

    const other: AppUser = { ...educator(), id: 'another' };
    expect(renderCatalog(client, observer, () => useEditableCourses(other)).names).toEqual(['Kemi']);
    const admin: AppUser = { ...other, role: Role.admin };
    expect(renderCatalog(client, observer, () => useEditableCourses(admin)).names).toEqual([
      'Biologi',
      'Kemi',
      'Matte',
      'Svenska',
    ]);
  });
});

describe('useCourseByName', () => {
  afterEach(() => {
    rendered.options = [];
  });

  it('when the page renders again, then the course is looked up with the same select, and anew for another name', () => {
    useCourseByName('matte');
    useCourseByName('matte');
    useCourseByName('kemi');
    const [first, again, other] = rendered.options.map((options) => options.select);
    expect(again).toBe(first);
    expect(other).not.toBe(first);
    expect(other?.([course('Matte'), course('Kemi')])).toMatchObject({ displayName: 'Kemi' });
  });
});
