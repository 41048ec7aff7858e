import { useEffect } from 'react';
import type { WalletCredential } from '../../../contracts/generated/api';
import { formatKoreanDate, serverDateLabel } from '../../lib/dates';
import { Button } from '../../ui/button';
import { SkeletonList } from '../../ui/skeleton';
import { vcMessages as t } from './messages';
import { useVcCredential } from './use-vc-credential';
import { useCredentialTypeQuery } from './vc-api';
import { claimTree, credentialFacts, typeName, vctPath, type ClaimNode, type TypeMetadata } from './vc-logic';
import styles from './vc-view.module.scss';

export interface VcViewProps {
  documentId: string;
  /** The document's issuing agency (the inbox's name for it). */
  issuerName: string;
  /** Told the credential's status once read (the viewer offers a valid one to other wallets only). */
  onStatus?: (status: WalletCredential['status']) => void;
}

function Claims({ nodes }: { nodes: ClaimNode[] }) {
  return (
    <>
      {nodes.map((node, i) => {
        if (node.kind === 'field') {
          return (
            <div key={`${node.key}-${i}`} className={styles.field}>
              <dt>{node.label}</dt>
              <dd>{node.value}</dd>
            </div>
          );
        }
        if (node.kind === 'group') return <Claims key={`${node.key}-${i}`} nodes={node.children} />;
        return (
          <div key={`${node.key}-${i}`} className={styles.list}>
            <dt className={styles.listLabel}>{node.label}</dt>
            <dd>
              <ol className={styles.entries}>
                {node.entries.map((entry, n) => (
                  <li key={n} className={styles.entry} aria-label={`${node.label} ${t.entry(n + 1)}`}>
                    <dl className={styles.entryFields}>
                      <Claims nodes={entry} />
                    </dl>
                  </li>
                ))}
              </ol>
            </dd>
          </div>
        );
      })}
    </>
  );
}

function StatusLine({ held }: { held: WalletCredential }) {
  const revoked = held.status === 'REVOKED';
  return (
    <div className={styles.status} data-status={held.status}>
      <span className={revoked || held.status === 'EXPIRED' ? styles.badgeBad : styles.badgeGood}>{t.status[held.status] ?? held.status}</span>
      {revoked && held.revokedAt ? <span className={styles.statusNote}>{t.revokedOn(serverDateLabel(held.revokedAt))}</span> : null}
      {held.status === 'EXPIRED' ? <span className={styles.statusNote}>{t.expiredNote}</span> : null}
    </div>
  );
}

function Credential({ held, payload, metadata, issuerName }: { held: WalletCredential; payload: Record<string, unknown>; metadata: TypeMetadata | undefined; issuerName: string }) {
  const facts = credentialFacts(payload);
  const dates = facts.issuedAt && facts.expiresAt ? t.validityRange(formatKoreanDate(facts.issuedAt), formatKoreanDate(facts.expiresAt)) : '';
  return (
    <article className={styles.card} aria-label={typeName(metadata) ?? t.vcView}>
      <h2 className={styles.title}>{typeName(metadata) ?? t.vcView}</h2>
      <StatusLine held={held} />
      <dl className={styles.facts}>
        <div className={styles.field}>
          <dt>{t.issuer}</dt>
          <dd>{issuerName}</dd>
        </div>
        <div className={styles.field}>
          <dt>{t.signedBy}</dt>
          <dd>{facts.issuer}</dd>
        </div>
        <div className={styles.field}>
          <dt>{t.validity}</dt>
          <dd>{dates}</dd>
        </div>
      </dl>
      <section aria-label={t.claimsLabel}>
        <h3 className={styles.subtitle}>{t.claimsLabel}</h3>
        <dl className={styles.claims}>
          <Claims nodes={claimTree(payload, metadata)} />
        </dl>
      </section>
      <p className={styles.note}>{t.boundNote}</p>
    </article>
  );
}

/**
 * The viewer's 전자증명 (VC) view (a chunk of its own, loaded when chosen): the claims as the
 * credential holds them, labelled by its type metadata, with the issuer, validity and status.
 */
export default function VcView({ documentId, issuerName, onStatus }: VcViewProps) {
  const state = useVcCredential(documentId);
  const status = state.phase === 'ready' ? state.held.status : null;
  useEffect(() => {
    if (status) onStatus?.(status);
  }, [status, onStatus]);
  const vct = state.phase === 'ready' ? state.held.vct : null;
  const type = useCredentialTypeQuery(vct ? vctPath(vct) : '', { skip: !vct });
  if (state.phase === 'failed') {
    return (
      <div className={styles.message} role="alert">
        <p>{t.failed}</p>
        <Button variant="secondary" onClick={state.retry}>
          {t.retry}
        </Button>
      </div>
    );
  }
  if (state.phase === 'none') return <p className={styles.message}>{t.none}</p>;
  if (state.phase !== 'ready' || type.isLoading) {
    return (
      <div className={styles.loading} aria-busy="true" aria-label={state.phase === 'binding' ? t.preparing : t.loading}>
        <SkeletonList rows={6} />
      </div>
    );
  }
  return <Credential held={state.held} payload={state.payload} metadata={type.data} issuerName={issuerName} />;
}
