/**
 * File downloads: fetch a file with the session cookie, or build one in the browser, and hand it to the
 * browser's "save" through a temporary object URL and an `<a download>`.
 */
import { parseErrorResponse } from './api-client';

/** Fetches a file (same origin, with cookies). A non-OK answer throws the API's `ApiError`. */
export async function fetchFileBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  const init: RequestInit = { credentials: 'include' };
  if (signal) init.signal = signal;
  const response = await fetch(path, init);
  if (!response.ok) throw await parseErrorResponse(response);
  return response.blob();
}

/** A UTF-8 plain-text file with Windows-friendly line endings left as they are. */
export function textFileBlob(text: string): Blob {
  return new Blob([text], { type: 'text/plain;charset=utf-8' });
}

/** Saves a blob under `fileName` (the browser's download). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns; release it a little later.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
