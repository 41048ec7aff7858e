import { useState } from 'react';
import { useLayerAnswer } from '../../lib/layer-results';
import type { LayerProps } from '../../lib/layer-navigation';
import { Sheet } from '../../ui/sheet';
import { PagedResults, SearchField, SearchNote, searchStyles, usePagedRows } from '../../ui/search-layer';
import { useAgencySearchInfiniteQuery, type Recipient } from './api';
import { submissionMessages as m } from './messages';
import { AGENCY_RESULT_KEY } from './agency-result';
import styles from './submission.module.scss';

/**
 * agency (001 §2.2, full-screen): the organisation search. It runs only with a keyword, 20 a page
 * from page 1, and loads the next page while fewer than totalCount have arrived.
 */
export default function AgencyLayer({ close }: LayerProps) {
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const [empty, setEmpty] = useState(false);
  const search = useAgencySearchInfiniteQuery(keyword, { skip: keyword === '' });
  const { rows, total } = usePagedRows(search, keyword !== '');

  const submit = () => {
    const trimmed = text.trim();
    setEmpty(trimmed === '');
    if (trimmed) setKeyword(trimmed);
  };
  // Back or leaving answers the submission page with null (src/lib/layer-results).
  const { answer, dismiss } = useLayerAnswer(AGENCY_RESULT_KEY);
  const cancel = () => {
    dismiss();
    close();
  };
  const pick = (recipient: Recipient) => {
    answer(recipient);
    close();
  };

  return (
    <Sheet display="full" title={m.agencyTitle} onClose={cancel}>
      <SearchField
        label={m.agencyLabel}
        placeholder={m.agencyPlaceholder}
        value={text}
        onChange={(next) => {
          setText(next);
          setEmpty(false);
        }}
        onSubmit={submit}
        submitLabel={m.agencySearch}
      />
      {empty ? <SearchNote warning>{m.agencyNeedKeyword}</SearchNote> : !keyword && <SearchNote>{m.agencyHint}</SearchNote>}
      {keyword && (
        <PagedResults
          search={search}
          rows={rows}
          total={total}
          loadFailed={m.agencyFailed}
          noResult={m.agencyEmpty}
          noResultHint={m.agencyEmptyHint}
          rowKey={(row) => row.address}
          onPick={pick}
        >
          {(row) => (
            <>
              <span className={searchStyles.name}>{row.name}</span>
              <span className={searchStyles.meta}>
                <span className={styles.typeTag}>{m.types[row.type]}</span>
                {row.region}
              </span>
              {row.needAgreement && <span className={searchStyles.meta}>{m.needAgreement}</span>}
            </>
          )}
        </PagedResults>
      )}
    </Sheet>
  );
}
