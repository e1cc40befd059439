/** Puts the cursor in a form's field by name, so keyboard and screen-reader users land on the first problem. */
export function focusField(form: HTMLFormElement, name: string | undefined): void {
  if (name === undefined) return;
  form.querySelector<HTMLInputElement>(`[name="${CSS.escape(name)}"]`)?.focus();
}
