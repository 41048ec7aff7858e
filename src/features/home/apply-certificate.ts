import { useNavigate } from 'react-router';
import type { CatalogueEntry } from '../../api/types';
import { useWalletState } from '../../api/session-api';
import { paths } from '../../config/paths';
import { useOpenLayer } from '../../lib/layer-navigation';
import { showToast } from '../../ui/toast-store';
import { homeMessages } from './messages';

/** The row's maintenance label, or null when the certificate can be applied for. */
export function unavailableLabel(entry: Pick<CatalogueEntry, 'available' | 'maintenanceType'>): string | null {
  if (entry.maintenanceType && entry.maintenanceType !== 'NONE') {
    return homeMessages.maintenanceLabel[entry.maintenanceType] ?? entry.maintenanceType;
  }
  return entry.available ? null : homeMessages.unavailable;
}

/** The list's order: popularity (1 first), then the Korean name order. */
export const byPopularity = (a: CatalogueEntry, b: CatalogueEntry) =>
  (a.popularityOrder ?? Number.MAX_SAFE_INTEGER) - (b.popularityOrder ?? Number.MAX_SAFE_INTEGER) ||
  (a.displayNameOrder ?? 0) - (b.displayNameOrder ?? 0);

/**
 * Pressing a certificate: joined users go to its form; others accept the NEW agreement first,
 * which then continues to the form (`next`). `replaceLayer` puts the agreement in place of the
 * current layer (the search layer), so closing it returns to the tab.
 */
export function useApplyCertificate(): (entry: CatalogueEntry, options?: { replaceLayer?: boolean }) => void {
  const joined = useWalletState().data?.joined ?? false;
  const navigate = useNavigate();
  const openLayer = useOpenLayer();
  return (entry, options = {}) => {
    const label = unavailableLabel(entry);
    if (label) {
      showToast(homeMessages.unavailableReason(label));
      return;
    }
    // The form of a certificate; EXTERNAL_CHANNELING ones too (the issue page shows the court guide).
    const target = paths.issue.getHref(entry.path);
    if (joined) navigate(target);
    else openLayer('agreement', { types: 'NEW', path: paths.home.getHref('apply'), next: target }, { replace: options.replaceLayer ?? false });
  };
}
