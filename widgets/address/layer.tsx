import { useState } from 'react';
import { Sheet } from '../../src/ui/sheet';
import { STATIC_LOOKUP, useAddressSearchInfiniteQuery, type AddressEntry } from '../kit/lookup-api';
import type { PickerLayerProps } from '../../src/lib/picker';
import { PagedResults, SearchField, SearchNote, searchStyles, usePagedRows } from '../../src/ui/search-layer';
import styles from './address.module.scss';

/** Full-screen address search (000 §5: only with a keyword; §9: 20 a page), road and lot address. */
export default function AddressLayer({ query, pick, close, title }: PickerLayerProps<AddressEntry>) {
  const lot = query.get('type') === 'lot';
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const [empty, setEmpty] = useState(false);
  const search = useAddressSearchInfiniteQuery(keyword, { skip: keyword === '', ...STATIC_LOOKUP });
  const { rows, total } = usePagedRows(search, keyword !== '');

  const submit = () => {
    const trimmed = text.trim();
    setEmpty(trimmed === '');
    if (trimmed) setKeyword(trimmed);
  };

  return (
    <Sheet display="full" title={title ?? '주소 검색'} onClose={close}>
      <SearchField
        label="주소 검색어"
        placeholder="도로명, 건물명 또는 지번"
        value={text}
        onChange={(next) => {
          setText(next);
          setEmpty(false);
        }}
        onSubmit={submit}
        submitLabel="검색"
      />
      {empty ? (
        <SearchNote warning>검색어를 입력해 주세요.</SearchNote>
      ) : (
        !keyword && <SearchNote>예) 세종대로 209, 정부서울청사, 세종로 77-6</SearchNote>
      )}

      {keyword && (
        <PagedResults
          search={search}
          rows={rows}
          total={total}
          loadFailed="주소를 불러오지 못했어요."
          noResult="검색 결과가 없어요."
          noResultHint="도로명과 건물번호, 또는 동과 지번을 확인해 주세요."
          rowKey={(row, index) => `${row.도로명주소}-${index}`}
          onPick={pick}
        >
          {(row) => (
            <>
              <span className={searchStyles.name}>
                {lot ? row.지번주소 : row.도로명주소}
                {row.건물명 && <span className={searchStyles.nameNote}> ({row.건물명})</span>}
              </span>
              <span className={searchStyles.meta}>
                <span className={styles.tag}>{lot ? '도로명' : '지번'}</span>
                {lot ? row.도로명주소 : row.지번주소}
              </span>
              {row.우편번호 && <span className={searchStyles.meta}>우편번호 {row.우편번호}</span>}
            </>
          )}
        </PagedResults>
      )}
    </Sheet>
  );
}
