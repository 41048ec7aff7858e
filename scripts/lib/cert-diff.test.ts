import { describe, expect, it } from 'vitest';
import { changedCertificates, diffCertificate, diffForms, diffLayouts, renderCatalogueDiff, type CertificateSnapshot } from './cert-diff.ts';

const choice = (pairs: [string, string][]) => ({ oneOf: pairs.map(([c, t]) => ({ const: c, title: t })) });

const before = {
  type: 'object',
  required: ['대학', '증명서종류'],
  properties: {
    대학: { type: 'string', title: '대학', maxLength: 100 },
    학번필요: { type: 'boolean', title: '학번 필요 여부' },
    증명서종류: { type: 'string', title: '증명서 종류', ...choice([['일반', '일반'], ['상세', '상세'], ['특정', '특정증명서']]) },
    사용용도: { type: 'string', title: '발급 용도', maxLength: 100 },
    메모: { type: 'string', title: '메모', maxLength: 100 },
  },
};
const after = {
  type: 'object',
  required: ['대학', '증명서종류', '사용용도'],
  properties: {
    대학: { type: 'string', title: '대학', maxLength: 50 },
    학번필요: { type: 'boolean', title: '학번 필요 여부' },
    증명서종류: { type: 'string', title: '증명서 종류', ...choice([['일반', '일반'], ['상세', '상세증명서'], ['요약', '요약증명서']]) },
    사용용도: { type: 'string', title: '사용 용도', maxLength: 100 },
  },
  allOf: [
    {
      if: { properties: { 학번필요: { const: true } }, required: ['학번필요'] },
      then: { properties: { 학번: { type: 'string', title: '학번', maxLength: 30, pattern: '^[A-Za-z0-9-]*$' } }, required: ['학번'] },
    },
  ],
};
const uiBefore = { 'ui:order': ['대학', '학번필요', '증명서종류', '사용용도', '메모'], 대학: { 'ui:widget': 'university' }, 사용용도: { 'ui:widget': 'issue-purpose' } };
const uiAfter = { 'ui:order': ['대학', '학번필요', '학번', '사용용도', '증명서종류'], 대학: { 'ui:widget': 'university' }, 사용용도: { 'ui:widget': 'reason', 'ui:help': '제출처를 고르세요' } };

describe('diffForms: what changed for the citizen between two schema versions', () => {
  const lines = diffForms(before, after, uiBefore, uiAfter);

  it('names fields added, with their condition, and fields removed', () => {
    expect(lines).toContain('➕ Field **학번** (`학번`) added: required when 학번 필요 여부 = true; shown when 학번 필요 여부 = true; pattern `^[A-Za-z0-9-]*$`; max length `30`');
    expect(lines).toContain('➖ Field **메모** (`메모`) removed');
  });

  it('says when a field became required or optional', () => {
    expect(lines).toContain('❗ **사용 용도** (`사용용도`) is now required (was optional)');
    expect(diffForms(after, before)).toContain('❗ **발급 용도** (`사용용도`) is now optional (was required)');
  });

  it('shows label changes', () => {
    expect(lines).toContain('✏️ Label of `사용용도`: "발급 용도" → "사용 용도"');
  });

  it('lists choices added, removed and relabelled', () => {
    expect(lines).toContain('🔘 Choices of **증명서 종류** (`증명서종류`): added "요약증명서" (`요약`); removed "특정증명서" (`특정`); relabelled `상세` "상세" → "상세증명서"');
  });

  it('shows widget, validation, help text and order changes', () => {
    expect(lines).toContain('🧩 Widget of **사용 용도** (`사용용도`): `issue-purpose` → `reason`');
    expect(lines).toContain('📏 Validation of **대학** (`대학`): max length `100` → `50`');
    expect(lines).toContain('💬 Help text of **사용 용도** (`사용용도`): (none) → "제출처를 고르세요"');
    expect(lines).toContain('↕️ Field order: 대학, 학번필요, 증명서종류, 사용용도 → 대학, 학번필요, 사용용도, 증명서종류');
  });

  it('says nothing when nothing changed', () => {
    expect(diffForms(after, structuredClone(after), uiAfter, structuredClone(uiAfter))).toEqual([]);
  });

  it('sees a field move from always shown to conditional', () => {
    const conditional = { type: 'object', properties: { 발급형태: { type: 'string', title: '발급 형태' } }, allOf: [{ if: { properties: { 발급형태: { const: '선택발급' } } }, then: { properties: { 메모: before.properties.메모 } } }] };
    const always = { type: 'object', properties: { 발급형태: { type: 'string', title: '발급 형태' }, 메모: before.properties.메모 } };
    expect(diffForms(always, conditional)).toContain('👁️ **메모** (`메모`) is now shown only when 발급 형태 = 선택발급 (was always shown)');
  });

  it('follows fields inside array items', () => {
    const items = (pattern: string) => ({ type: 'object', properties: { 사업장: { type: 'array', title: '사업장', items: { type: 'object', properties: { 납부자번호: { type: 'string', title: '납부자번호', pattern } } } } } });
    expect(diffForms(items('^[0-9]{11}$'), items('^[0-9]{10,11}$'))).toEqual(['📏 Validation of **납부자번호** (`사업장[].납부자번호`): pattern `^[0-9]{11}$` → `^[0-9]{10,11}$`']);
  });
});

