import { useMemo } from 'react';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { SkeletonList } from '../../ui/skeleton';
import { useTermContentQuery } from './api';
import { applyReplacements } from './agreement-state';
import { agreementMessages } from './messages';
import styles from './term-content.module.scss';

const text = (html: string) => html.replace(/<[^>]*>/g, '').replace(/\s+/g, ' ').trim();

/** A heading says the title: the same words, or the title is the heading with a note (`… (개정)`). */
const repeats = (heading: string, title: string) => heading !== '' && (title === heading || title.startsWith(`${heading} (`));

/** The HTML without its leading heading when that heading says `title` (already the sheet's or page's heading). */
export function withoutRepeatedTitle(html: string, title: string | undefined): string {
  if (!title) return html;
  const leading = /^\s*<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>\s*/i.exec(html);
  return leading && repeats(text(leading[2] ?? ''), text(title)) ? html.slice(leading[0].length) : html;
}

/**
 * A term's HTML from the server, sanitised, with replacement strings applied. `title` is the
 * heading already shown above it: a first heading repeating it is left out.
 */
export function TermContent({ termType, title, replacements = [] }: { termType: string; title?: string; replacements?: { from: string; to: string }[] }) {
  const content = useTermContentQuery(termType, { skip: !termType });
  const html = useMemo(
    () => (content.data ? withoutRepeatedTitle(sanitizeHtml(applyReplacements(content.data.content, replacements)), title) : ''),
    [content.data, replacements, title],
  );
  if (content.isLoading) return <SkeletonList rows={8} />;
  if (content.isError || !content.data) {
    return (
      <EmptyState
        title={agreementMessages.loadFailed}
        action={<Button variant="secondary" onClick={() => void content.refetch()}>{agreementMessages.retry}</Button>}
      />
    );
  }
  return <div className={styles.content} dangerouslySetInnerHTML={{ __html: html }} />;
}
