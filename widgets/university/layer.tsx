import { useId, useMemo, useState } from 'react';
import { EmptyState } from '../../src/ui/empty-state';
import { SearchIcon } from '../../src/ui/icons';
import { Sheet } from '../../src/ui/sheet';
import { SkeletonList } from '../../src/ui/skeleton';
import { NEVER_STALE, useUniversitiesQuery, type UniversityEntry } from '../kit/lookup-api';
import type { PickerLayerProps } from '../kit/picker';
import { matchesName } from './university-search';
import styles from './university.module.scss';

/** Full-screen university search: the universities issuing this certificate, filtered by name. */
export default function UniversityLayer({ query, pick, close, title }: PickerLayerProps<UniversityEntry>) {
  const kind = query.get('kind') ?? '';
  const current = query.get('value') ?? '';
  const universities = useUniversitiesQuery(kind, { skip: !kind, ...NEVER_STALE });
  const [text, setText] = useState('');
  const countId = useId();
  const rows = useMemo(() => (universities.data ?? []).filter((row) => matchesName(row.이름, text)), [universities.data, text]);

  return (
    <Sheet display="full" title={title ?? '대학 검색'} onClose={close}>
      <div role="search" className={styles.searchBar}>
        <SearchIcon size={20} aria-hidden="true" />
        <input
          type="search"
          className={styles.input}
          aria-label="대학 이름"
          aria-describedby={countId}
          placeholder="대학 이름을 입력해 주세요"
          value={text}
          maxLength={100}
          data-autofocus
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      {!kind ? (
        <EmptyState title="대학 목록을 열 수 없습니다." description="증명서 종류를 확인해 주세요." />
      ) : universities.isLoading ? (
        <SkeletonList rows={5} />
      ) : universities.isError ? (
        <EmptyState title="대학 목록을 불러오지 못했습니다." description="잠시 후 다시 시도해 주세요." />
      ) : (
        <>
          <p id={countId} className={styles.count} aria-live="polite">
            {rows.length}개 대학
          </p>
          {rows.length === 0 ? (
            <EmptyState title="검색 결과가 없습니다." description={`대학${kind}증명서를 발급하는 대학에서 찾았습니다.`} />
          ) : (
            <ul className={styles.list}>
              {rows.map((row) => (
                <li key={row.코드}>
                  <button
                    type="button"
                    className={styles.row}
                    aria-current={row.이름 === current ? 'true' : undefined}
                    onClick={() => pick(row)}
                  >
                    <span className={styles.name}>{row.이름}</span>
                    {row.구분 && <span className={styles.meta}>{row.구분}</span>}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Sheet>
  );
}
