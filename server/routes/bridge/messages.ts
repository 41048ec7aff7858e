/** Korean text of the bridge's static catalogue (001 §2.3). */
export const bridgeTexts = {
  /** The service's own QR (/layer/qr): its name, and the name of its downloaded png. */
  serviceName: '전자증명서 지갑',
  /** A download whose certificate name has no usable character left. */
  downloadFallbackName: 'QR 코드',
} as const;
