/**
 * Saves the document as a PDF. The seam for the server's password download: a later issue
 * asks `GET /api/v2/inbox/{documentId}/download?pinCode=` for a protected file's url and
 * passes it here; until then the viewer's own url is saved and the password is not sent.
 */
export interface DownloadRequest {
  documentId: string;
  password: string;
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
