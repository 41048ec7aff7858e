import { saveFile } from '../../lib/save-file';

/**
 * Saves the password-protected PDF of `inbox/{id}/download` under the document's name, through
 * the wallet's save path (src/lib/save-file.ts).
 */
export interface DownloadRequest {
  url: string;
  fileName: string;
}

export type DocumentDownloader = (request: DownloadRequest) => Promise<void>;

export const downloadDocument: DocumentDownloader = ({ url, fileName }) =>
  saveFile({ url, fileName: fileName.endsWith('.pdf') ? fileName : `${fileName}.pdf` });
