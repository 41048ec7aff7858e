import { useEffect, useId, useMemo, useState } from 'react';
import { showAlert } from '../../src/lib/popup-store';
import { Sheet } from '../../src/ui/sheet';
import { STATIC_LOOKUP, useSchoolSearchInfiniteQuery, type SchoolEntry } from '../kit/lookup-api';
import type { PickerLayerProps } from '../../src/lib/picker';
import { PagedResults, SearchField, SearchNote, searchStyles, usePagedRows } from '../../src/ui/search-layer';
import { isApplicable } from '../kit/school-entry';
import { SCHOOL_KEYWORD_MIN, SCHOOL_SEARCH_DEBOUNCE_MS, schoolMessages } from './school-rules';
import styles from './school-name.module.scss';

function useDebounced(value: string, ms: number): [string, (now: string) => void] {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return [debounced, setDebounced];
}

/** Full-screen school search (000 §5): office first, 2+ characters, 800 ms debounce, 20 a page. */
export default function SchoolNameLayer({ query, pick, close, title }: PickerLayerProps<SchoolEntry>) {
  const office = query.get('office') ?? '';
  const application = query.get('application') ?? '';
  const [text, setText] = useState('');
  const typed = text.trim();
  const [keyword, flush] = useDebounced(typed, SCHOOL_SEARCH_DEBOUNCE_MS);
  const ready = office !== '' && keyword.length >= SCHOOL_KEYWORD_MIN && typed.length >= SCHOOL_KEYWORD_MIN;
  const search = useSchoolSearchInfiniteQuery({ application, office, keyword }, { skip: !ready, ...STATIC_LOOKUP });
  const hintId = useId();

  const { rows, total } = usePagedRows(search, ready);
  /** Former names by current name, to show '(구 …)' beside a renamed school. */
  const formerNames = useMemo(() => {
    const map = new Map<string, string>();
    for (const row of rows) if (row.변경된학교명) map.set(row.변경된학교명, row.학교명);
    return map;
  }, [rows]);

  const choose = async (entry: SchoolEntry) => {
    if (!isApplicable(entry)) {
      await showAlert({ message: schoolMessages.applyWithNewName });
      return;
    }
    pick(entry);
  };

  const tooShort = typed.length > 0 && typed.length < SCHOOL_KEYWORD_MIN;

  return (
    <Sheet display="full" title={title ?? '학교 검색'} onClose={close}>
      <SearchField
        label="학교 이름"
        describedBy={hintId}
        placeholder="학교 이름을 두 글자 이상 입력해 주세요"
        value={text}
        autoFocus={office !== ''}
        disabled={!office}
        onChange={setText}
        onSubmit={() => flush(typed)}
      />
      <SearchNote id={hintId} warning={tooShort || !office}>
        {!office ? schoolMessages.officeFirst : tooShort ? schoolMessages.keywordTooShort : '학교 이름의 일부로 검색할 수 있어요.'}
      </SearchNote>

      {ready && (
        <PagedResults
          search={search}
          rows={rows}
          total={total}
          loadFailed={schoolMessages.loadFailed}
          noResult={schoolMessages.noResult}
          noResultHint="학교 이름을 다시 확인해 주세요."
          rowKey={(row, index) => `${row.학교코드 || row.학교명}-${row.과정구분}-${index}`}
          onPick={(row) => void choose(row)}
        >
          {(row) => (
            <>
              <span className={searchStyles.name}>
                {row.학교명}
                {formerNames.has(row.학교명) && <span className={searchStyles.nameNote}> (구 {formerNames.get(row.학교명)})</span>}
                {row.폐교여부 && <span className={styles.badge}>{schoolMessages.closed}</span>}
              </span>
              <span className={searchStyles.meta}>
                {row.과정구분명}
                {row.변경된학교명 && <span className={styles.renamed}> · 현재 학교명 {row.변경된학교명}</span>}
              </span>
            </>
          )}
        </PagedResults>
      )}
    </Sheet>
  );
}
