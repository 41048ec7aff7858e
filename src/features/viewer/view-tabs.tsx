import { vcMessages } from './messages';
import styles from './view-tabs.module.scss';

export type ViewerView = 'pdf' | 'vc';

export interface ViewTabsProps {
  view: ViewerView;
  onChange: (view: ViewerView) => void;
}

const VIEWS: [ViewerView, string][] = [
  ['pdf', vcMessages.pdfView],
  ['vc', vcMessages.vcView],
];

/** The viewer's two views: the issued PDF (증명서) and the credential the wallet holds (전자증명 (VC)). */
export function ViewTabs({ view, onChange }: ViewTabsProps) {
  return (
    <div className={styles.tabs} role="tablist" aria-label={vcMessages.viewsLabel}>
      {VIEWS.map(([value, label]) => (
        <button key={value} type="button" role="tab" aria-selected={view === value} className={styles.tab} onClick={() => onChange(value)}>
          {label}
        </button>
      ))}
    </div>
  );
}
