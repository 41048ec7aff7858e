import { useState } from 'react';
import type { WalletPresentation } from '../../../contracts/generated/api';
import { Button } from '../../ui/button';
import { chosenClaims, initialChoice } from './presentation-logic';
import { presentationMessages as m } from './messages';
import styles from './presentation.module.scss';

type Claim = WalletPresentation['claims'][number];

/**
 * A request as the citizen decides on it: who asks (the name in its certificate), why, and each
 * claim with its value — required ones fixed, optional ones with a switch — then 제출.
 */
export function RequestView({ request, busy, onSubmit }: { request: WalletPresentation; busy: boolean; onSubmit: (claims: Claim[]) => void }) {
  const [choice, setChoice] = useState(() => initialChoice(request.claims));
  return (
    <>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{m.asker}</dt>
          <dd>
            {request.verifier}
            <span className={styles.hint}>{m.verifiedBy}</span>
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>{m.purpose}</dt>
          <dd>{request.purpose}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{m.certificate}</dt>
          <dd>{request.certificate.name}</dd>
        </div>
      </dl>
      <section aria-labelledby="presentation-claims" className={styles.claims}>
        <h2 id="presentation-claims" className={styles.heading}>
          {m.claimsTitle}
        </h2>
        <p className={styles.hint}>{m.claimsHint}</p>
        <ul className={styles.claimList}>
          {request.claims.map((claim) => (
            <ClaimRow key={claim.id} claim={claim} on={!claim.optional || !!choice[claim.id]} onToggle={(on) => setChoice({ ...choice, [claim.id]: on })} />
          ))}
        </ul>
        <p className={styles.hint}>{m.onlyThese}</p>
      </section>
      <Button block disabled={busy} onClick={() => onSubmit(chosenClaims(request.claims, choice))}>
        {busy ? m.submitting : m.submit}
      </Button>
    </>
  );
}

function ClaimRow({ claim, on, onToggle }: { claim: Claim; on: boolean; onToggle: (on: boolean) => void }) {
  return (
    <li className={styles.claim}>
      <span className={styles.claimText}>
        <span className={styles.claimLabel}>{claim.label}</span>
        <span className={styles.claimValue}>{claim.value}</span>
      </span>
      {claim.optional ? (
        <label className={styles.switch}>
          <input type="checkbox" role="switch" checked={on} aria-label={m.optionalSwitch(claim.label)} onChange={(event) => onToggle(event.target.checked)} />
        </label>
      ) : (
        <span className={styles.required}>{m.required}</span>
      )}
    </li>
  );
}