describe('diffCertificate and renderCatalogueDiff', () => {
  const manifest = { name: '납세증명서', path: '납세증명서', issuer: '국세청', applicationType: 'NORMAL', available: true, personalData: ['성명', '주소'], keywords: ['국세'], guide: 'a' };
  const snap = (m: Record<string, unknown>, schema: Record<string, unknown> = before, uiSchema: Record<string, unknown> = uiBefore): CertificateSnapshot => ({ manifest: m, schema, uiSchema });

  it('reports manifest changes the citizen sees', () => {
    const lines = diffCertificate(snap(manifest), snap({ ...manifest, available: false, personalData: ['성명', '전화번호'], guide: 'b' }));
    expect(lines).toEqual(['📋 Available: `true` → `false`', '📋 Guide text (certificate info page) changed', '🔒 Personal data collected (privacy policy): added "전화번호"; removed "주소"']);
  });

  it('renders added and removed certificates and skips unchanged ones as markdown', () => {
    const md = renderCatalogueDiff(
      new Map([['national-tax-paid', snap(manifest)], ['old', snap({ ...manifest, name: '옛 증명서', path: '옛증명서' })]]),
      new Map([['national-tax-paid', snap(manifest)], ['new', snap({ ...manifest, name: '새 증명서', path: '새증명서' })]]),
      'main',
      'working tree',
    );
    expect(md).toContain('## Certificate changes for citizens (main → working tree)');
    expect(md).toContain('2 certificate(s) changed, 1 added, 1 removed.');
    expect(md).toContain('### 새 증명서 (`new` · `/issue/새증명서`)\n\n- 🆕 New certificate (NORMAL, 국세청) with 5 field(s): 대학 (required), 학번 필요 여부 (optional), 증명서 종류 (required), 발급 용도 (optional), 메모 (optional)');
    expect(md).toContain('### 옛 증명서 (`old` · `/issue/옛증명서`)\n\n- 🗑️ Certificate removed');
    expect(md).not.toContain('national-tax-paid');
  });

  it('says so when nothing changed', () => {
    const same = new Map([['a', snap(manifest)]]);
    expect(renderCatalogueDiff(same, same, 'HEAD', 'working tree')).toContain('No changes a citizen would see.');
  });

  it('--visual: each changed certificate shows its form before and after, as images beside the markdown', () => {
    const beforeMap = new Map([['national-tax-paid', snap(manifest)], ['old', snap({ ...manifest, name: '옛 증명서', path: '옛증명서' })], ['same', snap(manifest)]]);
    const afterMap = new Map([['national-tax-paid', snap(manifest, after, uiAfter)], ['new', snap({ ...manifest, name: '새 증명서', path: '새증명서' })], ['same', snap(manifest)]]);
    expect(changedCertificates(beforeMap, afterMap)).toEqual(['national-tax-paid', 'new', 'old']);
    const md = renderCatalogueDiff(
      beforeMap,
      afterMap,
      'main',
      'working tree',
      new Map([
        [
          'national-tax-paid',
          {
            before: 'national-tax-paid.before.png',
            after: 'national-tax-paid.after.png',
            documentBefore: 'national-tax-paid.document.before.png',
            documentAfter: 'national-tax-paid.document.after.png',
          },
        ],
        ['new', { after: 'new.after.png' }],
      ]),
    );
    expect(md).toContain(
      '| Form: main | Form: working tree |\n|---|---|\n| ![Form, main](national-tax-paid.before.png) | ![Form, working tree](national-tax-paid.after.png) |',
    );
    expect(md).toContain(
      '| Document: main | Document: working tree |\n|---|---|\n| ![Document, main](national-tax-paid.document.before.png) | ![Document, working tree](national-tax-paid.document.after.png) |',
    );
    expect(md).toContain('| — | ![Form, working tree](new.after.png) |');
    expect(md.split('### 옛 증명서')[1]).not.toContain('|---|');
  });
});

