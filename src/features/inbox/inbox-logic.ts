import { nameMatches } from '../../../shared/hangul';
import type { InboxDocument } from '../../../contracts/generated/api';
import { EXPIRY_WARNING_DAYS } from '../../lib/dates';

/** Spec 000 §9: the inbox selection holds at most 10. */
export const MAX_SELECTION = 10;

/** Spec 000 §3: "Issuer groups hold a data array of documents". */
export interface IssuerGroup {
  issuerName: string;
  data: InboxDocument[];
}

/** Groups in the order their newest document comes (the list is newest first), documents kept in order. */
export function groupByIssuer(documents: readonly InboxDocument[]): IssuerGroup[] {
  const groups = new Map<string, IssuerGroup>();
  for (const document of documents) {
    const group = groups.get(document.issuerName) ?? { issuerName: document.issuerName, data: [] };
    group.data.push(document);
    groups.set(document.issuerName, group);
  }
  return [...groups.values()];
}

/** A document in its last days (000 §9's warning: 10 days or fewer, the expiry day included), not yet expired. */
export const isExpiringSoon = (document: Pick<InboxDocument, 'remainingDays'>): boolean =>
  document.remainingDays >= 0 && document.remainingDays <= EXPIRY_WARNING_DAYS;

/** A group of the inbox list: 만료 임박 (what is about to expire, soonest first), or an issuer's documents. */
export interface InboxGroup {
  key: string;
  title: string;
  expiring: boolean;
  data: InboxDocument[];
}

/** 만료 임박 first, so nothing expires unnoticed; then the rest by issuer (groupByIssuer). */
export function groupInbox(documents: readonly InboxDocument[]): InboxGroup[] {
  const expiring = documents.filter(isExpiringSoon).sort((a, b) => a.remainingDays - b.remainingDays);
  const rest = groupByIssuer(documents.filter((document) => !isExpiringSoon(document)));
  return [
    ...(expiring.length > 0 ? [{ key: 'expiring', title: EXPIRING_GROUP_TITLE, expiring: true, data: expiring }] : []),
    ...rest.map((group) => ({ key: `issuer:${group.issuerName}`, title: group.issuerName, expiring: false, data: group.data })),
  ];
}

/** The heading of the first group (the words). */
export const EXPIRING_GROUP_TITLE = '만료 임박';

/** Spec 000 §5: case-normalised substring matching (shared/hangul.ts) over the name and the issuer; an empty query keeps all. */
export function matchesSearch(document: Pick<InboxDocument, 'name' | 'issuerName'>, query: string): boolean {
  return nameMatches(document.name, query) || nameMatches(document.issuerName, query);
}

export type SelectionChange = { selection: string[]; refused: false } | { selection: string[]; refused: true };

/** Checking adds (an 11th is refused), unchecking removes. */
export function toggleSelection(selection: readonly string[], id: string, checked: boolean, max = MAX_SELECTION): SelectionChange {
  if (!checked) return { selection: selection.filter((selected) => selected !== id), refused: false };
  if (selection.includes(id)) return { selection: [...selection], refused: false };
  if (selection.length >= max) return { selection: [...selection], refused: true };
  return { selection: [...selection, id], refused: false };
}

/** My-data documents came through a partner's package (the public my-data flow of 001 §2.1). */
export const isMyData = (document: Pick<InboxDocument, 'packageId'>): boolean => document.packageId !== null;

/** Spec 000 §5: paid or my-data certificates cannot be shared. */
export const isShareable = (document: Pick<InboxDocument, 'isPaid' | 'packageId'>): boolean => !document.isPaid && !isMyData(document);

/** Spec 000 §5, 001 §4.2: a document whose remainingSubmissionCount is 0 cannot be submitted (null: no limit). */
export const isSubmittable = (document: Pick<InboxDocument, 'remainingSubmissionCount'>): boolean => document.remainingSubmissionCount !== 0;
