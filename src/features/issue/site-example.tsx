import { issueMessages } from './messages';

/**
 * The example of spec 000 §2.3: an outside site's receiving-method choice with '전자문서지갑'
 * picked, headed by the site's own name (drawn here, not a picture per site: a new site is data).
 */
export function SiteExample({ site, className }: { site: string; className?: string }) {
  const m = issueMessages.external.example;
  const font = { fontFamily: 'sans-serif' };
  return (
    <svg className={className} role="img" aria-label={issueMessages.external.imageAlt(site)} width={360} height={240} viewBox="0 0 360 240">
      <rect width="360" height="240" fill="#f5f5f5" />
      <rect x="16" y="14" width="328" height="32" rx="6" fill="#1d3f7a" />
      <text x="30" y="35" {...font} fontSize="14" fill="#fff">
        {m.heading(site)}
      </text>
      <text x="24" y="72" {...font} fontSize="14" fontWeight="700" fill="#191919">
        {m.method}
      </text>
      <rect x="24" y="84" width="312" height="36" rx="6" fill="#fff" stroke="#d0d0d0" />
      <circle cx="42" cy="102" r="7" fill="none" stroke="#999" strokeWidth="2" />
      <text x="58" y="107" {...font} fontSize="14" fill="#555">
        {m.print}
      </text>
      <rect x="24" y="128" width="312" height="36" rx="6" fill="#fffbe0" stroke="#f0b400" strokeWidth="2" />
      <circle cx="42" cy="146" r="7" fill="none" stroke="#191919" strokeWidth="2" />
      <circle cx="42" cy="146" r="3.5" fill="#191919" />
      <text x="58" y="151" {...font} fontSize="14" fontWeight="700" fill="#191919">
        {m.wallet}
      </text>
      <path d="M300 134 l-14 12 14 12" fill="none" stroke="#f0b400" strokeWidth="3" />
      <rect x="24" y="184" width="312" height="40" rx="8" fill="#1d3f7a" />
      <text x="180" y="209" {...font} fontSize="15" fill="#fff" textAnchor="middle">
        {m.apply}
      </text>
    </svg>
  );
}
