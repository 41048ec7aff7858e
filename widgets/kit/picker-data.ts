import { PICKER_FIELD_PARAM } from './picker';

/**
 * Data a widget hands to its picker layer that does not belong in the URL (the choices of the
 * schema, computed ranges). Kept in memory by field id; a deep-linked layer finds none.
 */
const payloads = new Map<string, unknown>();

export function providePickerData(fieldId: string, data: unknown): void {
  payloads.set(fieldId, data);
}

export function pickerDataOf<T>(query: URLSearchParams): T | undefined {
  const field = query.get(PICKER_FIELD_PARAM);
  return field ? (payloads.get(field) as T | undefined) : undefined;
}
