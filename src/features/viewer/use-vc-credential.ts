import { decodeSdJwt, getClaims } from '@sd-jwt/decode';
import { useEffect, useRef, useState } from 'react';
import type { WalletCredential } from '../../../contracts/generated/api';
import { bindHolderKey } from '../../api/holder-binding';
import { holderKey } from '../../lib/holder-key';
import { useWalletCredentialQuery } from './vc-api';

/** SHA-256 for the SD-JWT library (its digests of disclosures), from WebCrypto. */
const sha256 = async (data: string | ArrayBuffer) =>
  new Uint8Array(await crypto.subtle.digest('SHA-256', typeof data === 'string' ? new TextEncoder().encode(data) : data));

/** The credential's payload with every disclosure in place (@sd-jwt/decode): the claims as it holds them. */
export async function decodeCredential(compact: string): Promise<Record<string, unknown>> {
  const decoded = await decodeSdJwt(compact, sha256);
  return getClaims<Record<string, unknown>>(decoded.jwt.payload as Record<string, unknown>, decoded.disclosures, sha256);
}

export type VcState =
  | { phase: 'loading' | 'binding' }
  | { phase: 'failed'; retry: () => void }
  | { phase: 'none' }
  | { phase: 'ready'; held: WalletCredential; payload: Record<string, unknown> };

const boundTo = (payload: Record<string, unknown>) => ((payload.cnf as { jwk?: JsonWebKey } | undefined)?.jwk?.x ?? null);

/**
 * The document's credential in this browser: its key is made at first use; a credential the
 * server holds for no key of this device (none yet, or the browser's storage was cleared) is bound
 * to this browser's key first — registered as any wallet proves its key — and read again.
 */
export function useVcCredential(documentId: string): VcState {
  const query = useWalletCredentialQuery(documentId, { skip: !documentId });
  const [state, setState] = useState<VcState>({ phase: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // Bound once per attempt: a credential still not this browser's after that is a failure, not a loop.
  const bound = useRef(-1);
  const retry = () => {
    setAttempt((n) => n + 1);
    void query.refetch();
  };

  useEffect(() => {
    let live = true;
    const held = query.data;
    if (query.isError) setState({ phase: 'failed', retry });
    if (!held || query.isFetching) return;
    if (!held.vct) return setState({ phase: 'none' });
    void (async () => {
      const [key, payload] = await Promise.all([holderKey(), held.credential ? decodeCredential(held.credential) : null]);
      if (!live) return;
      if (payload && boundTo(payload) === key.publicJwk.x) return setState({ phase: 'ready', held, payload });
      if (bound.current === attempt) throw new Error('the credential is not bound to this browser’s key');
      bound.current = attempt;
      setState({ phase: 'binding' });
      await bindHolderKey(held.issuer);
      if (live) void query.refetch();
    })().catch(() => live && setState({ phase: 'failed', retry }));
    return () => {
      live = false;
    };
    // retry is a new function each render; the attempt counter is what restarts this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query.data, query.isFetching, query.isError, attempt]);

  return state;
}
