import { describe, expect, it, vi } from 'vitest';
import type { PackageInfo } from './api';
import { papasMessages } from './messages';
import { agreementKinds, collectInputs, runStartFlow, type StartFlowDeps } from './start-flow';
import { disabilityFlow, organisationLabel } from './use-input-steps';

const info = (inputs: PackageInfo['inputs'], inputAlertMessage: string | null = null) => ({ package: 'p', inputs, inputAlertMessage }) as unknown as PackageInfo;
const region = { kind: 'region', edoc: '주민등록표등본', documentName: '주민등록표 등본', sidoField: '시도', sigunguField: '시군구' } as const;
const patriot = { kind: 'patriot-number', edoc: '보훈보상대상자유족확인원', documentName: '보훈보상대상자(유족) 확인원', field: '보훈번호', group: 'reward' } as const;
const disability = {
  kind: 'address-organisation',
  edoc: '장애인증명서',
  documentName: '장애인증명서',
  addressField: '주소',
  districtCodeField: '행정구역코드',
  organisationField: '처리기관',
  departmentCodeField: '부서코드',
} as const;

function deps(over: Partial<StartFlowDeps> = {}): StartFlowDeps & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    info: info([region]),
    joined: true,
    agree: vi.fn(async (types: string[]) => (calls.push(`agree:${types.join('+')}`), true)),
    isGuest: vi.fn(async () => (calls.push('applicable'), false)),
    toSimpleAuth: vi.fn(() => calls.push('simple-auth')),
    alert: vi.fn(async (message: string) => void calls.push(`alert:${message}`)),
    ask: vi.fn(async (step) => (calls.push(`ask:${step.kind}`), step.kind === 'region' ? { 시도: '서울특별시', 시군구: '종로구' } : { 보훈번호: '58-123456' })),
    create: vi.fn((inputs) => calls.push(`create:${JSON.stringify(inputs)}`)),
    createAsGuest: vi.fn((token, inputs) => calls.push(`guest:${token}:${JSON.stringify(inputs)}`)),
    ...over,
  };
}

describe('the automatic start (001 §4.1)', () => {
  it('a new joiner agrees to the new-member terms plus the package terms; an existing member to the package terms only', () => {
    expect(agreementKinds(false)).toEqual(['NEW', 'PAPAS']);
    expect(agreementKinds(true)).toEqual(['PAPAS']);
  });

  it('agreement, the guest check, the region, then creation with the per-application inputs', async () => {
    const d = deps({ joined: false });
    expect(await runStartFlow(d)).toBe('created');
    expect(d.calls).toEqual(['agree:NEW+PAPAS', 'applicable', 'ask:region', 'create:[{"문서종류":"주민등록표등본","시도":"서울특별시","시군구":"종로구"}]']);
  });

  it('closing the agreement stops before anything else', async () => {
    const d = deps({ agree: async () => false });
    expect(await runStartFlow(d)).toBe('cancelled');
    expect(d.calls).toEqual([]);
  });

  it('isGuestGov24 leaves for simple authentication; back with the token, the inputs are asked and the guest package created', async () => {
    const d = deps({ isGuest: async () => true });
    expect(await runStartFlow(d)).toBe('left');
    expect(d.calls).toEqual(['agree:PAPAS', 'simple-auth']);
    const back = deps();
    expect(await runStartFlow(back, 'TOKEN')).toBe('created');
    expect(back.calls).toEqual(['ask:region', 'guest:TOKEN:[{"문서종류":"주민등록표등본","시도":"서울특별시","시군구":"종로구"}]']);
  });

  it('the inputAlertMessage is said once before the inputs; backing out of an input creates nothing', async () => {
    const d = deps({ info: info([region, patriot], '선택해 주세요'), ask: async () => null });
    expect(await collectInputs(d)).toBeNull();
    expect(d.calls).toEqual(['alert:선택해 주세요']);
    const none = deps({ info: info([], '쓰이지 않음') });
    expect(await collectInputs(none)).toEqual([]);
    expect(none.calls).toEqual([]);
  });
});

describe('the disability flow (001 §4.1)', () => {
  const section = { 기관명: '서울특별시 종로구청', 부서명: '장애인복지과', 부서코드: '11110100', 담당명: '장애인복지팀', 담당코드: '11110-01' };
  const address = { 도로명주소: '서울특별시 종로구 세종대로 209', 지번주소: '', 우편번호: '', 건물명: '', 시도: '', 시군구: '', 행정구역코드: '11110' };

  it('address, organisation of its district, confirmation; 취소 returns to the organisation list; the section and department codes are both given (001 §3)', async () => {
    const districts: string[] = [];
    const answers = [false, true];
    const confirms: string[] = [];
    const values = await disabilityFlow(disability, {
      pickAddress: async () => address,
      pickOrganisation: async (district) => (districts.push(district), section),
      confirm: async (a, o) => (confirms.push(`${a}|${o}`), answers.shift() ?? false),
      closed: async () => undefined,
    });
    expect(districts).toEqual(['11110', '11110']);
    expect(confirms[0]).toBe('서울특별시 종로구 세종대로 209|서울특별시 종로구청 장애인복지과 장애인복지팀');
    expect(values).toEqual({ 주소: '서울특별시 종로구 세종대로 209', 행정구역코드: '11110', 처리기관: '11110-01', 부서코드: '11110100' });
  });

  it('closing the address or the organisation list backs out', async () => {
    const base = { confirm: async () => true, closed: async () => undefined };
    expect(await disabilityFlow(disability, { ...base, pickAddress: async () => null, pickOrganisation: async () => section })).toBeNull();
    expect(await disabilityFlow(disability, { ...base, pickAddress: async () => address, pickOrganisation: async () => null })).toBeNull();
  });

  it('the confirmation names the address, the organisation and the certificate', () => {
    expect(papasMessages.disabilityMessage('장애인증명서', '서울특별시 종로구 세종대로 209', organisationLabel(section))).toBe(
      '주소 서울특별시 종로구 세종대로 209, 행정기관 서울특별시 종로구청 장애인복지과 장애인복지팀으로 장애인증명서를 발급 신청할까요?',
    );
    expect(papasMessages.exitMessage('바른카드')).toContain('바른카드로 돌아가요.');
    expect(papasMessages.exitMessage('한빛은행')).toContain('한빛은행으로 돌아가요.');
  });
});
