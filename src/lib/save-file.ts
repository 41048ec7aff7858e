/**
 * Saves a file the server prepared at a same-origin url (it answers with `Content-Disposition:
 * attachment`): a link with `download`, clicked. A plain navigation to the url, not a blob, so the
 * messenger's in-app browser hands it to the phone's own download like any file link — the one
 * save path of the wallet (the viewer's protected PDF, the activity log's export).
 */
export interface SaveFileRequest {
  url: string;
  /** The name to offer, with its extension. */
  fileName: string;
}

export async function saveFile({ url, fileName }: SaveFileRequest): Promise<void> {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
}
