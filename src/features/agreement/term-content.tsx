import { useMemo } from 'react';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { SkeletonList } from '../../ui/skeleton';
import { useTermContentQuery } from './api';
import { applyReplacements } from './agreement-state';
import { agreementMessages } from './messages';
import styles from './term-content.module.scss';

/** A term's HTML from the server, sanitised, with replacement strings applied. */
export function TermContent({ termType, replacements = [] }: { termType: string; replacements?: { from: string; to: string }[] }) {
  const content = useTermContentQuery(termType, { skip: !termType });
  const html = useMemo(
    () => (content.data ? sanitizeHtml(applyReplacements(content.data.content, replacements)) : ''),
    [content.data, replacements],
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
