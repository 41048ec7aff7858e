import { useState } from 'react';
import { Button } from '../../src/ui/button';
import { Checkbox } from '../../src/ui/checkbox';
import { EmptyState } from '../../src/ui/empty-state';
import { Sheet } from '../../src/ui/sheet';
import { SkeletonList } from '../../src/ui/skeleton';
import { usePensionWorkplacesQuery, type PensionWorkplace } from '../kit/lookup-api';
import type { PickerLayerProps } from '../../src/lib/picker';
import { isWorkplaceList, periodOf, toValue, WORKPLACE_REQUIRED, workplaceKey } from './workplace-format';
import styles from './workplace.module.scss';

/** The selection the widget had: its keys in the query, else its value in the form snapshot. */
function initialKeys(query: URLSearchParams, formData: Record<string, unknown>): Set<string> {
  const keys = query.get('selected');
  if (keys) return new Set(keys.split(','));
  const name = query.get('name');
  const value = name ? formData[name] : undefined;
  return new Set(isWorkplaceList(value) ? value.map(workplaceKey) : []);
}

/** Multi-select of the citizen's pension workplaces (국민연금가입내역); at least one. */
export default function WorkplaceLayer({ query, formData, pick, close, title }: PickerLayerProps<PensionWorkplace[]>) {
  const workplaces = usePensionWorkplacesQuery();
  const [chosen, setChosen] = useState(() => initialKeys(query, formData));
  const [error, setError] = useState(false);
  const rows = workplaces.data ?? [];

  const toggle = (key: string, on: boolean) => {
    setError(false);
    setChosen((previous) => {
      const next = new Set(previous);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  };
  const toggleAll = (on: boolean) => {
    setError(false);
    setChosen(new Set(on ? rows.map(workplaceKey) : []));
  };

  const confirm = () => {
    const picked = rows.filter((row) => chosen.has(workplaceKey(row))).map(toValue);
    if (picked.length === 0) {
      setError(true);
      return;
    }
    pick(picked);
  };

  const count = rows.filter((row) => chosen.has(workplaceKey(row))).length;
  return (
    <Sheet
      display="full"
      title={title ?? '사업장 선택'}
      onClose={close}
      footer={
        rows.length > 0 ? (
          <Button block onClick={confirm}>
            {count > 0 ? `${count}곳 선택 완료` : '선택 완료'}
          </Button>
        ) : undefined
      }
    >
      {workplaces.isLoading ? (
        <SkeletonList rows={4} />
      ) : workplaces.isError ? (
        <EmptyState title="가입 내역을 불러오지 못했어요." description="잠시 후 다시 시도해 주세요." />
      ) : rows.length === 0 ? (
        <EmptyState title="국민연금 가입 내역이 없어요." description="가입 내역은 국민연금공단에 확인해 주세요." />
      ) : (
        <WorkplaceList rows={rows} chosen={chosen} error={error} onToggle={toggle} onToggleAll={toggleAll} />
      )}
    </Sheet>
  );
}

interface WorkplaceListProps {
  rows: PensionWorkplace[];
  chosen: Set<string>;
  error: boolean;
  onToggle: (key: string, on: boolean) => void;
  onToggleAll: (on: boolean) => void;
}

/** 전체 선택, a check per workplace (its name, kind and period), and the error when none is chosen. */
function WorkplaceList({ rows, chosen, error, onToggle, onToggleAll }: WorkplaceListProps) {
  const allChosen = rows.length > 0 && rows.every((row) => chosen.has(workplaceKey(row)));
  return (
    <div className={styles.body}>
      <p className={styles.intro}>증명서에 표시할 사업장을 하나 이상 선택해 주세요.</p>
      <div className={styles.all}>
        <Checkbox checked={allChosen} onChange={onToggleAll} label="전체 선택" size="lg" />
      </div>
      <ul className={styles.list}>
        {rows.map((row) => {
          const key = workplaceKey(row);
          return (
            <li key={key} className={styles.item}>
              <Checkbox
                checked={chosen.has(key)}
                onChange={(on) => onToggle(key, on)}
                label={
                  <span className={styles.label}>
                    <span className={styles.name}>{row.사업장명}</span>
                    <span className={styles.meta}>
                      {row.가입자구분} · {periodOf(row)}
                    </span>
                  </span>
                }
              />
            </li>
          );
        })}
      </ul>
      {error && (
        <p className={styles.error} role="alert">
          {WORKPLACE_REQUIRED}
        </p>
      )}
    </div>
  );
}
