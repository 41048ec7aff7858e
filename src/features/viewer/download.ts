/**
 * Saves a file the server prepared (the password-protected PDF of `inbox/{id}/download`): the
 * browser's download of a same-origin url, under the document's name.
 */
export interface DownloadRequest {
  url: string;
  fileName: string;
}

export type DocumentDownloader = (request: DownloadRequest) => Promise<void>;

export const downloadDocument: DocumentDownloader = async ({ url, fileName }) => {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName.endsWith('.pdf') ? fileName : `${fileName}.pdf`;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
};
