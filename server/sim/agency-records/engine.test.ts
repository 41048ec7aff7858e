import { describe, expect, it } from 'vitest';
import { factsFor, mergeFacts, recordOf, type AgencyFacts, type Asker } from './engine.ts';
import { agencyFactsProblems } from './facts-file.ts';
import { agencyRecordOf, sharedFacts } from './index.ts';

const asker = (userId: string, form: Record<string, unknown> = {}, holderName = '김민준'): Asker => ({ userId, holderName, form });
const source = (facts: AgencyFacts, name = 'pet-registration') => ({ name, facts });
const read = (facts: AgencyFacts, who: Asker) => factsFor(source(facts), who) as Record<string, unknown>;
const strangers = Array.from({ length: 40 }, (_, i) => `user-${i}`);

describe('agency facts: a persona’s own record, or everyone’s', () => {
  const facts: AgencyFacts = { records: { citizen: { pet: { name: '보리' } }, '*': { pet: { name: '초코' } } } };

  it('a listed persona reads their own facts; anyone else reads "*"', () => {
    expect(read(facts, asker('citizen'))).toEqual({ pet: { name: '보리' } });
    expect(read(facts, asker('receiver'))).toEqual({ pet: { name: '초코' } });
    expect(read(facts, asker('someone-new'))).toEqual({ pet: { name: '초코' } });
  });

  it('an id that is a property of every object (constructor, __proto__) is no persona: it reads "*"', () => {
    expect(read(facts, asker('constructor'))).toEqual({ pet: { name: '초코' } });
    expect(read(facts, asker('__proto__'))).toEqual({ pet: { name: '초코' } });
  });

  it('a file without "*" holds nothing for the personas it does not list', () => {
    expect(read({ records: { citizen: { pet: { name: '보리' } } } }, asker('receiver'))).toEqual({});
  });
});

describe('agency facts: rules', () => {
  const made = (rule: unknown, who = asker('citizen')) => read({ records: { '*': { value: rule } } }, who).value;

  it('$pick chooses one of the values, the same for the same persona every time, and varies between personas', () => {
    const rule = { $pick: ['초코', '보리', '콩이', '두부'] };
    expect(made(rule)).toBe(made(rule));
    const chosen = new Set(strangers.map((id) => made(rule, asker(id))));
    expect(chosen.size).toBeGreaterThan(1);
    for (const value of chosen) expect(rule.$pick).toContain(value);
  });

  it('$pattern fills # with digits and @ with capital letters, keeping everything else', () => {
    const values = strangers.map((id) => made({ $pattern: '410-####-@@' }, asker(id)) as string);
    for (const value of values) expect(value).toMatch(/^410-\d{4}-[A-Z]{2}$/);
    expect(new Set(values).size).toBeGreaterThan(30);
  });

  it('$int and $date stay within their bounds, both included, and reach both ends', () => {
    const ints = strangers.map((id) => made({ $int: [1, 3] }, asker(id)) as number);
    expect(new Set(ints)).toEqual(new Set([1, 2, 3]));
    const dates = strangers.map((id) => made({ $date: ['20240228', '20240301'] }, asker(id)) as string);
    expect(new Set(dates)).toEqual(new Set(['20240228', '20240229', '20240301']));
  });

  it('two rules in one file draw apart: the same persona does not get the same digits twice', () => {
    const facts = read({ records: { '*': { a: { $pattern: '########' }, b: { $pattern: '########' } } } }, asker('citizen'));
    expect(facts.a).not.toBe(facts.b);
  });

  it('per: varies by a value of the application instead of the persona (a register kept by address)', () => {
    const rule = { $pattern: '####-####', per: 'form.소재지' };
    const here = { 소재지: '서울특별시 중구 세종대로 110' };
    expect(made(rule, asker('citizen', here))).toBe(made(rule, asker('receiver', here)));
    expect(made(rule, asker('citizen', here))).not.toBe(made(rule, asker('citizen', { 소재지: '부산광역시 연제구 중앙대로 1001' })));
  });

  it('$template reads the application: form values and the holder’s name', () => {
    expect(made({ $template: '{issue.holderName}의 {form.대학} 기록' }, asker('citizen', { 대학: '서울대학교' }))).toBe('김민준의 서울대학교 기록');
  });

  it('$if takes document.json’s conditions; $switch picks the case the value names, else its default', () => {
    const rule = { $if: { field: 'form.대학', equals: '서울대학교' }, then: '재학', else: '기록 없음' };
    expect(made(rule, asker('citizen', { 대학: '서울대학교' }))).toBe('재학');
    expect(made(rule, asker('citizen', { 대학: '연세대학교' }))).toBe('기록 없음');
    const register = { $switch: 'form.소재지', cases: { 종로: '본인 소유' }, default: { $pattern: '##-##' } };
    expect(made(register, asker('citizen', { 소재지: '종로' }))).toBe('본인 소유');
    expect(made(register, asker('citizen', { 소재지: '강남' }))).toMatch(/^\d\d-\d\d$/);
  });

  it('$use stands for the file’s definition; one that is not there names itself', () => {
    const facts: AgencyFacts = { records: { '*': { a: { $use: 'office' }, b: [{ $use: 'office' }] } }, definitions: { office: { $template: '{form.시군구}청' } } };
    expect(read(facts, asker('citizen', { 시군구: '종로구' }))).toEqual({ a: '종로구청', b: ['종로구청'] });
    expect(() => read({ records: { '*': { a: { $use: 'missing' } } } }, asker('citizen'))).toThrow('pet-registration: a: no definition "missing"');
  });

  it('rules nest: a picked value may hold rules of its own, resolved for the same persona', () => {
    const value = made({ $pick: [{ number: { $pattern: '###' }, holder: { $template: '{issue.holderName}' } }] }) as Record<string, unknown>;
    expect(value).toMatchObject({ number: expect.stringMatching(/^\d{3}$/), holder: '김민준' });
  });
});

