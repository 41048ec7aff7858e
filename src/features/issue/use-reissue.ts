import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { CertificateFormValues } from '../../forms/certificate-form';
import { showToast } from '../../ui/toast-store';
import { useLazyReissueValuesQuery } from './api';
import { issueMessages } from './messages';

/**
 * 재발급 (`/issue/{edoc}?reissue={documentId}`): the form is filled with the values of the
 * application that issued that document, once the page is the browser's (an effect: a page the
 * server drew is drawn empty first). Then the marker leaves the address, so a reload keeps what
 * the citizen changed since (the form's data is kept for the session).
 */
export function useReissue(edoc: string, fill: (data: CertificateFormValues) => void): void {
  const [search, setSearch] = useSearchParams();
  const documentId = search.get('reissue');
  const [read] = useLazyReissueValuesQuery();
  useEffect(() => {
    if (!documentId) return;
    let live = true;
    void read(documentId).then((answer) => {
      if (!live) return;
      if (answer.data && answer.data.path === edoc) fill(answer.data.formData as CertificateFormValues);
      else showToast(issueMessages.reissueFailed);
      const next = new URLSearchParams(search);
      next.delete('reissue');
      setSearch(next, { replace: true });
    });
    return () => {
      live = false;
    };
    // Read once per document asked for; the address and the callback change with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [documentId, edoc]);
}
