// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { getPopups } from '../../src/lib/popup-store';
import { lookupServer, withStore, widgetProps as kitWidgetProps } from '../kit/test-utils';
import type { AcademicRecord, SchoolEntry } from '../kit/lookup-api';
import AcademicInformationLayer from './layer';
import AcademicInformationWidget from './index';

const openPicker = vi.fn();
vi.mock('../../src/lib/picker', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/lib/picker')>()),
  usePicker: () => openPicker,
}));

const SCHOOLS: SchoolEntry[] = [
  { 학교코드: '7010001', 학교명: '서울종로초등학교', 변경된학교명: null, 과정구분: '02', 과정구분명: '초등학교', 자료보유조직코드: '7010001', 교육청코드: 'B10', 행정구역코드: '11110', 폐교여부: false },
  { 학교코드: '7010002', 학교명: '서울종로초등학교분교', 변경된학교명: null, 과정구분: '02', 과정구분명: '초등학교', 자료보유조직코드: '7010002', 교육청코드: 'B10', 행정구역코드: '11110', 폐교여부: false },
];
const RECORD: AcademicRecord = {
  학교코드: '7010001',
  과정구분: '02',
  자료보유조직코드: '7010001',
  학교명: '서울종로초등학교',
  입학일자: '20050302',
  졸업일자: '20110215',
  학적상태: '졸업',
  졸업대장번호: '제2011-87호',
};

const { requests } = lookupServer((url, path) => {
  if (path === '/api/v2/application/info/학교생활기록부초중고/초중고등학교/B10/학적정보') {
    const match = url.searchParams.get('학교코드') === RECORD.학교코드 && url.searchParams.get('과정구분') === '02' && url.searchParams.get('자료보유조직코드') === '7010001';
    return HttpResponse.json({ result: match ? [RECORD] : [] });
  }
  const search = /^\/api\/v2\/application\/info\/[^/]+\/초중고등학교\/B10\/([^/]+)$/.exec(path);
  if (!search) return undefined;
  const found = SCHOOLS.filter((school) => school.학교명.includes(search[1]!));
  return HttpResponse.json({ result: found, totalCount: found.length });
});
afterEach(() => openPicker.mockReset());


describe('academic-information layer', () => {
  it("finds the school's codes, lists the citizen's 학적 there and picks one", async () => {
    const pick = vi.fn();
    withStore(
      <AcademicInformationLayer
        params={{}}
        query={new URLSearchParams({ office: 'B10', school: '서울종로초등학교', application: '학교생활기록부' })}
        formData={{}}
        pick={pick}
        close={vi.fn()}
      />,
    );
    const row = (await screen.findByText('서울종로초등학교')).closest('button')!;
    expect(row).toHaveTextContent('졸업');
    expect(row).toHaveTextContent('초등학교 · 2005.03.02 ~ 2011.02.15 · 제2011-87호');
    const call = requests.find((url) => decodeURIComponent(url.pathname).endsWith('/학적정보'))!;
    expect(Object.fromEntries(call.searchParams)).toEqual({ 학교코드: '7010001', 과정구분: '02', 자료보유조직코드: '7010001' });
    await userEvent.click(row);
    expect(pick).toHaveBeenCalledWith(RECORD);
  });
});

const widgetProps = (formData: Record<string, unknown>, value?: string) =>
  kitWidgetProps({
    name: '학교코드',
    label: '학적 정보',
    edoc: '학교생활기록부',
    value,
    formData,
    options: { educationOfficeField: '교육청', schoolField: '학교명', courseField: '과정구분', orgCodeField: '자료보유조직코드' },
  });

describe('academic-information widget', () => {
  it('asks for the school first', async () => {
    const { props } = widgetProps({ 교육청: 'B10' });
    withStore(<AcademicInformationWidget {...props} />);
    await userEvent.click(screen.getByRole('button', { name: /^학적 정보/ }));
    expect(getPopups().map((popup) => popup.message)).toEqual(['학교를 먼저 선택해 주세요.']);
  });

  it('writes 학교코드, 과정구분 and 자료보유조직코드', async () => {
    openPicker.mockResolvedValue(RECORD);
    const { props, setFields } = widgetProps({ 교육청: 'B10', 학교명: '서울종로초등학교' });
    withStore(<AcademicInformationWidget {...props} />);
    await userEvent.click(screen.getByRole('button', { name: /^학적 정보/ }));
    expect(openPicker).toHaveBeenCalledWith({ office: 'B10', school: '서울종로초등학교', application: '학교생활기록부' });
    await waitFor(() => expect(props.onChange).toHaveBeenCalledWith('7010001'));
    expect(setFields).toHaveBeenCalledWith({ 학교코드: '7010001', 과정구분: '02', 자료보유조직코드: '7010001' });
  });

  it('is cleared with its companions when the school changes', () => {
    const formData = { 교육청: 'B10', 학교명: '서울종로초등학교', 과정구분: '02' };
    const { props, setFields } = widgetProps(formData, '7010001');
    const view = withStore(<AcademicInformationWidget {...props} />);
    expect(screen.getByRole('button', { name: /^학적 정보/ })).toHaveTextContent('초등학교 학적 (학교코드 7010001)');
    view.rerender(<AcademicInformationWidget {...props} registry={{ ...props.registry, formContext: { edoc: '학교생활기록부', formData: { ...formData, 학교명: '종로중학교' }, setFields } }} />);
    expect(props.onChange).toHaveBeenCalledWith(undefined);
    expect(setFields).toHaveBeenCalledWith({ 학교코드: undefined, 과정구분: undefined, 자료보유조직코드: undefined });
  });
});
