import { CERTIFICATE_FILES, MASK, maskingField } from '../../../server/catalogue/index.ts';
import { documentModel } from '../../../server/issuance/document/render.ts';
import { sampleDocumentInput } from '../../../server/sim/sample-document.ts';
import { shownStrings } from '../../../server/issuance/document/shown-strings.ts';
import { sharedFacts, type AgencyFacts } from '../../../server/sim/agency-records/index.ts';
import { lookAlikeIdentifiers } from '../../../server/sim/agency-records/world-rules.ts';
import type { FolderRule } from './types.ts';

/** A resident number with its back digits. */
const FULL_RESIDENT_NUMBER = /\d{6}-[1-8]\d{6}/;

/**
 * A form that offers 뒷자리표기안함 gets it: with that choice the document shows no resident number
 * with its back digits, and the holder's number, where the document shows it, still shows masked
 * (the option hides the digits, it does not drop the line).
 */
export const displayOptionHonoured: FolderRule = ({ slug, raw, schema }) => {
  const option = schema && raw.files.sample && raw.files.layout ? maskingField(schema) : undefined;
  if (!option) return [];
  const { field } = option;
  // An identifier the facts declare a look-alike (a ship's number) is no resident number to mask.
  const files = [sharedFacts().facts, ...(raw.files.agency ? [raw.files.agency as unknown as AgencyFacts] : [])];
  const shown = (value: unknown) => {
    try {
      const input = sampleDocumentInput(raw.dir, { formData: { ...raw.files.sample, [field]: value } });
      const text = shownStrings(documentModel(input)).join('\n');
      return lookAlikeIdentifiers(input.record, files).reduce((rest, lookAlike) => rest.replaceAll(lookAlike, ''), text);
    } catch {
      return undefined; // a layout that cannot be drawn is documentReads' problem
    }
  };
  const masked = shown(MASK);
  const plain = shown(option.shows);
  if (masked === undefined || plain === undefined) return [];
  const problems = [];
  const fix = `show resident numbers with "|rrn" and give document.json an "rrnMasked" condition ({ "field": "form.${field}", "equals": "${MASK}" })`;
  const full = FULL_RESIDENT_NUMBER.exec(masked);
  if (full) problems.push({ slug, file: CERTIFICATE_FILES.layout, field: 'rrnMasked', message: `with ${field} = ${MASK} the document still shows "${full[0]}" with its back digits: ${fix}` });
  const holder = FULL_RESIDENT_NUMBER.exec(plain)?.[0];
  if (holder && !full && !masked.includes(`${holder.slice(0, 6)}-*******`)) {
    problems.push({ slug, file: CERTIFICATE_FILES.layout, field: 'rrnMasked', message: `with ${field} = ${MASK} the document drops "${holder}" instead of masking it (${holder.slice(0, 6)}-*******): ${fix}` });
  }
  return problems;
};
