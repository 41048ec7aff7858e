import type { DocumentModel } from './resolve.ts';

/** Every string a resolved document shows (title, meta, each block's labels, values, rows and seal). */
export function shownStrings(model: DocumentModel): string[] {
  const out = [model.title, model.subtitle ?? '', ...model.meta.flatMap((m) => [m.label, m.value])];
  for (const block of model.blocks) {
    if (block.kind === 'fields') out.push(...block.rows.flatMap((r) => [r.label, r.value]), block.heading ?? '', block.empty ?? '');
    if (block.kind === 'table') out.push(...block.columns.map((c) => c.header), ...block.rows.flat(), ...(block.total ?? []), block.heading ?? '', block.empty ?? '');
    if (block.kind === 'text') out.push(block.text);
    if (block.kind === 'seal') out.push(block.statement ?? '', block.date, block.authority);
  }
  return out.filter((s) => s.trim() !== '');
}
