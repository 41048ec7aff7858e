import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../src/ui/button';
import { EmptyState } from '../../src/ui/empty-state';
import { SearchIcon } from '../../src/ui/icons';
import { showPopup } from '../../src/ui/popup-store';
import { Sheet } from '../../src/ui/sheet';
import { SkeletonList } from '../../src/ui/skeleton';
import { NEVER_STALE, useSchoolSearchInfiniteQuery, type SchoolEntry } from '../kit/lookup-api';
import type { PickerLayerProps } from '../kit/picker';
import { isApplicable, SCHOOL_KEYWORD_MIN, SCHOOL_SEARCH_DEBOUNCE_MS, schoolMessages } from './school-rules';
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
  const search = useSchoolSearchInfiniteQuery({ application, office, keyword }, { skip: !ready, ...NEVER_STALE });
  const hintId = useId();

  const rows = useMemo(() => (ready ? (search.data?.pages.flatMap((page) => page.items) ?? []) : []), [ready, search.data]);
  const total = ready ? (search.data?.pages.at(-1)?.totalCount ?? 0) : 0;
  /** Former names by current name, to show '(구 …)' beside a renamed school. */
  const formerNames = useMemo(() => {
    const map = new Map<string, string>();
    for (const row of rows) if (row.변경된학교명) map.set(row.변경된학교명, row.학교명);
    return map;
  }, [rows]);

  const choose = async (entry: SchoolEntry) => {
    if (!isApplicable(entry)) {
      await showPopup({ message: schoolMessages.applyWithNewName, buttons: [{ label: '확인', value: 'ok' }] });
      return;
    }
    pick(entry);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    flush(typed);
  };

  const loadMore = () => {
    if (search.hasNextPage && !search.isFetchingNextPage) void search.fetchNextPage();
  };
  const sentinel = useInfiniteScroll(loadMore, ready && Boolean(search.hasNextPage));

  const tooShort = typed.length > 0 && typed.length < SCHOOL_KEYWORD_MIN;

  return (
    <Sheet display="full" title={title ?? '학교 검색'} onClose={close}>
      <form role="search" className={styles.searchBar} onSubmit={submit}>
        <SearchIcon size={20} aria-hidden="true" />
        <input
          type="search"
          className={styles.input}
          aria-label="학교 이름"
          aria-describedby={hintId}
          placeholder="학교 이름을 두 글자 이상 입력해 주세요"
          value={text}
          maxLength={100}
          enterKeyHint="search"
          data-autofocus={office ? '' : undefined}
          disabled={!office}
          onChange={(event) => setText(event.target.value)}
        />
      </form>
      <p id={hintId} className={tooShort || !office ? styles.warning : styles.hint} role={tooShort || !office ? 'alert' : undefined}>
        {!office ? schoolMessages.officeFirst : tooShort ? schoolMessages.keywordTooShort : '학교 이름의 일부로 검색할 수 있습니다.'}
      </p>

      {ready &&
        (search.isLoading || (search.isFetching && !search.isFetchingNextPage && rows.length === 0) ? (
          <div aria-busy="true">
            <SkeletonList rows={4} />
          </div>
        ) : search.isError && rows.length === 0 ? (
          <EmptyState
            title={schoolMessages.loadFailed}
            action={
              <Button variant="secondary" onClick={() => void search.refetch()}>
                다시 시도
              </Button>
            }
          />
        ) : rows.length === 0 ? (
          <EmptyState title={schoolMessages.noResult} description="학교 이름을 다시 확인해 주세요." />
        ) : (
          <>
            <p className={styles.count} aria-live="polite">
              검색 결과 {total.toLocaleString('ko-KR')}건
            </p>
            <ul className={styles.list}>
              {rows.map((row, index) => (
                <li key={`${row.학교코드 || row.학교명}-${row.과정구분}-${index}`}>
                  <button type="button" className={styles.row} onClick={() => void choose(row)}>
                    <span className={styles.name}>
                      {row.학교명}
                      {formerNames.has(row.학교명) && <span className={styles.former}> (구 {formerNames.get(row.학교명)})</span>}
                      {row.폐교여부 && <span className={styles.badge}>{schoolMessages.closed}</span>}
                    </span>
                    <span className={styles.meta}>
                      {row.과정구분명}
                      {row.변경된학교명 && <span className={styles.renamed}> · 현재 학교명 {row.변경된학교명}</span>}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
            {search.hasNextPage && (
              <div ref={sentinel} className={styles.more}>
                <Button variant="secondary" block disabled={search.isFetchingNextPage} onClick={loadMore}>
                  {search.isFetchingNextPage ? '불러오는 중…' : `더 보기 (${rows.length}/${total})`}
                </Button>
              </div>
            )}
          </>
        ))}
    </Sheet>
  );
}

/** Loads the next page when the "more" row scrolls into view (where IntersectionObserver exists). */
function useInfiniteScroll(onVisible: () => void, enabled: boolean) {
  const [node, setNode] = useState<HTMLDivElement | null>(null);
  const callback = useRef(onVisible);
  callback.current = onVisible;
  useEffect(() => {
    if (!node || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) callback.current();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, enabled]);
  return setNode;
}
