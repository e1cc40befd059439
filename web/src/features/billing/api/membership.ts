// A member's plan (issue 41): what the billing service reads from Stripe (or the simulated checkout), cancelling at
// the period's end and resuming, and the invoices.
import type { InvoicesResponse, MembershipResponse } from '@quizdrill/contracts/types';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export type { InvoicesResponse, MembershipResponse };

const membershipKey = ['billing', 'membership'] as const;

export const membershipQueryOptions = queryOptions({
  queryKey: [...membershipKey, 'subscription'],
  queryFn: ({ signal }) => apiClient.get<MembershipResponse>('/api/v2/billing/subscription', { signal }),
});

export const invoicesQueryOptions = queryOptions({
  queryKey: [...membershipKey, 'invoices'],
  queryFn: ({ signal }) => apiClient.get<InvoicesResponse>('/api/v2/billing/invoices', { signal }),
});

export function useMembership() {
  return useQuery(membershipQueryOptions);
}

export function useInvoices() {
  return useQuery(invoicesQueryOptions);
}

/**
 * Cancel (premium lasts to the paid period's end, no further charge) or resume (undo that until then). The answer is
 * the plan as it is now; the invoices are read again too.
 */
export function useChangeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: 'cancel' | 'resume') =>
      apiClient.post<MembershipResponse>(`/api/v2/billing/subscription/${change}`),
    onSuccess: (membership) => {
      // The answer is the plan itself, so only the invoices are asked again.
      queryClient.setQueryData(membershipQueryOptions.queryKey, membership);
      return queryClient.invalidateQueries({ queryKey: invoicesQueryOptions.queryKey });
    },
  });
}
