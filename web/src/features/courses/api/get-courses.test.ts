import type { CourseResponse } from '@quizdrill/contracts/types';
import { QueryClient, QueryObserver, type QueryObserverOptions } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { coursesQueryOptions, useCourseCatalog } from './get-courses';

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
 * What useQuery does on a render of a component that calls useCourseCatalog: the options of this render, given to
 * the component's one observer (made on its first render); answers the course names the page shows.
 */
function renderCatalog(
  client: QueryClient,
  mounted?: QueryObserver<CourseResponse[], Error, CourseResponse[]>,
) {
  // biome-ignore lint/correctness/useHookAtTopLevel: a render without React; its only hook, useQuery, is the fake above.
  useCourseCatalog();
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
