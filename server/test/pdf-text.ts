/** The text of each page of a PDF, read by pdf.js (a reader we did not write). */
export async function pdfPages(bytes: Uint8Array, password?: string): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, useSystemFonts: false, ...(password ? { password } : {}) }).promise;
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
