/** Saves a blob as a file named `filename` through a temporary link. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Whether a downloaded blob is a file rather than a JSON error envelope. */
export function isFileBlob(blob: Blob): boolean {
  return !blob.type.toLowerCase().startsWith('application/json');
}
