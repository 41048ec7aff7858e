import type { FastifyInstance } from 'fastify';
import type { DistributionItem, PresentationRecord } from '../../../contracts/generated/api.ts';
import { withDeletions, type RecordBody } from './records.ts';

/** One page of 보낸/받은 내역 with the citizen's presentations among the documents. */
export interface MixedPage {
  result: (RecordBody | PresentationRecord)[];
  totalCount: number;
}

/**
 * Two lists, each newest first, as one: by their times (14 digits, Korea time, so they compare as
 * text); a document and a presentation of the same second keep the document first.
 */
export function newestFirst(documents: readonly DistributionItem[], presentations: readonly PresentationRecord[]): (DistributionItem | PresentationRecord)[] {
  const merged: (DistributionItem | PresentationRecord)[] = [];
  let [d, p] = [0, 0];
  while (d < documents.length || p < presentations.length) {
    const document = documents[d];
    const presentation = presentations[p];
    if (document && (!presentation || document.distributedAt >= presentation.presentedAt)) merged.push(documents[d++]!);
    else merged.push(presentations[p++]!);
  }
  return merged;
}

/**
 * 보낸 내역 as the wallet shows it (`presentations=true`): the records of documents sent and
 * received and the presentations made, in one list newest first, paged like the spec's list. Each
 * source is read up to the end of the page asked for (a citizen's records are few: pages are
 * shallow), merged, and cut to the page; the total is both counts.
 */
export async function withPresentations(app: FastifyInstance, userId: string, page: { limit: number; offset: number }): Promise<MixedPage> {
  const upTo = { limit: page.offset + page.limit, offset: 0 };
  const documents = await app.repos.distributions.list(userId, upTo, Date.now());
  const presentations = await app.presentations.holder.records(userId, upTo);
  const shown = newestFirst(documents.items, presentations.items).slice(page.offset, page.offset + page.limit);
  const bodies = await withDeletions(app, shown.filter((item): item is DistributionItem => item.type !== 'PRESENTED'));
  return {
    result: shown.map((item) => (item.type === 'PRESENTED' ? item : bodies.shift()!)),
    totalCount: documents.totalCount + presentations.totalCount,
  };
}
