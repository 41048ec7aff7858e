import { PDF } from '@libpdf/core';

/**
 * The finished PDF, encrypted so it opens only with `password` (AES-256, the PDF 2.0 standard
 * security handler). It works on the file's bytes, whatever renderer or signer made them.
 * The owner password is random: nobody can lift the protection without the user's password.
 */
export async function protectPdf(bytes: Uint8Array, password: string): Promise<Uint8Array> {
  const pdf = await PDF.load(bytes);
  pdf.setProtection({ userPassword: password, algorithm: 'AES-256' });
  return pdf.save();
}
