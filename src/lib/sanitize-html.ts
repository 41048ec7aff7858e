import DOMPurify from 'dompurify';

/**
 * Server HTML (term content) is sanitised before it is rendered: no scripts, no event
 * handlers, no inline styles (the CSP would refuse them anyway), links open safely.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}
