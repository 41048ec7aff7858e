// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WidgetProps } from '@rjsf/utils';
import { HttpResponse } from 'msw';
import type { PensionWorkplace } from '../kit/lookup-api';
import { lookupServer, withStore } from '../kit/test-utils';
import WorkplaceLayer from './layer';
import WorkplaceWidget from './index';
import { periodOf } from './workplace-format';

const openPicker = vi.fn();
vi.mock('../../src/lib/picker', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/lib/picker')>()),
  usePicker: () => openPicker,
}));

const WORKPLACES: (PensionWorkplace & { 비고?: string })[] = [
  { 가입자구분: '사업장가입자', 사업장명: '주식회사 한빛소프트웨어', 취득일: '20210301', 상실일: '99991231', 납부자번호: '12345678901', 비고: '서버만 아는 값' },
  { 가입자구분: '사업장가입자', 사업장명: '(주)새봄유통', 취득일: '20180102', 상실일: '20210228', 납부자번호: '22345678901' },
  { 가입자구분: '지역가입자', 사업장명: '지역가입자', 취득일: '20170801', 상실일: '20180101', 납부자번호: '32345678901' },
];

lookupServer((_url, path) => (path === '/api/v2/application/info/국민연금가입내역' ? HttpResponse.json({ result: WORKPLACES }) : undefined));
afterEach(() => openPicker.mockReset());

function layer(query: Record<string, string> = {}, formData: Record<string, unknown> = {}) {
  const pick = vi.fn();
  withStore(<WorkplaceLayer params={{}} query={new URLSearchParams({ name: '사업장', ...query })} formData={formData} pick={pick} close={vi.fn()} />);
  return pick;
}

describe('workplace layer', () => {
  it('shows 99991231 as 현재 and other loss dates as dates', async () => {
    layer();
    const current = (await screen.findByRole('checkbox', { name: /주식회사 한빛소프트웨어/ })).closest('label')!;
    expect(current).toHaveTextContent('2021.03.01 ~ 현재');
    expect(current).not.toHaveTextContent('9999');
    expect(screen.getByRole('checkbox', { name: /\(주\)새봄유통/ }).closest('label')).toHaveTextContent('2018.01.02 ~ 2021.02.28');
    expect(periodOf({ 취득일: '20210301', 상실일: '99991231' })).toBe('2021.03.01 ~ 현재');
  });

  it('requires at least one workplace', async () => {
    const pick = layer();
    await screen.findByRole('checkbox', { name: /주식회사 한빛소프트웨어/ });
    await userEvent.click(screen.getByRole('button', { name: '선택 완료' }));
    expect(screen.getByRole('alert')).toHaveTextContent('사업장을 선택해 주세요.');
    expect(pick).not.toHaveBeenCalled();
  });

  it('picks the checked workplaces as the schema items', async () => {
    const pick = layer();
    await userEvent.click(await screen.findByRole('checkbox', { name: /주식회사 한빛소프트웨어/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /지역가입자 ·/ }));
    await userEvent.click(screen.getByRole('button', { name: '2곳 선택 완료' }));
    expect(pick).toHaveBeenCalledWith([
      { 가입자구분: '사업장가입자', 사업장명: '주식회사 한빛소프트웨어', 취득일: '20210301', 상실일: '99991231', 납부자번호: '12345678901' },
      { 가입자구분: '지역가입자', 사업장명: '지역가입자', 취득일: '20170801', 상실일: '20180101', 납부자번호: '32345678901' },
    ]);
  });

  it('starts from the current selection and selects all', async () => {
    const pick = layer({}, { 사업장: [WORKPLACES[1]] });
    expect(await screen.findByRole('checkbox', { name: /\(주\)새봄유통/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /주식회사 한빛소프트웨어/ })).not.toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: '전체 선택' }));
    await userEvent.click(screen.getByRole('button', { name: '3곳 선택 완료' }));
    expect(pick.mock.calls[0]![0]).toHaveLength(3);
  });
});

describe('workplace widget', () => {
  it('shows the chosen workplaces and stores the picked array', async () => {
    const picked = [WORKPLACES[1], WORKPLACES[2]];
    openPicker.mockResolvedValue(picked);
    const onChange = vi.fn();
    const props = {
      id: 'root_사업장',
      name: '사업장',
      label: '사업장',
      value: [{ ...WORKPLACES[0], 비고: undefined }],
      required: true,
      disabled: false,
      readonly: false,
      rawErrors: ['사업장을 선택해 주세요.'],
      schema: { type: 'array' },
      uiSchema: {},
      options: {},
      onChange,
      registry: { formContext: { edoc: '국민연금가입자가입증명', formData: {}, setFields: vi.fn() } },
    } as unknown as WidgetProps;
    withStore(<WorkplaceWidget {...props} />);
    const button = screen.getByRole('button', { name: /^사업장/ });
    expect(button).toHaveTextContent('주식회사 한빛소프트웨어');
    expect(screen.getByRole('list', { name: '선택한 사업장' })).toHaveTextContent('2021.03.01 ~ 현재');
    expect(screen.getByRole('alert')).toHaveTextContent('사업장을 선택해 주세요.');
    await userEvent.click(button);
    expect(openPicker).toHaveBeenCalledWith({ name: '사업장', selected: '12345678901/20210301' });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(picked));
  });
});
