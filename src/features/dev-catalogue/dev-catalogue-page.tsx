import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Outlet } from 'react-router';
import type { PreviewFolder } from 'virtual:certificate-preview';
import { usePreviewFolders } from './catalogue-source';
import { FolderPreview } from './folder-preview';
import { PickerFormContext } from './picker-form';
import { devCatalogueMessages as m } from './messages';
import styles from './dev-catalogue-page.module.scss';

/**
 * /dev/catalogue, development only (the route exists when import.meta.env.DEV): every folder of
 * certificates/ for maintainers and reviewers. An opened folder shows its form at phone width
 * filled with its sample, the messages of an empty submit, cert:check's findings and its files;
 * an edit of the folder redraws it at once. `/dev/catalogue#<slug>` opens one folder. The forms'
 * pickers open as layers of this page (`/dev/catalogue/layer/<picker>`, the issue page's layer
 * table mounted by the router), with the data of the form that opened them.
 */
export default function DevCataloguePage() {
  const { folders, previews } = usePreviewFolders();
  // The form last touched: a picker layer reads its data when it opens (as the issue page's outlet gives it).
  const pickerForm = useRef<Record<string, unknown>>({});
  const outletContext = useMemo(
    () => ({
      get formData() {
        return pickerForm.current;
      },
    }),
    [],
  );
  useEffect(() => {
    document.title = m.pageTitle(folders.length);
  }, [folders.length]);
  const [linked] = useState(() => decodeURIComponent(window.location.hash.slice(1)));

  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{m.title(folders.length)}</h1>
      <p className={styles.note}>{m.note}</p>
      <nav aria-label={m.index}>
        <ol className={styles.index}>
          {folders.map((folder) => (
            <li key={folder.slug}>
              <a href={`#${folder.slug}`}>{folder.name ?? folder.slug}</a>
            </li>
          ))}
        </ol>
      </nav>
      <PickerFormContext.Provider value={pickerForm}>
        {folders.map((folder) => {
          const load = previews[folder.slug];
          return load ? <FolderCard key={folder.slug} folder={folder} load={load} initiallyOpen={folder.slug === linked} /> : null;
        })}
      </PickerFormContext.Provider>
      <Suspense fallback={null}>
        <Outlet context={outletContext} />
      </Suspense>
    </main>
  );
}

function FolderCard({ folder, load, initiallyOpen }: { folder: PreviewFolder; load: Parameters<typeof FolderPreview>[0]['load']; initiallyOpen: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  useEffect(() => {
    if (initiallyOpen) document.getElementById(folder.slug)?.scrollIntoView();
  }, [initiallyOpen, folder.slug]);
  return (
    <details id={folder.slug} className={styles.card} open={initiallyOpen} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={styles.summary}>
        {folder.name ? (
          <>
            <strong>{folder.name}</strong> <code>{folder.path}</code> · {folder.issuer} · {folder.applicationType} ·{' '}
          </>
        ) : (
          <>
            <strong className={styles.problem}>{m.unreadable}</strong> ·{' '}
          </>
        )}
        <code>certificates/{folder.slug}</code>
      </summary>
      {open ? <FolderPreview slug={folder.slug} load={load} /> : null}
    </details>
  );
}
