import { useMutation } from '@tanstack/react-query';
import type { ContactRequest } from '@/features/billing/utils/educator-contact-fields';
import { apiClient } from '@/lib/api-client';

/** POST /api/v2/billing/educator-contact: 201 {id}; 400 names the field; 429 with Retry-After. */
export function sendEducatorContact(request: ContactRequest): Promise<{ id: string }> {
  // A 401/403 here is not a dead session of the app: the form works for anyone logged in.
  return apiClient.post<{ id: string }>('/api/v2/billing/educator-contact', request, {
    sessionEndsOn: [401],
  });
}

export function useSendEducatorContact() {
  return useMutation({ mutationFn: sendEducatorContact });
}
