import type { Term, TermGroup } from '../../api/types';

/** The agreement screen's rules as pure functions (spec 000 §2.3, §5), tested without React. */
export type AgreementItem = Term | TermGroup;

export const isGroup = (item: AgreementItem): item is TermGroup => 'terms' in item && Array.isArray(item.terms);

export function allTerms(items: readonly AgreementItem[]): Term[] {
  return items.flatMap((item) => (isGroup(item) ? item.terms : [item]));
}

/** A term inside a required group counts as required too. */
export function requiredTermIds(items: readonly AgreementItem[]): string[] {
  return items.flatMap((item) =>
    isGroup(item) ? item.terms.filter((term) => term.isRequired || item.isRequired).map((term) => term.id) : item.isRequired ? [item.id] : [],
  );
}

/** The submit button is enabled only when every required term, including those in groups, is checked. */
export function canSubmit(items: readonly AgreementItem[], checked: ReadonlySet<string>): boolean {
  return requiredTermIds(items).every((id) => checked.has(id));
}

export function isAllChecked(items: readonly AgreementItem[], checked: ReadonlySet<string>): boolean {
  const ids = allTerms(items).map((term) => term.id);
  return ids.length > 0 && ids.every((id) => checked.has(id));
}

export function toggleAll(items: readonly AgreementItem[], checked: ReadonlySet<string>): Set<string> {
  return isAllChecked(items, checked) ? new Set() : new Set(allTerms(items).map((term) => term.id));
}

export function toggleGroup(group: TermGroup, checked: ReadonlySet<string>): Set<string> {
  const next = new Set(checked);
  const all = group.terms.every((term) => checked.has(term.id));
  for (const term of group.terms) {
    if (all) next.delete(term.id);
    else next.add(term.id);
  }
  return next;
}

export function toggleTerm(id: string, checked: ReadonlySet<string>): Set<string> {
  const next = new Set(checked);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

export function applyReplacements(text: string, replacements: readonly { from: string; to: string }[] | undefined): string {
  return (replacements ?? []).reduce((result, { from, to }) => result.split(from).join(to), text);
}

export function submission(items: readonly AgreementItem[], checked: ReadonlySet<string>) {
  return allTerms(items).map((term) => ({ id: term.id, isAgreed: checked.has(term.id) }));
}
