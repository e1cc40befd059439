// The export as a page a person can read and keep (art. 15's "intelligible form"): one table per stored table.
import type { UserExportResponse } from '@quizdrill/contracts';

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => escapes[character] ?? character);

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  return escapeHtml(typeof value === 'object' ? JSON.stringify(value) : String(value));
}

function table(name: string, rows: Record<string, unknown>[]): string {
  if (rows.length === 0) return `<h3>${escapeHtml(name)}</h3><p>No rows.</p>`;
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const head = columns.map((column) => `<th scope="col">${escapeHtml(column)}</th>`).join('');
  const body = rows
    .map((row) => `<tr>${columns.map((column) => `<td>${cell(row[column])}</td>`).join('')}</tr>`)
    .join('\n');
  return `<h3>${escapeHtml(name)} (${rows.length})</h3>
<div class="scroll"><table><thead><tr>${head}</tr></thead><tbody>
${body}
</tbody></table></div>`;
}

export function exportPage(data: UserExportResponse): string {
  const sections = Object.entries(data.services)
    .map(
      ([service, reply]) =>
        `<section><h2>${escapeHtml(service)}</h2>\n${Object.entries(reply.tables)
          .map(([name, rows]) => table(name, rows))
          .join('\n')}</section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>QuizDrill: data about ${escapeHtml(data.username)}</title>
<style>
body { font-family: system-ui, sans-serif; margin: 1rem; line-height: 1.4; }
.scroll { overflow-x: auto; }
table { border-collapse: collapse; margin-bottom: 1rem; font-size: 0.875rem; }
th, td { border: 1px solid #888; padding: 0.25rem 0.5rem; text-align: left; vertical-align: top; }
</style>
</head>
<body>
<main>
<h1>QuizDrill: data about ${escapeHtml(data.username)}</h1>
<p>Exported ${escapeHtml(data.exportedAt)}. Every service's stored rows about this user, table by table.</p>
${sections}
</main>
</body>
</html>
`;
}
