import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Plans, readPlans } from '@/features/billing/utils/plans';
import { apiClient } from '@/lib/api-client';

/** GET /api/v2/billing/plans (public): the individual plan and the educator tiers. */
export async function getPlans(signal?: AbortSignal): Promise<Plans> {
  const plans = readPlans(await apiClient.get<unknown>('/api/v2/billing/plans', { signal }));
  if (!plans) throw new Error('the billing service answered plans of an unknown shape');
  return plans;
}

export const plansQueryOptions = queryOptions({
  queryKey: ['billing', 'plans'],
  queryFn: ({ signal }) => getPlans(signal),
  staleTime: 60 * 60_000,
  retry: 1,
});

export function usePlans() {
  return useQuery(plansQueryOptions);
}
