const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text as HTML text or attribute value. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
