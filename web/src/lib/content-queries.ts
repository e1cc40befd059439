// A course's or a question's details, and deleting one: the content service's items follow the same cache rules,
// written once here (keys in content-query-keys.ts).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ContentKind, contentDetailsKey, contentQueryKeys } from './content-query-keys';

/** One course's or question's details (`get`); nothing is asked while the id is unknown (null). */
export function useContentDetails<Item>(
  kind: ContentKind,
  id: number | null,
  get: (id: number, signal?: AbortSignal) => Promise<Item>,
) {
  return useQuery({
    queryKey: contentDetailsKey(kind, id ?? 0),
    queryFn: ({ signal }) => get(id ?? 0, signal),
    enabled: id !== null,
  });
}

/**
 * Deleting a course or a question (`remove`): its details leave the cache, and the course and question lists are
 * asked again (a deleted course takes its questions along; a deleted question changes its course's count).
 */
export function useContentDeletion(kind: ContentKind, remove: (id: number) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: remove,
    onSuccess: async (_answer, id) => {
      queryClient.removeQueries({ queryKey: contentDetailsKey(kind, id) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: contentQueryKeys.courses }),
        queryClient.invalidateQueries({ queryKey: contentQueryKeys.questions }),
      ]);
    },
  });
}
