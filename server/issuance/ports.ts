import type { CertificateSite } from '../catalogue/types.ts';

/*
 * The parties outside the wallet that issuance depends on (DESIGN §1, §5): the issuing agencies,
 * the messenger's signing page, the government portal and the outside sites some certificates are
 * applied for on. The wallet knows them only as these ports; server/sim is one adapter of each,
 * and server/app.ts chooses the adapters (docs/architecture.md, "Ports and adapters").
 */

/** One application as the agency is asked to issue it. */
export interface AgencyRequest {
  applicationId: string;
  /** The certificate, by its edoc path (the catalogue's key). */
  edocPath: string;
  ownerUserId: string;
  /** The form values the citizen gave (문서종류 aside). */
  formData: Record<string, unknown>;
}

/** The agency's answer: it issues, or it refuses with a message the citizen reads (the fail page). */
export type AgencyAnswer = { ok: true } | { ok: false; message: string };

/** Whose document it is: the facts' owner, and the application's form values. */
export interface Holder {
  userId: string;
  holderName: string;
  form: Record<string, unknown>;
}

/** What a certificate's folder gives its agency (its agency.json): data the wallet does not read. */
export interface CertificateAgencyData {
  slug: string;
  file: unknown;
}

/**
 * An issuing agency (정부24 and the agencies behind it, the courts). The wallet hands it an
 * application and asks for its answer after `processingMs`; a document prints what the agency
 * holds about its holder (`record.…` of document.json).
 */
export interface Agency {
  /** How long the agency takes with this application: its answer is asked for after that (a durable job). */
  processingMs(request: AgencyRequest): number;
  /** The agency's answer to the application. */
  answer(request: AgencyRequest): Promise<AgencyAnswer>;
  /**
   * What the agency holds about the holder that a certificate's document prints: the same holder and
   * form always give the same record (a document is drawn again for a protected copy, and its
   * credential's claims are read from it). Throws with the reason when the certificate's data is unreadable.
   */
  holderRecord(holder: Holder, certificate: CertificateAgencyData | undefined): unknown;
}

/** The messenger's signing page (000 §4.6): signs an application, or a package's together, and returns to `returnUrl`. */
export interface Signer {
  applicationUrl(applicationId: string, returnUrl: string): string;
  packageUrl(packageId: string, returnUrl: string): string;
}

/**
 * The government portal (000 §4.3, §4.4, §6): the identity check of a CHANNELING application — or
 * the chosen institution's own portal (`institutionCode`) — and of a package, and the simple
 * authentication of a citizen who is not its member.
 */
export interface Portal {
  identityCheckUrl(applicationId: string, institutionCode: string | undefined, returnUrl: string): string;
  packageIdentityCheckUrl(packageId: string, returnUrl: string): string;
  simpleAuthUrl(edocPath: string, returnUrl: string): string;
}

/** The outside sites EXTERNAL_CHANNELING certificates are applied for on (000 §4.7; the manifest's `site`). */
export interface ExternalSites {
  applyUrl(site: CertificateSite | null, applicationId: string, returnUrl: string): string;
}

/** The world around the wallet, as the wallet reaches it. */
export interface World {
  agency: Agency;
  signer: Signer;
  portal: Portal;
  sites: ExternalSites;
}
