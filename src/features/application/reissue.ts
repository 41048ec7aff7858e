import type { CatalogueEntry } from '../../api/types';
import type { Application } from './api';
import { isFailedApplication } from './application-state';

/**
 * Spec 000 §2.3: 'reissue' shows on a failed application whose certificate is still available.
 * The application carries its certificate's path; the catalogue entry of that path decides.
 * Returns the edoc path to apply again at, or null.
 */
export function reissuePath(application: Pick<Application, 'state' | 'path'>, catalogue: readonly CatalogueEntry[]): string | null {
  if (!isFailedApplication(application.state)) return null;
  const entry = application.path ? catalogue.find((item) => item.path === application.path) : undefined;
  return entry?.available ? entry.path : null;
}
