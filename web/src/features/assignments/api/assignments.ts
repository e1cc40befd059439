// The classroom service's assignments (/api/v2/assignments*, issue 18): a student's own, with their progress; an
// educator's, with the team's completion; one assignment's results, as a page or a CSV file. A 403 here means "not
// your assignment", never a dead session: only 401 ends it.
import type {
  Assignment,
  AssignmentList,
  AssignmentResults,
  CreateAssignmentRequest,
  UpdateAssignmentRequest,
} from '@quizdrill/contracts/types';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, type RequestOptions } from '@/lib/api-client';
import { fileNameFromDisposition, saveBlob } from '@/lib/save-file';

const CALL: Pick<RequestOptions, 'sessionEndsOn'> = { sessionEndsOn: [401] };

const assignmentPath = (assignmentId: string) => `/api/v2/assignments/${encodeURIComponent(assignmentId)}`;

export const assignmentQueryKeys = {
  all: ['assignments'] as const,
  list: ['assignments', 'list'] as const,
  results: (assignmentId: string) => ['assignments', 'results', assignmentId] as const,
};

export function getAssignments(signal?: AbortSignal): Promise<AssignmentList> {
  return apiClient.get<AssignmentList>('/api/v2/assignments', { ...CALL, signal });
}

export const assignmentsQueryOptions = queryOptions({
  queryKey: assignmentQueryKeys.list,
  queryFn: ({ signal }) => getAssignments(signal),
});

/** Both lists: `assigned` (the caller's as a student) and `teaching` (those the caller made). */
export function useAssignments() {
  return useQuery(assignmentsQueryOptions);
}

export function createAssignment(request: CreateAssignmentRequest): Promise<Assignment> {
  return apiClient.post<Assignment>('/api/v2/assignments', request, CALL);
}

export function useCreateAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAssignment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assignmentQueryKeys.all }),
  });
}

export function updateAssignment(assignmentId: string, change: UpdateAssignmentRequest): Promise<unknown> {
  return apiClient.patch(assignmentPath(assignmentId), change, CALL);
}

export function useUpdateAssignment(assignmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UpdateAssignmentRequest) => updateAssignment(assignmentId, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assignmentQueryKeys.all }),
  });
}

export function deleteAssignment(assignmentId: string): Promise<unknown> {
  return apiClient.delete(assignmentPath(assignmentId), CALL);
}

export function useDeleteAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAssignment,
    onSuccess: (_answer, assignmentId) => {
      queryClient.removeQueries({ queryKey: assignmentQueryKeys.results(assignmentId) });
      return queryClient.invalidateQueries({ queryKey: assignmentQueryKeys.list });
    },
  });
}

export function getAssignmentResults(assignmentId: string, signal?: AbortSignal): Promise<AssignmentResults> {
  return apiClient.get<AssignmentResults>(`${assignmentPath(assignmentId)}/results`, { ...CALL, signal });
}

export function useAssignmentResults(assignmentId: string) {
  return useQuery({
    queryKey: assignmentQueryKeys.results(assignmentId),
    queryFn: ({ signal }) => getAssignmentResults(assignmentId, signal),
  });
}

/**
 * Downloads the results as CSV, headed in `language`, and saves it under the server's name (course and team), else
 * the course's, with the day (`dateStamp`) added: downloads of the same class on different days stand side by side.
 * The body is saved as its bytes, so the byte order mark Excel needs stays in.
 */
export async function downloadAssignmentCsv(
  assignment: { id: string; course: { name: string } },
  language: string,
  dateStamp: string,
): Promise<void> {
  const response = await apiClient.download(`${assignmentPath(assignment.id)}/results`, {
    ...CALL,
    query: { format: 'csv', language },
  });
  const named = fileNameFromDisposition(response.headers.get('content-disposition'));
  const base = (named ?? assignment.course.name).replace(/\.csv$/i, '');
  saveBlob(await response.blob(), `${base}-${dateStamp}.csv`);
}
