import { useId, useMemo, useState } from 'react';
import { nameMatches } from '../../shared/hangul';
import { EmptyState } from '../../src/ui/empty-state';
import { Sheet } from '../../src/ui/sheet';
import { SkeletonList } from '../../src/ui/skeleton';
import { STATIC_LOOKUP, useUniversitiesQuery, type UniversityEntry } from '../kit/lookup-api';
import type { PickerLayerProps } from '../../src/lib/picker';
import { ResultList, SearchField, searchStyles } from '../../src/ui/search-layer';

/** Full-screen university search: the universities issuing this certificate, filtered by name. */
export default function UniversityLayer({ query, pick, close, title }: PickerLayerProps<UniversityEntry>) {
  const certificate = query.get('certificate') ?? '';
  const current = query.get('value') ?? '';
  const universities = useUniversitiesQuery(certificate, { skip: !certificate, ...STATIC_LOOKUP });
  const [text, setText] = useState('');
  const countId = useId();
  const rows = useMemo(() => (universities.data ?? []).filter((row) => nameMatches(row.이름, text)), [universities.data, text]);

  return (
    <Sheet display="full" title={title ?? '대학 검색'} onClose={close}>
      <SearchField label="대학 이름" describedBy={countId} placeholder="대학 이름을 입력해 주세요" value={text} onChange={setText} />
      {!certificate ? (
        <EmptyState title="대학 목록을 열 수 없어요." description="신청서로 돌아가 대학을 다시 선택해 주세요." />
      ) : universities.isLoading ? (
        <SkeletonList rows={5} />
      ) : universities.isError ? (
        <EmptyState title="대학 목록을 불러오지 못했어요." description="잠시 후 다시 시도해 주세요." />
      ) : (
        <>
          <p id={countId} className={searchStyles.count} aria-live="polite">
            {rows.length}개 대학
          </p>
          {rows.length === 0 ? (
            <EmptyState title="검색 결과가 없어요." description={`${certificate} 증명서를 발급받을 수 있는 대학에서 찾았어요. 대학 이름을 다시 확인해 주세요.`} />
          ) : (
            <ResultList rows={rows} rowKey={(row) => row.코드} isCurrent={(row) => row.이름 === current} onPick={pick}>
              {(row) => (
                <>
                  <span className={searchStyles.name}>{row.이름}</span>
                  {row.구분 && <span className={searchStyles.meta}>{row.구분}</span>}
                </>
              )}
            </ResultList>
          )}
        </>
      )}
    </Sheet>
  );
}
