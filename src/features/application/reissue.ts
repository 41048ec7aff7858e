import type { CatalogueEntry } from '../../api/types';
import type { Application } from './api';
import { isFailedApplication } from './application-state';

const normalize = (name: string) => name.normalize('NFC').replace(/\s+/g, '').toLowerCase();

/**
 * Spec 000 §2.3: 'reissue' shows on a failed application whose certificate is still available.
 * Returns the edoc path to apply again at, or null.
 */
export function reissuePath(application: Application, catalogue: readonly CatalogueEntry[]): string | null {
  if (!isFailedApplication(application.state ?? application.applicationState)) return null;
  const entry =
    (application.path ? catalogue.find((item) => item.path === application.path) : undefined) ??
    catalogue.find((item) => normalize(item.name) === normalize(application.name) || normalize(item.path) === normalize(application.name));
  return entry?.available ? entry.path : null;
}
