import { useSyncExternalStore } from 'react';
import { folders, previews } from 'virtual:certificate-preview';
import { catalogueRevision, subscribeToCatalogue } from '../../forms/catalogue';

/**
 * The folders of certificates/ as the dev server last sent them. Editing, adding or breaking a
 * folder replaces them through HMR (scripts/vite/certificate-catalogue.ts); the page redraws
 * without a reload, keeping the open cards.
 */
let current = { folders, previews };
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function usePreviewFolders(): typeof current {
  return useSyncExternalStore(subscribe, () => current);
}

/** Changes each time the forms' catalogue changes (src/forms/catalogue.ts): forms load again. */
export function useFormsRevision(): number {
  return useSyncExternalStore(subscribeToCatalogue, catalogueRevision);
}

if (import.meta.hot) {
  import.meta.hot.accept('virtual:certificate-preview', (next) => {
    if (!next) return;
    current = { folders: next.folders as typeof folders, previews: next.previews as typeof previews };
    listeners.forEach((listener) => listener());
  });
}
