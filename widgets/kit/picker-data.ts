import { PICKER_FIELD_PARAM } from '../../src/lib/picker';

/**
 * Data a widget hands to its picker layer that does not belong in the URL (the choices of the
 * schema, computed ranges), by field id. Kept for the tab's session (sessionStorage), so a
 * reloaded layer URL still has its choices; memory only where storage is unavailable.
 */
const STORAGE_PREFIX = 'jigap.picker:';
const payloads = new Map<string, unknown>();

export function providePickerData(fieldId: string, data: unknown): void {
  payloads.set(fieldId, data);
  try {
    sessionStorage.setItem(STORAGE_PREFIX + fieldId, JSON.stringify(data));
  } catch {
    // Storage full or unavailable: the memory copy serves this page's life.
  }
}

export function pickerDataOf<T>(query: URLSearchParams): T | undefined {
  const field = query.get(PICKER_FIELD_PARAM);
  if (!field) return undefined;
  if (payloads.has(field)) return payloads.get(field) as T;
  try {
    const stored = sessionStorage.getItem(STORAGE_PREFIX + field);
    if (stored === null) return undefined;
    const data = JSON.parse(stored) as T;
    payloads.set(field, data);
    return data;
  } catch {
    return undefined;
  }
}
