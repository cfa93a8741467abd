import type { DownloadedFile } from '@onsite/api-client';

/** Saves a downloaded file in the browser under its name (an export's Excel, a report). */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Let the browser start the download before the link's data goes.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
