import type { ReactNode } from 'react';

/**
 * Stands in for `markdown-to-jsx/react`, which RJSF imports for `ui:enableMarkdownInDescription`.
 * No certificate uses Markdown in its descriptions (certificates/README.md: plain Korean text), so
 * the parser (about 8 KB gzip on every form page) is replaced by plain text. A form that turns
 * the option on shows its description as written, never as HTML.
 */
export function Markdown({ children }: { children?: ReactNode; options?: unknown }) {
  return <span>{children}</span>;
}

export default Markdown;
