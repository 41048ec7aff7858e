import type { ActivityCategory } from '../../../shared/activity';
import { ACTIVITY_CATEGORIES } from '../../../shared/activity';
import { useActivityDocumentsQuery, type ActivityPageFilter } from './api';
import { activityMessages as m } from './messages';
import styles from './activity-page.module.scss';

const CATEGORIES = Object.keys(ACTIVITY_CATEGORIES) as ActivityCategory[];

/** The filter: one document (the documents the log names), and one kind of event (radio chips). */
export function ActivityFilterBar({ filter, onChange }: { filter: ActivityPageFilter; onChange: (next: ActivityPageFilter) => void }) {
  const documents = useActivityDocumentsQuery();
  const choices = documents.data ?? [];
  // A document asked for by the address but no longer named by the log still shows as chosen.
  const missing = filter.documentId && !choices.some((document) => document.id === filter.documentId);
  return (
    <section className={styles.filter} aria-label={m.filterLabel}>
      <label className={styles.select}>
        <span className={styles.selectLabel}>{m.documentFilter}</span>
        <select value={filter.documentId ?? ''} onChange={(event) => onChange({ ...filter, documentId: event.target.value || undefined })}>
          <option value="">{m.allDocuments}</option>
          {missing ? <option value={filter.documentId}>{filter.documentId}</option> : null}
          {choices.map((document) => (
            <option key={document.id} value={document.id}>
              {document.name}
            </option>
          ))}
        </select>
      </label>
      <div className={styles.chips} role="radiogroup" aria-label={m.kindFilter}>
        <Chip label={m.allKinds} checked={!filter.category} onCheck={() => onChange({ ...filter, category: undefined })} />
        {CATEGORIES.map((category) => (
          <Chip key={category} label={m.categories[category]} checked={filter.category === category} onCheck={() => onChange({ ...filter, category })} />
        ))}
      </div>
    </section>
  );
}

function Chip({ label, checked, onCheck }: { label: string; checked: boolean; onCheck: () => void }) {
  return (
    <button type="button" role="radio" aria-checked={checked} className={styles.chip} onClick={onCheck}>
      {label}
    </button>
  );
}
