import { createHash, randomBytes } from 'node:crypto';

// Uppercase letters and digits without look-alikes (0/O, 1/I): wallet addresses are read
// aloud and typed by people (001 §5: letters and digits only).
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const WALLET_ADDRESS_LENGTH = 20;

function encode(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < WALLET_ADDRESS_LENGTH; i++) out += ALPHABET[bytes[i]! % ALPHABET.length];
  return out;
}

/** A fixed address per seeded persona, so demos and tests can name it. */
export function seededWalletAddress(userId: string): string {
  return encode(createHash('sha256').update(`jigap-wallet:${userId}`).digest());
}

export function newWalletAddress(): string {
  return encode(randomBytes(WALLET_ADDRESS_LENGTH));
}

export function walletNameOf(userName: string): string {
  return `${userName}의 전자증명서 지갑`;
}
