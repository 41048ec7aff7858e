import { useClickGuard } from '../../lib/click-guard';
import { saveFile } from '../../lib/save-file';
import { Button } from '../../ui/button';
import { activityExportUrl } from './api';
import { exportDay } from './activity-logic';
import { activityMessages as m } from './messages';
import styles from './activity-page.module.scss';

/**
 * The whole log and the held documents as a file, JSON or CSV (UTF-8 with a BOM, for Excel): the
 * wallet's save path (the viewer's), which the messenger's browser hands to the phone's downloads.
 */
export function ExportBar() {
  const guard = useClickGuard();
  const save = (format: 'json' | 'csv') => guard('link', () => saveFile({ url: activityExportUrl(format), fileName: m.exportFileName(exportDay(), format) }));
  return (
    <section className={styles.export} aria-label={m.exportLabel}>
      <p className={styles.exportHint}>{m.exportHint}</p>
      <div className={styles.exportButtons}>
        <Button variant="secondary" onClick={save('csv')}>
          {m.exportCsv}
        </Button>
        <Button variant="secondary" onClick={save('json')}>
          {m.exportJson}
        </Button>
      </div>
    </section>
  );
}
