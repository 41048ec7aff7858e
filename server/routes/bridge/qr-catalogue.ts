import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import QRCode from 'qrcode';
import type { QrcodeInfoEntry, ServiceQrInfo } from '../../../contracts/generated/api.ts';
import type { CatalogueSource } from '../../plugins/catalogue.ts';
import { bridgeTexts } from './messages.ts';

/** Where the bridge's static catalogue lives (001 §7: same origin, this exact path). */
export const QR_STATIC_PREFIX = '/zzng_static/macaron/qrcode';
export const QRCODE_INFO_PATH = `${QR_STATIC_PREFIX}/qrcodeInfo.json`;
/** The service's own QR (the bridge's /layer/qr): its name, image and link. */
export const SERVICE_QR_INFO_PATH = `${QR_STATIC_PREFIX}/serviceQrInfo.json`;

/** The apply tab of the wallet, which the universal links open (000 §2.1, 001 §2.3). */
const APPLY_TAB_PATH = '/home/apply';

/** Everything that decides a QR image's pixels besides the text it encodes. */
const RENDER_OPTIONS = { type: 'png', errorCorrectionLevel: 'M', margin: 2, scale: 8, color: { dark: '#000000ff', light: '#ffffffff' } } as const;
const QRCODE_VERSION = (createRequire(import.meta.url)('qrcode/package.json') as { version: string }).version;

/** The universal link that opens a certificate on a phone: the apply tab with directApply (001 §2.3). */
export function universalLink(publicUrl: string, formPath?: string): string {
  const url = new URL(APPLY_TAB_PATH, publicUrl);
  if (formPath !== undefined) url.searchParams.set('directApply', formPath);
  return url.href;
}

/**
 * The image's file name is a hash of what decides its pixels: the encoded link, the rendering
 * options and the QR library's version. 001 §9 says the catalogue is cached forever, so an image
 * is served as immutable; a changed link (another JIGAP_PUBLIC_URL, a renamed form path) or look
 * gives a new name, and a copy cached under the old name is never wrong for that name. The hash
 * is of the inputs rather than of the PNG bytes so the list can be answered without rendering
 * every image first (each takes tens of milliseconds).
 */
export function qrImageFileName(text: string): string {
  const hash = createHash('sha256').update(JSON.stringify([QRCODE_VERSION, RENDER_OPTIONS, text])).digest('hex').slice(0, 20);
  return `qr-${hash}.png`;
}

/** A download's file name: the certificate's name, without characters no file system accepts. */
export function downloadFileName(displayName: string): string {
  const safe = [...displayName]
    .map((c) => (c < ' ' || '\\/:*?"<>|'.includes(c) ? '_' : c))
    .join('')
    .replace(/_+/g, '_')
    .trim();
  return `${/[^_\s.]/.test(safe) ? safe : bridgeTexts.downloadFallbackName}.png`;
}

/** RFC 6266 with RFC 5987's filename* for the Korean name, and an ASCII name for old clients. */
export function attachmentDisposition(fileName: string): string {
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="qrcode.png"; filename*=UTF-8''${encoded}`;
}

interface ImageSource {
  text: string;
  downloadName: string;
}

export interface QrCatalogue {
  /** Every certificate of the catalogue, most popular first, with its QR image and link. */
  info(): { entries: QrcodeInfoEntry[]; etag: string };
  service(): { info: ServiceQrInfo; etag: string };
  /** The PNG of a file name listed in info() or service(); undefined for any other name. */
  image(file: string): Promise<{ png: Buffer; downloadName: string } | undefined>;
}

const etagOf = (body: string | Buffer): string => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/**
 * The bridge's QR catalogue, built from the certificate catalogue the app serves (a new
 * certificates/ folder appears here with no code change). Lists are computed on first use;
 * each image is rendered on its first request and kept.
 */
export function createQrCatalogue(catalogue: CatalogueSource, publicUrl: string): QrCatalogue {
  let lists: { info: ReturnType<QrCatalogue['info']>; service: ReturnType<QrCatalogue['service']>; sources: Map<string, ImageSource> } | undefined;
  const rendered = new Map<string, Promise<Buffer>>();

  const build = () => {
    const sources = new Map<string, ImageSource>();
    const imageUrl = (text: string, downloadName: string): string => {
      const file = qrImageFileName(text);
      sources.set(file, { text, downloadName });
      return `${QR_STATIC_PREFIX}/${file}`;
    };
    const entries = catalogue.entries().map((entry): QrcodeInfoEntry => {
      const shortenUrl = universalLink(publicUrl, entry.path);
      return {
        formDisplayName: entry.name,
        formPath: entry.path,
        qrCodeImageUrl: imageUrl(shortenUrl, downloadFileName(entry.name)),
        shortenUrl,
        popularityOrder: entry.popularityOrder,
        displayNameOrder: entry.displayNameOrder,
      };
    });
    const serviceLink = universalLink(publicUrl);
    const service: ServiceQrInfo = {
      name: bridgeTexts.serviceName,
      qrCodeImageUrl: imageUrl(serviceLink, downloadFileName(bridgeTexts.serviceName)),
      shortenUrl: serviceLink,
    };
    return {
      info: { entries, etag: etagOf(JSON.stringify(entries)) },
      service: { info: service, etag: etagOf(JSON.stringify(service)) },
      sources,
    };
  };
  const get = () => (lists ??= build());

  return {
    info: () => get().info,
    service: () => get().service,
    async image(file) {
      const source = get().sources.get(file);
      if (!source) return undefined;
      let png = rendered.get(file);
      if (!png) {
        png = QRCode.toBuffer(source.text, RENDER_OPTIONS);
        rendered.set(file, png);
        png.catch(() => rendered.delete(file));
      }
      return { png: await png, downloadName: source.downloadName };
    },
  };
}
