/** The issue form's data for the session (spec: restored when the citizen comes back), by edoc. */
const keyOf = (edoc: string) => `jigap:issue-form:${edoc}`;

export function loadFormData(edoc: string): Record<string, unknown> | undefined {
  try {
    const text = sessionStorage.getItem(keyOf(edoc));
    const data: unknown = text ? JSON.parse(text) : undefined;
    return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export function saveFormData(edoc: string, data: Record<string, unknown>): void {
  try {
    sessionStorage.setItem(keyOf(edoc), JSON.stringify(data));
  } catch {
    // Storage full or disabled: the form still works, it just is not restored.
  }
}

export function clearFormData(edoc: string): void {
  try {
    sessionStorage.removeItem(keyOf(edoc));
  } catch {
    // ignore
  }
}