describe('agency facts: several files read as one record', () => {
  it('later files are laid over earlier ones: objects key by key, lists entry by entry, the later value where both have one', () => {
    expect(mergeFacts({ a: 1, list: [{ x: 1 }, { x: 2 }], keep: true }, { a: 2, list: [{ y: 1 }] })).toEqual({ a: 2, list: [{ x: 1, y: 1 }, { x: 2 }], keep: true });
    const merged = recordOf([source({ records: { '*': { person: { name: '갑' }, pet: { name: '초코' } } } }, 'shared'), source({ records: { '*': { pet: { breed: '푸들' } } } })], asker('x'));
    expect(merged).toEqual({ person: { name: '갑' }, pet: { name: '초코', breed: '푸들' } });
  });

  it('a certificate’s facts sit beside the shared ones: the person from the shared file, the pet from the folder', () => {
    const record = agencyRecordOf(asker('citizen'), source({ records: { '*': { pet: { name: '초코' } } } })) as { person: { name: string }; pet: { name: string } };
    expect(record.person.name).toBe('김민준');
    expect(record.pet.name).toBe('초코');
  });
});

describe('agency facts files are checked against schemas/agency-facts.schema.json', () => {
  it('accepts the smallest whole file, and the shared file', () => {
    expect(agencyFactsProblems({ records: { '*': { pet: { name: '초코' } } } })).toEqual([]);
    expect(agencyFactsProblems(sharedFacts().facts)).toEqual([]);
  });

  it.each([
    ['no records', {}, '/', "must have required property 'records'"],
    ['a rule that is not one', { records: { '*': { pet: { $random: 3 } } } }, '/records/*/pet', '"$random" is no rule ($pick, $pattern, $int, $date, $template, $if, $switch, $use)'],
    ['a fact named like a rule', { records: { '*': { $pet: 1 } } }, '/records/*', '"$pet" is no rule'],
    ['an $int without its bounds', { records: { '*': { age: { $int: [3] } } } }, '/records/*/age', '$int is written { "$int": [min, max] } (whole numbers)'],
    ['a $date that is no date', { records: { '*': { at: { $date: ['2024-01-01', '20241231'] } } } }, '/records/*/at', '$date is written { "$date": ["YYYYMMDD", "YYYYMMDD"] }'],
    ['an $if without else', { records: { '*': { a: { $if: { field: 'form.x', equals: 1 }, then: 1 } } } }, '/records/*/a', '$if is written'],
    ['a persona id that is no id', { records: { 'Not An Id': {} } }, '/records', '"Not An Id" is no persona id'],
  ])('refuses %s, saying where and how it is written', (_, value, pointer, message) => {
    expect(agencyFactsProblems(value)).toEqual([{ pointer, message: expect.stringContaining(message) }]);
    expect(agencyFactsProblems(value)[0]!.message).toMatch(/^does not match schemas\/agency-facts\.schema\.json: /);
  });
});
