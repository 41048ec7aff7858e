export type PathParams = Record<string, string | number | null | undefined>;

/**
 * `buildPath('/issue/:edoc', { edoc: '가족관계증명서' })`. Spec 000 §5: an empty path
 * parameter when building a route is an error, so a missing or blank value throws rather
 * than producing '/issue/' (which would route somewhere else).
 */
export function buildPath(template: string, params: PathParams = {}): string {
  return template.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params[name];
    const text = value === null || value === undefined ? '' : String(value);
    if (text.trim() === '') throw new Error(`buildPath: empty path parameter "${name}" in ${template}`);
    return encodeURIComponent(text);
  });
}
