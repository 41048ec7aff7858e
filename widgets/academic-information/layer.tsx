import { useEffect } from 'react';
import { EmptyState } from '../../src/ui/empty-state';
import { hideLoading, showLoading } from '../../src/ui/loading-overlay';
import { Sheet } from '../../src/ui/sheet';
import { SkeletonList } from '../../src/ui/skeleton';
import { STATIC_LOOKUP, useAcademicRecordsQuery, useSchoolSearchInfiniteQuery, type AcademicRecord, type SchoolEntry } from '../kit/lookup-api';
import type { PickerLayerProps } from '../../src/lib/picker';
import { ResultList, searchStyles } from '../../src/ui/search-layer';
import { isApplicable } from '../kit/school-entry';
import styles from './academic-information.module.scss';
import { COURSE_NAMES, dottedDate as dot } from './courses';

const period = (record: AcademicRecord) => [dot(record.입학일자), dot(record.졸업일자)].filter(Boolean).join(' ~ ');

/**
 * The school-record selection step: the chosen school is looked up in the office's school list
 * (its codes), then the citizen's 학적 there (`학적정보`), and one of them is picked.
 */
export default function AcademicInformationLayer({ query, pick, close, title }: PickerLayerProps<AcademicRecord>) {
  const office = query.get('office') ?? '';
  const school = query.get('school') ?? '';
  const application = query.get('application') ?? '';
  const schools = useSchoolSearchInfiniteQuery({ application, office, keyword: school }, { skip: !office || !school, ...STATIC_LOOKUP });
  const matches = (schools.data?.pages.flatMap((page) => page.items) ?? []).filter(
    (entry) => entry.학교명 === school && isApplicable(entry),
  );

  let body;
  if (!office || !school) body = <EmptyState title="교육청과 학교를 먼저 선택해 주세요." />;
  else if (schools.isLoading) body = <SkeletonList rows={2} />;
  else if (schools.isError) body = <EmptyState title="학교 정보를 불러오지 못했어요." description="잠시 후 다시 시도해 주세요." />;
  else if (matches.length === 0) body = <EmptyState title="학교 정보를 찾을 수 없어요." description="학교를 다시 선택해 주세요." />;
  else
    body = matches.map((entry) => (
      <SchoolRecords key={`${entry.학교코드}-${entry.과정구분}`} office={office} entry={entry} current={query.get('value')} pick={pick} heading={matches.length > 1} />
    ));

  return (
    <Sheet display="bottom" title={title ?? '학적 선택'} onClose={close}>
      <p className={styles.intro}>발급받을 학적을 선택해 주세요.</p>
      {body}
    </Sheet>
  );
}

function SchoolRecords({
  office,
  entry,
  current,
  pick,
  heading,
}: {
  office: string;
  entry: SchoolEntry;
  current: string | null;
  pick: (record: AcademicRecord) => void;
  heading: boolean;
}) {
  const records = useAcademicRecordsQuery({
    office,
    학교코드: entry.학교코드,
    과정구분: entry.과정구분,
    자료보유조직코드: entry.자료보유조직코드,
  });

  // 000 §7: the school-record call shows the loading overlay.
  useEffect(() => {
    if (!records.isFetching) return;
    showLoading();
    return () => hideLoading();
  }, [records.isFetching]);

  const list = records.data ?? [];
  return (
    <section className={styles.group}>
      {heading && (
        <h3 className={styles.heading}>
          {entry.학교명} ({entry.과정구분명})
        </h3>
      )}
      {records.isLoading ? (
        <SkeletonList rows={2} />
      ) : records.isError ? (
        <EmptyState title="학적 정보를 불러오지 못했어요." description="잠시 후 다시 시도해 주세요." />
      ) : list.length === 0 ? (
        <EmptyState title="이 학교의 학적 정보가 없어요." description="학교와 교육청을 다시 확인해 주세요." />
      ) : (
        <ResultList
          rows={list}
          flush
          rowKey={(record, index) => `${record.학교코드}-${record.과정구분}-${index}`}
          isCurrent={(record) => current === record.학교코드}
          onPick={pick}
        >
          {(record) => (
            <>
              <span className={searchStyles.name}>
                {record.학교명}
                {record.학적상태 && <span className={styles.state}>{record.학적상태}</span>}
              </span>
              <span className={`${searchStyles.meta} ${styles.meta}`}>
                {[COURSE_NAMES[record.과정구분], period(record), record.졸업대장번호].filter(Boolean).join(' · ')}
              </span>
            </>
          )}
        </ResultList>
      )}
    </section>
  );
}