describe('diffLayouts: what changed in the issued document (document.json)', () => {
  const layout: Record<string, unknown> & { sections: Record<string, unknown>[] } = {
    title: '주민등록표',
    subtitle: '( 등 본 )',
    meta: [{ label: '발급일시', value: '{issue.dateTime}' }],
    sections: [
      { type: 'fields', heading: '인적 사항', rows: [{ label: '성명', value: '{record.person.name}' }, { label: '주소', value: '{record.person.address}' }] },
      { type: 'table', heading: '세대 구성원', source: 'record.household.members', columns: [{ header: '성명', value: '{item.name}' }] },
      { type: 'seal', statement: '위 등본의 내용과 틀림없음을 증명합니다.', authority: '{issue.issuerName}' },
    ],
  };
  const changed: typeof layout = {
    ...layout,
    title: '주민등록표(개정)',
    sections: [
      { type: 'fields', heading: '인적 사항', rows: [{ label: '성명', value: '{record.person.name}' }, { label: '현 주소', value: '{record.person.address}' }] },
      { type: 'table', heading: '세대 구성원', source: 'record.household.members', columns: [{ header: '성명', value: '{item.name}' }, { header: '전입일', value: '{item.movedInAt|date}' }] },
      { type: 'text', heading: '유의 사항', text: '이 등본은 전자문서입니다.' },
      layout.sections[2]!,
    ],
  };

  it('names the title, rows, columns and sections added, removed and changed, as the PDF reads them', () => {
    const lines = diffLayouts(layout, changed);
    expect(lines).toContain('📄 Document: title: `주민등록표` → `주민등록표(개정)`');
    expect(lines).toContain('📄 Document: section "인적 사항" › row "현 주소" added');
    expect(lines).toContain('📄 Document: section "인적 사항" › row "주소" removed');
    expect(lines).toContain('📄 Document: section "세대 구성원" › column "전입일" added');
    expect(lines).toContain('📄 Document: section "유의 사항" added');
    expect(lines, lines.join("\n")).toHaveLength(5);
  });

  it('a layout-only change is a change a citizen would see', () => {
    const snapshot = (document: typeof layout) => ({ manifest: { name: '주민등록표 등본', path: '주민등록표등본' }, schema: { type: 'object', properties: {} }, uiSchema: {}, layout: document });
    const md = renderCatalogueDiff(new Map([['copy', snapshot(layout)]]), new Map([['copy', snapshot(changed)]]), 'HEAD', 'working tree');
    expect(md).toContain('### 주민등록표 등본');
    expect(md).toContain('section "유의 사항" added');
    expect(diffLayouts(layout, layout)).toEqual([]);
    expect(diffLayouts(undefined, layout)).toEqual(['📄 Document layout added (document.json)']);
  });
});
