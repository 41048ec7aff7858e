import { useEffect, useId, useSyncExternalStore } from 'react';
import { Outlet, useLocation, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { useClickGuard } from '../../lib/click-guard';
import { useOpenLayer } from '../../lib/layer-navigation';
import { getBridge, messengerEnvironment } from '../../lib/messenger-bridge';
import { ShareIcon } from '../../ui/icons';
import { IconButton, PageHeader } from '../../ui/page';
import { RouteLink } from '../../ui/route-link';
import { showToast } from '../../ui/toast-store';
import { CertificateList } from './certificate-list';
import { detectPhone } from './device';
import { openInMessenger } from './open-in-messenger';
import { FOOTER_LINKS } from './footer-links';
import { bridgeMessages as m } from './messages';
import styles from './root-page.module.scss';
import { Redirect } from '../../lib/redirect';

/** The messenger's share template for the bridge page (a plain browser shares or copies the link). */
export const BRIDGE_SHARE_TEMPLATE_ID = 'jigap-bridge';

interface BridgeEnv {
  messenger: boolean;
  phone: boolean;
}

/**
 * The build pre-renders this page with no browser (src/app/bridge-prerender.tsx): a PC's page,
 * which the browser hydrates, then draws for its own device.
 */
const PRERENDERED_ENV: BridgeEnv = { messenger: false, phone: false };
let detected: BridgeEnv = PRERENDERED_ENV;
/** The browser's answer, as the same object while it does not change (useSyncExternalStore compares). */
function browserEnv(): BridgeEnv {
  const messenger = messengerEnvironment().isMessenger;
  const phone = detectPhone();
  if (detected.messenger !== messenger || detected.phone !== phone) detected = { messenger, phone };
  return detected;
}
const prerenderedEnv = (): BridgeEnv => PRERENDERED_ENV;
const noChange = () => () => undefined;

/**
 * The public bridge page `/` (spec 001 §2.3): header with share and title, the promotion, the
 * sortable list of every certificate, the info area and the footer; its QR layers open over it.
 * Non-messenger browsers land here (000 §4.1); no login is needed.
 */
export function RootPage() {
  const env = useSyncExternalStore(noChange, browserEnv, prerenderedEnv);
  useEffect(() => {
    document.title = m.title;
  }, []);
  return (
    <div className={styles.page}>
      <PageHeader title={m.title} right={<ShareButton />} />
      <main className={styles.main}>
        <Promo messenger={env.messenger} phone={env.phone} />
        <CertificateList phone={env.phone} messenger={env.messenger} />
        <Info />
      </main>
      <Footer />
      <Outlet />
    </div>
  );
}

function ShareButton() {
  const guard = useClickGuard();
  const share = async () => {
    const outcome = await getBridge().share(BRIDGE_SHARE_TEMPLATE_ID, { url: `${window.location.origin}${paths.root.getHref()}`, title: m.shareTitle });
    if (outcome === 'copied') showToast(m.copied);
    if (outcome === 'failed') showToast(m.shareFailed);
  };
  return <IconButton label={m.share} icon={<ShareIcon />} onClick={guard('api', share)} />;
}

/**
 * The promotion and its button to the service: inside the messenger the apply tab itself; on a
 * phone its universal link; on a PC the service's QR, since the service runs on the phone.
 */
function Promo({ messenger, phone }: { messenger: boolean; phone: boolean }) {
  const headingId = useId();
  const openLayer = useOpenLayer();
  const guard = useClickGuard();
  const service = paths.home.getHref('apply');
  return (
    <section className={styles.promo} aria-labelledby={headingId}>
      <div className={styles.promoText}>
        <h2 id={headingId} className={styles.promoTitle}>
          {m.promoTitle}
        </h2>
        <p className={styles.lead}>{m.promoLead}</p>
        {messenger ? (
          <RouteLink className={styles.cta} to={service}>
            {m.goService}
          </RouteLink>
        ) : phone ? (
          <a
            className={styles.cta}
            href={service}
            onClick={(event) => {
              // This browser is not the messenger: the service opens there, not here.
              event.preventDefault();
              guard('layer', () => void openInMessenger(new URL(service, window.location.href).href))();
            }}
          >
            {m.goService}
          </a>
        ) : (
          <button type="button" className={styles.cta} aria-haspopup="dialog" onClick={guard('layer', () => openLayer(paths.rootQr.layer()))}>
            {m.goService}
          </button>
        )}
        {messenger ? null : <p className={styles.notice}>{`${m.whereHint} ${phone ? m.phoneHint : m.pcHint}`}</p>}
      </div>
      <PromoArt />
    </section>
  );
}

/** A phone showing a certificate beside a QR code; decoration only. */
function PromoArt() {
  return (
    <svg className={styles.art} viewBox="0 0 160 120" width="160" height="120" aria-hidden="true" focusable="false">
      <rect x="18" y="6" width="62" height="108" rx="10" className={styles.artPhone} />
      <rect x="26" y="20" width="46" height="62" rx="4" className={styles.artScreen} />
      <rect x="32" y="28" width="26" height="4" rx="2" className={styles.artLine} />
      <rect x="32" y="38" width="34" height="3" rx="1.5" className={styles.artLineSoft} />
      <rect x="32" y="46" width="30" height="3" rx="1.5" className={styles.artLineSoft} />
      <rect x="32" y="54" width="34" height="3" rx="1.5" className={styles.artLineSoft} />
      <circle cx="60" cy="70" r="6" className={styles.artSeal} />
      <rect x="92" y="34" width="56" height="56" rx="8" className={styles.artCard} />
      <path
        d="M100 42h14v14h-14zM126 42h14v14h-14zM100 68h14v14h-14zM120 62h6v6h-6zM130 62h10v6h-10zM120 72h6v10h-6zM130 76h10v6h-10z"
        className={styles.artQr}
      />
    </svg>
  );
}

function Info() {
  const headingId = useId();
  return (
    <section className={styles.info} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {m.infoTitle}
      </h2>
      <ul className={styles.infoList}>
        {m.info.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </section>
  );
}

function Footer() {
  return (
    <footer className={styles.footer}>
      <nav aria-label={m.footerLabel}>
        <ul className={styles.footerLinks}>
          {FOOTER_LINKS.map((link) => (
            <li key={link.label}>
              {link.internal ? (
                <RouteLink className={`${styles.footerLink} ${styles.strong}`} to={link.href}>
                  {link.label}
                </RouteLink>
              ) : (
                <a className={styles.footerLink} href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}
                  <span className="visually-hidden"> ({m.newWindow})</span>
                </a>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <p className={styles.copyright}>{m.copyright}</p>
    </footer>
  );
}

/** /qr and /qr/{edocName} (000 §2.1) are the layers /layer/qr and /layer/qr/{edocName} of this page. */
export function QrAlias() {
  const edocName = useParams()['*'];
  const { search } = useLocation();
  const to = edocName ? paths.rootQrEdoc.getHref(edocName) : paths.rootQr.getHref();
  return <Redirect to={`${to}${search}`} />;
}
