import type { DocumentLayout } from './layout.ts';
import { issueFacts, renderDocumentPdf } from './render.ts';
import { warmUpTexts } from './texts.ts';

/** The warm-up document's fixed facts. */
const ISSUED_AT = '2026-01-01T00:00:00.000Z';
const DOCUMENT_NUMBER = 'JG-2026-00000000';

/** Every kind of section a certificate's layout has: fields, a table with a total, a paragraph, the seal. */
function warmUpLayout(): DocumentLayout {
  const l = warmUpTexts.labels;
  return {
    title: '{issue.name}',
    meta: [{ label: l.issuedAt, value: '{issue.dateTime}' }],
    sections: [
      {
        type: 'fields',
        columns: 2,
        rows: [
          { label: l.name, value: '{record.person.name}' },
          { label: l.rrn, value: '{record.person.rrn|rrnMasked}' },
          { label: l.address, value: '{record.person.address}', wide: true },
        ],
      },
      {
        type: 'table',
        heading: warmUpTexts.heading,
        source: 'record.items',
        totalLabel: l.total,
        columns: [
          { header: l.month, value: '{item.month|yearMonth}', width: 1 },
          { header: l.item, value: '{item.item}', width: 3 },
          { header: l.amount, value: '{item.amount|money}', width: 2, align: 'right', sum: 'item.amount' },
        ],
      },
      { type: 'text', style: 'note', text: warmUpTexts.note },
      { type: 'seal', statement: warmUpTexts.statement, authority: '{issue.issuerName}' },
    ],
  };
}

/**
 * A document drawn by the issuers' renderer — its fonts, its frame, its kind of PDF — from made-up
 * words (no one's data, no certificate's), unsigned. The issue's progress sheet has pdf.js open it
 * and draw its first page while the agency works (src/ui/pdf/pdf-loader.ts, warmPdf): the worker
 * then reads the issued document with its code already compiled and its kind of font already met.
 */
export function renderWarmUpDocument(): Promise<Buffer> {
  const t = warmUpTexts;
  return renderDocumentPdf({
    layout: warmUpLayout(),
    form: {},
    record: { person: { name: t.holder, rrn: t.rrn, address: t.address }, items: t.items },
    issue: issueFacts({ documentNumber: DOCUMENT_NUMBER, issuedAt: ISSUED_AT, issuerName: t.issuer, name: t.title, holderName: t.holder, validity: null }),
  });
}
