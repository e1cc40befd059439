// Hands a file the app fetched itself (with the token, which a plain link cannot send) to the browser to save.

/** The file name a `Content-Disposition` header gives (`filename*=UTF-8''…` first, then `filename="…"`), if any. */
export function fileNameFromDisposition(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed escape: try the plain form.
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition)?.[1]?.trim();
  return plain || undefined;
}

/** Saves `blob` as `fileName` through a temporary link; the object URL is freed once the browser has it. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
