import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../src/ui/button';
import { EmptyState } from '../../src/ui/empty-state';
import { SearchIcon } from '../../src/ui/icons';
import { Sheet } from '../../src/ui/sheet';
import { SkeletonList } from '../../src/ui/skeleton';
import { NEVER_STALE, useAddressSearchInfiniteQuery, type AddressEntry } from '../kit/lookup-api';
import type { PickerLayerProps } from '../kit/picker';
import styles from './address.module.scss';

/** Full-screen address search (000 §5: only with a keyword; §9: 20 a page), road and lot address. */
export default function AddressLayer({ query, pick, close, title }: PickerLayerProps<AddressEntry>) {
  const lot = query.get('type') === 'lot';
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const [empty, setEmpty] = useState(false);
  const search = useAddressSearchInfiniteQuery(keyword, { skip: keyword === '', ...NEVER_STALE });
  const rows = keyword ? (search.data?.pages.flatMap((page) => page.items) ?? []) : [];
  const total = keyword ? (search.data?.pages.at(-1)?.totalCount ?? 0) : 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    setEmpty(trimmed === '');
    if (trimmed) setKeyword(trimmed);
  };
  const loadMore = () => {
    if (search.hasNextPage && !search.isFetchingNextPage) void search.fetchNextPage();
  };
  const sentinel = useInfiniteScroll(loadMore, Boolean(keyword && search.hasNextPage));

  return (
    <Sheet display="full" title={title ?? '주소 검색'} onClose={close}>
      <form role="search" className={styles.searchBar} onSubmit={submit}>
        <SearchIcon size={20} aria-hidden="true" />
        <input
          type="search"
          className={styles.input}
          aria-label="주소 검색어"
          placeholder="도로명, 건물명 또는 지번으로 검색"
          value={text}
          maxLength={100}
          enterKeyHint="search"
          data-autofocus
          onChange={(event) => {
            setText(event.target.value);
            setEmpty(false);
          }}
        />
        <Button type="submit" variant="text" className={styles.submit}>
          검색
        </Button>
      </form>
      {empty ? (
        <p className={styles.warning} role="alert">
          검색어를 입력해 주세요.
        </p>
      ) : (
        !keyword && <p className={styles.hint}>예) 세종대로 209, 정부서울청사, 세종로 77-6</p>
      )}

      {keyword &&
        (search.isLoading || (search.isFetching && !search.isFetchingNextPage && rows.length === 0) ? (
          <div aria-busy="true">
            <SkeletonList rows={4} />
          </div>
        ) : search.isError && rows.length === 0 ? (
          <EmptyState
            title="주소를 불러오지 못했습니다."
            action={
              <Button variant="secondary" onClick={() => void search.refetch()}>
                다시 시도
              </Button>
            }
          />
        ) : rows.length === 0 ? (
          <EmptyState title="검색 결과가 없습니다." description="도로명과 건물번호, 또는 동과 지번을 확인해 주세요." />
        ) : (
          <>
            <p className={styles.count} aria-live="polite">
              검색 결과 {total.toLocaleString('ko-KR')}건
            </p>
            <ul className={styles.list}>
              {rows.map((row, index) => (
                <li key={`${row.도로명주소}-${index}`}>
                  <button type="button" className={styles.row} onClick={() => pick(row)}>
                    <span className={styles.main}>
                      {lot ? row.지번주소 : row.도로명주소}
                      {row.건물명 && <span className={styles.building}> ({row.건물명})</span>}
                    </span>
                    <span className={styles.sub}>
                      <span className={styles.tag}>{lot ? '도로명' : '지번'}</span>
                      {lot ? row.도로명주소 : row.지번주소}
                    </span>
                    {row.우편번호 && <span className={styles.zip}>우편번호 {row.우편번호}</span>}
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
