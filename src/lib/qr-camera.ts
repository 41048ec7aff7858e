/**
 * QR scanning in an ordinary browser (the messenger scans natively, 000 §7 startQrScan): the back
 * camera in a full-screen overlay, each frame decoded with jsQR. This module and jsQR load only
 * when a scan starts. Resolves with the text of the first QR code seen, or null when the person
 * closes the scanner or no camera can be used.
 */
import type jsQRType from 'jsqr';

export const qrCameraTexts = {
  title: 'QR 코드 스캔',
  guide: '지갑 주소 QR 코드를 네모 안에 맞춰 주세요',
  close: '닫기',
  noCamera: '카메라를 사용할 수 없어요. 지갑 주소를 직접 입력해 주세요.',
} as const;

/** The longest side of the frame handed to the decoder: enough for a phone-screen QR, cheap to decode. */
const DECODE_SIZE = 640;
const SCAN_INTERVAL_MS = 120;

type Decode = typeof jsQRType;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, style: Partial<CSSStyleDeclaration>, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  Object.assign(node.style, style);
  if (text) node.textContent = text;
  return node;
}

function overlay(onClose: () => void) {
  const root = element('div', {
    position: 'fixed',
    inset: '0',
    zIndex: '1000',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '16px',
    background: '#000',
    color: '#fff',
  });
  root.setAttribute('role', 'dialog');
  root.setAttribute('aria-modal', 'true');
  root.setAttribute('aria-label', qrCameraTexts.title);
  const video = element('video', { width: '100%', maxWidth: '480px', maxHeight: '70vh', objectFit: 'cover' });
  video.muted = true;
  video.playsInline = true;
  video.setAttribute('aria-hidden', 'true');
  const guide = element('p', { margin: '0', padding: '0 24px', fontSize: '16px', textAlign: 'center' }, qrCameraTexts.guide);
  guide.setAttribute('role', 'status');
  const close = element(
    'button',
    { minWidth: '120px', minHeight: '48px', border: '0', borderRadius: '12px', background: '#fee500', color: '#191919', fontSize: '16px', fontWeight: '700' },
    qrCameraTexts.close,
  );
  close.type = 'button';
  close.addEventListener('click', onClose);
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  };
  document.addEventListener('keydown', onKey);
  root.append(video, guide, close);
  document.body.appendChild(root);
  close.focus();
  return { video, guide, remove: () => (document.removeEventListener('keydown', onKey), root.remove()) };
}

export async function scanQrWithCamera(): Promise<string | null> {
  if (!navigator.mediaDevices?.getUserMedia) return null;
  const decoding = import('jsqr').then((module) => (module.default ?? module) as Decode);
  return new Promise((resolve) => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | null = null;
    let finished = false;
    const finish = (text: string | null) => {
      if (finished) return;
      finished = true;
      if (timer) clearInterval(timer);
      stream?.getTracks().forEach((track) => track.stop());
      view.remove();
      resolve(text);
    };
    const view = overlay(() => finish(null));
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });

    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (media) => {
        if (finished) {
          media.getTracks().forEach((track) => track.stop());
          return;
        }
        stream = media;
        view.video.srcObject = media;
        await view.video.play().catch(() => undefined);
        const decode = await decoding;
        timer = setInterval(() => {
          const { videoWidth: width, videoHeight: height } = view.video;
          if (!context || width === 0 || height === 0) return;
          const scale = Math.min(1, DECODE_SIZE / Math.max(width, height));
          canvas.width = Math.round(width * scale);
          canvas.height = Math.round(height * scale);
          context.drawImage(view.video, 0, 0, canvas.width, canvas.height);
          const frame = context.getImageData(0, 0, canvas.width, canvas.height);
          const code = decode(frame.data, frame.width, frame.height, { inversionAttempts: 'attemptBoth' });
          if (code?.data) finish(code.data);
        }, SCAN_INTERVAL_MS);
      })
      .catch(() => {
        view.guide.textContent = qrCameraTexts.noCamera;
        setTimeout(() => finish(null), 2500);
      });
  });
}
