// Question banks in and out of a course (issue 16): the import's dry run and the import itself, the course's imports
// and undoing one, and the export as a file download.
import type { ExportFormat, ImportFormat } from '@quizdrill/contracts/rules';
import type { ImportList, ImportPreview, ImportResult, ImportUndone } from '@quizdrill/contracts/types';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { contentQueryKeys } from '@/lib/content-query-keys';
import { saveBlob } from '@/lib/save-file';

export type ImportSource = { file: Blob; name: string };
export type ImportFormatChoice = ImportFormat | 'auto';

function formOf(source: ImportSource): FormData {
  const form = new FormData();
  form.set('file', source.file, source.name);
  return form;
}

const importPath = (courseId: number) => `/api/v2/courses/${courseId}/import`;

/** What importing `source` would add: questions, warnings and errors by line; stores nothing. */
export function previewImport(courseId: number, source: ImportSource, format: ImportFormatChoice) {
  return apiClient.post<ImportPreview>(importPath(courseId), formOf(source), {
    query: { format, dryRun: true },
    sessionEndsOn: [401],
  });
}

export function usePreviewImport(courseId: number) {
  return useMutation({
    mutationFn: ({ source, format }: { source: ImportSource; format: ImportFormatChoice }) =>
      previewImport(courseId, source, format),
  });
}

function useRefreshCourse() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: contentQueryKeys.questions }),
      queryClient.invalidateQueries({ queryKey: contentQueryKeys.courses }),
      queryClient.invalidateQueries({ queryKey: contentQueryKeys.imports }),
    ]);
}

export function useImportQuestions(courseId: number) {
  const refresh = useRefreshCourse();
  return useMutation({
    mutationFn: ({ source, format }: { source: ImportSource; format: ImportFormatChoice }) =>
      apiClient.post<ImportResult>(importPath(courseId), formOf(source), {
        query: { format, dryRun: false },
        sessionEndsOn: [401],
      }),
    onSuccess: refresh,
  });
}

/** The course's imports that still have questions in it, newest first. */
export function useImports(courseId: number) {
  return useQuery({
    queryKey: [...contentQueryKeys.imports, courseId],
    queryFn: () => apiClient.get<ImportList>(`/api/v2/courses/${courseId}/imports`, { sessionEndsOn: [401] }),
  });
}

export function useUndoImport(courseId: number) {
  const refresh = useRefreshCourse();
  return useMutation({
    mutationFn: (importId: string) =>
      apiClient.delete<ImportUndone>(`/api/v2/courses/${courseId}/imports/${importId}`, {
        sessionEndsOn: [401],
      }),
    onSuccess: refresh,
  });
}

const EXPORT_FILES: Record<ExportFormat, { extension: string; type: string }> = {
  gift: { extension: 'gift.txt', type: 'text/plain;charset=utf-8' },
  aiken: { extension: 'aiken.txt', type: 'text/plain;charset=utf-8' },
  csv: { extension: 'csv', type: 'text/csv;charset=utf-8' },
};

/** Downloads the course as a file (the browser saves it). */
export async function downloadExport(
  course: { id: number; name: string },
  format: ExportFormat,
): Promise<void> {
  const text = await apiClient.get<string>(`/api/v2/courses/${course.id}/export`, {
    query: { format },
    sessionEndsOn: [401],
  });
  const { extension, type } = EXPORT_FILES[format];
  // Reading the answer as text dropped the CSV's byte order mark, which Excel needs to read UTF-8.
  const blob = new Blob([format === 'csv' ? `\uFEFF${text}` : text], { type });
  saveBlob(blob, `${course.name}.${extension}`);
}
