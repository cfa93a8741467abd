/**
 * Hands a file fetched by a blob call (an Excel export, …) to the browser as a download named
 * `fileName`: a temporary link with the `download` attribute is clicked, then the object URL is
 * revoked once the browser has taken the file.
 */
export function saveBlob(blob: Blob, fileName: string, ownerDocument: Document = document): void {
  const url = URL.createObjectURL(blob);
  const link = ownerDocument.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  ownerDocument.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoked on the next task: some browsers read the URL only after the click has returned.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
