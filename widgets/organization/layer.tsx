import { EmptyState } from '../../src/ui/empty-state';
import { CheckIcon } from '../../src/ui/icons';
import { Sheet } from '../../src/ui/sheet';
import { SkeletonList } from '../../src/ui/skeleton';
import { STATIC_LOOKUP, useJurisdictionSectionsQuery, type JurisdictionSection } from '../kit/lookup-api';
import type { PickerLayerProps } from '../../src/lib/picker';
import styles from './organization.module.scss';

/** The jurisdiction sections (담당과) of one district, grouped by department. */
export default function OrganisationLayer({ query, pick, close, title }: PickerLayerProps<JurisdictionSection>) {
  const district = query.get('district') ?? '';
  const current = query.get('value') ?? '';
  const sections = useJurisdictionSectionsQuery(district, { skip: !district, ...STATIC_LOOKUP });
  const rows = sections.data ?? [];
  const organisations = [...new Set(rows.map((row) => row.기관명))];

  return (
    <Sheet display="full" title={title ?? '담당 기관 선택'} onClose={close}>
      {!district ? (
        <EmptyState title="주소를 먼저 선택해 주세요." />
      ) : sections.isLoading ? (
        <SkeletonList rows={3} />
      ) : sections.isError ? (
        <EmptyState title="담당 기관을 불러오지 못했어요." description="잠시 후 다시 시도해 주세요." />
      ) : rows.length === 0 ? (
        <EmptyState title="이 지역의 담당 기관이 없어요." description="주소를 다시 확인해 주세요." />
      ) : (
        <>
          <p className={styles.intro}>장애인증명서를 발급받을 담당 부서를 선택해 주세요.</p>
          {organisations.map((organisation) => (
            <section key={organisation} className={styles.group} aria-label={organisation}>
              <h3 className={styles.heading}>{organisation}</h3>
              <ul className={styles.list}>
                {rows
                  .filter((row) => row.기관명 === organisation)
                  .map((row) => (
                    <li key={row.담당코드}>
                      <button
                        type="button"
                        className={styles.row}
                        aria-current={row.담당코드 === current ? 'true' : undefined}
                        onClick={() => pick(row)}
                      >
                        <span className={styles.label}>
                          <span className={styles.name}>{row.담당명}</span>
                          <span className={styles.meta}>{row.부서명}</span>
                        </span>
                        {row.담당코드 === current && <CheckIcon size={18} aria-hidden="true" />}
                      </button>
                    </li>
                  ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </Sheet>
  );
}
