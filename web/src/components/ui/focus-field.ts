/** Puts the cursor in a form's field by name, so keyboard and screen-reader users land on the first problem. */
export function focusField(form: HTMLFormElement, name: string | undefined): void {
  if (name === undefined) return;
  form.querySelector<HTMLInputElement>(`[name="${CSS.escape(name)}"]`)?.focus();
}

/**
 * After a form's own check: the cursor goes to the first field with a problem. True when there was one, so the
 * form stops there and sends nothing.
 */
export function focusFirstInvalid(form: HTMLFormElement | null, errors: Record<string, unknown>): boolean {
  const first = Object.keys(errors)[0];
  if (first === undefined) return false;
  if (form) focusField(form, first);
  return true;
}
