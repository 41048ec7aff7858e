import { describe, expect, it } from 'vitest';
import { checkValidity } from './check-validity.ts';

const layout = (value: string) => JSON.stringify({ sections: [{ type: 'fields', rows: [{ label: '증명서 유효기간', value }] }] });
const messages = (manifest: Record<string, unknown>, text: string | undefined) => checkValidity('x', manifest, text).map((p) => `${p.file} ${p.field ?? ''} ${p.message}`);

describe('cert:check: the validity is one value, stated by the manifest and printed from it', () => {
  it('a stated validity printed through {issue.validity} passes; so does a certificate that states and prints none', () => {
    expect(messages({ validity: { days: 30 } }, layout('{issue.validity}'))).toEqual([]);
    expect(messages({ validity: { months: 3 } }, layout('{issue.validUntil|dateKo}까지'))).toEqual([]);
    expect(messages({}, layout('{form.사용용도}'))).toEqual([]);
  });

  it('a stated validity the document does not print is named on the manifest', () => {
    expect(messages({ validity: { days: 30 } }, layout('{form.사용용도}'))).toEqual([expect.stringMatching(/^certificate\.json validity the document does not print it/)]);
  });

  it('a layout printing a validity the manifest does not state would print blank', () => {
    expect(messages({}, layout('{issue.validity}'))).toEqual([expect.stringMatching(/^document\.json .*certificate\.json states no "validity"/)]);
  });

  it('a validity written in words in the layout is refused, stated or not', () => {
    expect(messages({ validity: { days: 30 } }, layout('발급일로부터 30일'))).toEqual([
      expect.stringMatching(/^document\.json .*writes a validity in words/),
      expect.stringMatching(/^certificate\.json validity the document does not print it/),
    ]);
    expect(messages({}, layout('발급일로부터 3 개월'))).toEqual([expect.stringMatching(/writes a validity in words/)]);
  });
});
