import { getDocument, PasswordResponses } from 'pdfjs-dist/legacy/build/pdf.mjs';

export type PdfOpen = { opened: true; text: string } | { opened: false; reason: 'PASSWORD_NEEDED' | 'WRONG_PASSWORD' | 'UNREADABLE' };

/**
 * Opens a PDF the way a reader does, with pdf.js (legacy build for Node), optionally with a
 * password, and answers the text of its pages or why it did not open. Tests use it to prove
 * a protected download needs its password.
 */
export async function openPdf(bytes: Uint8Array, password?: string): Promise<PdfOpen> {
  const task = getDocument({ data: new Uint8Array(bytes), password, isEvalSupported: false, useSystemFonts: false, verbosity: 0 });
  try {
    const pdf = await task.promise;
    const parts: string[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const content = await (await pdf.getPage(number)).getTextContent();
      parts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
    }
    await pdf.destroy();
    return { opened: true, text: parts.join('\n') };
  } catch (error) {
    await task.destroy();
    const code = (error as { name?: string; code?: number }).name === 'PasswordException' ? (error as { code: number }).code : null;
    if (code === PasswordResponses.NEED_PASSWORD) return { opened: false, reason: 'PASSWORD_NEEDED' };
    if (code === PasswordResponses.INCORRECT_PASSWORD) return { opened: false, reason: 'WRONG_PASSWORD' };
    return { opened: false, reason: 'UNREADABLE' };
  }
}
