import { PasswordResponses } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text of each page of a PDF, read by pdf.js (a reader we did not write; its legacy build
 * runs in Node), with the password of a protected one.
 */
export async function pdfPages(bytes: Uint8Array | ArrayBuffer, password?: string): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, useSystemFonts: false, verbosity: 0, ...(password ? { password } : {}) });
  const document = await task.promise.catch(async (error: unknown) => {
    await task.destroy();
    throw error;
  });
  try {
    const pages: string[] = [];
    for (let n = 1; n <= document.numPages; n++) {
      const content = await (await document.getPage(n)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
    }
    return pages;
  } finally {
    await document.destroy();
  }
}

/** Text compared without whitespace: wrapping and letter spacing split words in a PDF. */
export const squash = (text: string): string => text.replace(/\s+/g, '');

/** A PDF's whole text without whitespace, every page in order. */
export const pdfText = async (bytes: Uint8Array | ArrayBuffer): Promise<string> => squash((await pdfPages(bytes)).join(''));

export type PdfOpen = { opened: true; text: string } | { opened: false; reason: 'PASSWORD_NEEDED' | 'WRONG_PASSWORD' | 'UNREADABLE' };

/**
 * Opens a PDF the way a reader does, optionally with a password, and answers the text of its
 * pages (a line between pages) or why it did not open: how tests prove a protected download
 * needs its password.
 */
export async function openPdf(bytes: Uint8Array, password?: string): Promise<PdfOpen> {
  try {
    return { opened: true, text: (await pdfPages(bytes, password)).join('\n') };
  } catch (error) {
    const code = (error as { name?: string; code?: number }).name === 'PasswordException' ? (error as { code: number }).code : null;
    if (code === PasswordResponses.NEED_PASSWORD) return { opened: false, reason: 'PASSWORD_NEEDED' };
    if (code === PasswordResponses.INCORRECT_PASSWORD) return { opened: false, reason: 'WRONG_PASSWORD' };
    return { opened: false, reason: 'UNREADABLE' };
  }
}
