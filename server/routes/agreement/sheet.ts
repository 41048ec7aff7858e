import type { Agreement, AgreementKind, ReplacementString, Term, TermGroup } from '../../../contracts/generated/api.ts';
import type { TermRecord, TermsRepo } from '../../db/terms.ts';
import { agreementButtons, agreementTitles, defaultReceiverName } from '../../messages.ts';

export interface SheetContext {
  receiverName?: string | undefined;
}

const fill = (text: string, context: SheetContext): string =>
  text.replaceAll('{receiverName}', context.receiverName || defaultReceiverName);

/** `receiverName` → the query value; `receiverName=(주)디지털존` → that fixed value. */
function replacementsOf(term: TermRecord, context: SheetContext): ReplacementString[] {
  if (!term.replacementKeys) return [];
  return term.replacementKeys.split(',').map((entry) => {
    const [key = '', fixed] = entry.split('=');
    const to = fixed ?? (key === 'receiverName' ? context.receiverName || defaultReceiverName : '');
    return { from: `{${key}}`, to };
  });
}

const toTerm = (term: TermRecord, context: SheetContext): Term => ({
  id: term.id,
  title: term.title,
  isRequired: term.isRequired,
  url: term.url,
  termType: term.termType,
  replacementStrings: replacementsOf(term, context),
  isBackButtonVisible: term.isBackButtonVisible,
});

/** Terms in display order, a group standing where its first term stands. */
function itemsOf(terms: TermRecord[], context: SheetContext): (Term | TermGroup)[] {
  const items: (Term | TermGroup)[] = [];
  const groups = new Map<string, TermGroup>();
  for (const record of terms) {
    const term = toTerm(record, context);
    if (record.groupName === null) {
      items.push(term);
      continue;
    }
    const key = `${record.kind}:${record.groupName}`;
    let group = groups.get(key);
    if (!group) {
      group = { groupName: fill(record.groupName, context), isRequired: false, terms: [] };
      groups.set(key, group);
      items.push(group);
    }
    group.terms.push(term);
    group.isRequired ||= term.isRequired;
  }
  return items;
}

function buttonTitleOf(kinds: readonly AgreementKind[]): string {
  // Joining starts the service; re-agreeing to renewed terms is an agreement, and says so.
  if (kinds.includes('NEW')) return agreementButtons.start;
  if (kinds.some((kind) => kind.startsWith('APPLICATION'))) return agreementButtons.applyAfterAuth;
  return agreementButtons.agree;
}

export const uniqueKinds = (kinds: readonly AgreementKind[]): AgreementKind[] => [...new Set(kinds)];

/** Every term of the requested kinds, in the order the kinds were asked for. */
export async function termsOfKinds(terms: TermsRepo, kinds: readonly AgreementKind[]): Promise<TermRecord[]> {
  const lists = await Promise.all(uniqueKinds(kinds).map((kind) => terms.ofKind(kind)));
  return lists.flat();
}

export async function buildSheet(terms: TermsRepo, kinds: readonly AgreementKind[], context: SheetContext): Promise<Agreement> {
  const unique = uniqueKinds(kinds);
  return {
    title: fill(agreementTitles[unique[0] ?? 'NEW'], context),
    buttonTitle: buttonTitleOf(unique),
    items: itemsOf(await termsOfKinds(terms, unique), context),
  };
}

/** A term's title as the user read it, for error messages. */
export const displayTitle = (term: TermRecord, context: SheetContext): string =>
  replacementsOf(term, context).reduce((title, { from, to }) => title.replaceAll(from, to), term.title);
