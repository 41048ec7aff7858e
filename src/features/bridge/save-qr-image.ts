import { reportError } from '../../api/error-reporter';

/** The file name an attachment's Content-Disposition gives (RFC 5987 `filename*`), or null. */
export function attachmentName(disposition: string | null): string | null {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (!encoded) return null;
  try {
    return decodeURIComponent(encoded.trim());
  } catch {
    return null;
  }
}

/**
 * 'QR download' (spec 001 §2.3, §7): fetches the image with download=true and saves it under
 * the name the server gives it, the certificate's (`${fallbackName}.png` if it gives none).
 * A failure is reported to error reporting only: the user sees nothing (001 §8 Bridge).
 */
export async function saveQrImage(imageUrl: string, fallbackName: string): Promise<boolean> {
  try {
    const url = new URL(imageUrl, window.location.origin);
    url.searchParams.set('download', 'true');
    const response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const blob = await response.blob();
    const href = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = href;
    link.download = attachmentName(response.headers.get('content-disposition')) ?? `${fallbackName}.png`;
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
    // The browser reads the blob when the click is handled; free it once the save has started.
    window.setTimeout(() => URL.revokeObjectURL(href), 30_000);
    return true;
  } catch (error) {
    reportError('error', `QR download failed for ${imageUrl}: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}
