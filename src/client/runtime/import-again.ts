/**
 * Loading a chunk again after it failed. Browsers that predate the 2025 change to the HTML standard
 * (Chromium before ~155, Safari, older Firefox) remember a failed module import for the page's life:
 * `import(sameUrl)` fails again at once without a request, so a Retry button that only calls the
 * loader again does nothing. When the error names the module that failed (Chromium and Firefox do),
 * it is imported again under a URL they have not seen; a module it imports that failed too is
 * still remembered, and for that case only a reload helps (`reloadAfter`).
 */

/** The URL of the module a failed dynamic import names in its message, if it names one. */
export function failedModuleUrl(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : String(error);
  return /\bhttps?:\/\/\S+?\.m?js(?:\?\S*)?(?=$|\s)/.exec(message)?.[0];
}

/** `load()` again, or, when the last error named the module that failed, that module under a fresh URL. */
export function importAgain<T>(load: () => Promise<T>, lastError: unknown, attempt: number): Promise<T> {
  const url = lastError === undefined ? undefined : failedModuleUrl(lastError);
  if (!url) return load();
  const fresh = new URL(url);
  fresh.searchParams.set('retry', String(attempt));
  return import(/* @vite-ignore */ fresh.href) as Promise<T>;
}
