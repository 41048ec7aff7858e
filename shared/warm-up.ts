/**
 * The viewer's warm-up document: a made-up document drawn by the issuers' renderer, public and the
 * same for everyone (server/issuance/document/warm-up.ts), which pdf.js opens while the issue's
 * progress sheet shows (src/ui/pdf/pdf-loader.ts) so that the issued document is read by warm code.
 */
export const WARM_UP_DOCUMENT_PATH = '/pdf/warm-up.pdf';
