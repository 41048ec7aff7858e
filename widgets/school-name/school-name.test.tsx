// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WidgetProps } from '@rjsf/utils';
import { getPopups } from '../../src/lib/popup-store';
import type { SchoolEntry } from '../kit/lookup-api';
import { lookupServer, pagedAnswer, withStore, widgetProps as kitWidgetProps } from '../kit/test-utils';
import SchoolNameLayer from './layer';
import SchoolNameWidget from './index';
import { isApplicable } from '../kit/school-entry';

const openPicker = vi.fn();
vi.mock('../../src/lib/picker', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/lib/picker')>()),
  usePicker: () => openPicker,
}));

const school = (name: string, code: string, extra: Partial<SchoolEntry> = {}): SchoolEntry => ({
  학교코드: code,
  학교명: name,
  변경된학교명: null,
  과정구분: '04',
  과정구분명: '고등학교',
  자료보유조직코드: code,
  교육청코드: 'B10',
  행정구역코드: '11110',
  폐교여부: false,
  ...extra,
});

// 45 schools matching '서울', plus a renamed pair and a closed school matching '종로'.
const SCHOOLS: SchoolEntry[] = [
  ...Array.from({ length: 45 }, (_, index) => school(`서울${String(index + 1).padStart(2, '0')}고등학교`, `70${String(index).padStart(5, '0')}`)),
  school('종로상업고등학교', '', { 변경된학교명: '종로정보고등학교', 자료보유조직코드: '' }),
  school('종로정보고등학교', '7010032'),
  school('종로서초등학교', '7010034', { 과정구분: '02', 과정구분명: '초등학교', 자료보유조직코드: 'B100000', 폐교여부: true }),
];

const { requests } = lookupServer((url, path) => {
  const parts = path.split('/').slice(5); // [신청서명, 초중고등학교, office, keyword]
  if (parts[1] !== '초중고등학교' || parts.length !== 4) return undefined;
  const [, , office, keyword] = parts as [string, string, string, string];
  return pagedAnswer(url, SCHOOLS.filter((entry) => entry.교육청코드 === office && entry.학교명.includes(keyword)));
});
afterEach(() => {
  openPicker.mockReset();
  vi.useRealTimers();
});

function layer(query: Record<string, string>, pick = vi.fn()) {
  withStore(<SchoolNameLayer params={{}} query={new URLSearchParams(query)} formData={{}} pick={pick} close={vi.fn()} />);
  return pick;
}

const popupMessages = () => getPopups().map((popup) => popup.message);

describe('school rules', () => {
  it('refuses an entry with an empty field other than 변경된학교명', () => {
    expect(isApplicable(SCHOOLS[0]!)).toBe(true);
    expect(isApplicable(SCHOOLS[45]!)).toBe(false); // former name: no 학교코드 / 자료보유조직코드
    expect(isApplicable(SCHOOLS[46]!)).toBe(true); // current name (변경된학교명 null)
    expect(isApplicable(school('이름만', '7000001', { 과정구분: '' }))).toBe(false);
  });
});

describe('school-name layer', () => {
  it('asks for the office first and does not search without it', async () => {
    layer({ application: '학교생활기록부' });
    expect(screen.getByRole('alert')).toHaveTextContent('교육청을 먼저 선택해 주세요.');
    expect(screen.getByRole('searchbox', { name: '학교 이름' })).toBeDisabled();
    expect(requests).toHaveLength(0);
  });

  it('needs two characters and waits 800 ms after the last keystroke', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    layer({ office: 'B10', application: '학교생활기록부' });
    const input = screen.getByRole('searchbox', { name: '학교 이름' });

    await user.type(input, '서');
    expect(screen.getByRole('alert')).toHaveTextContent('두 글자 이상 입력해 주세요.');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(requests).toHaveLength(0);

    await user.type(input, '울');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(700));
    expect(requests).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(100));
    await waitFor(() => expect(requests).toHaveLength(1));
    const url = requests[0]!;
    expect(decodeURIComponent(url.pathname)).toBe('/api/v2/application/info/학교생활기록부/초중고등학교/B10/서울');
    expect(url.searchParams.get('page')).toBe('1');
    expect(url.searchParams.get('size')).toBe('20');
    expect(await screen.findByText('서울01고등학교')).toBeInTheDocument();
  });

  it('pages 20 at a time with load more', async () => {
    const user = userEvent.setup();
    layer({ office: 'B10' });
    await user.type(screen.getByRole('searchbox', { name: '학교 이름' }), '서울{Enter}');
    expect(await screen.findByText('검색 결과 45건')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(20);

    await user.click(screen.getByRole('button', { name: '더 보기 (20/45)' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(40));
    await user.click(screen.getByRole('button', { name: '더 보기 (40/45)' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(45));
    expect(screen.queryByRole('button', { name: /더 보기/ })).not.toBeInTheDocument();
    expect(requests.map((url) => url.searchParams.get('page'))).toEqual(['1', '2', '3']);
  });

  it('searches at once on Enter', async () => {
    const user = userEvent.setup();
    layer({ office: 'B10' });
    await user.type(screen.getByRole('searchbox', { name: '학교 이름' }), '종로{Enter}');
    expect(await screen.findByText('검색 결과 3건')).toBeInTheDocument();
  });

  it('marks renamed and closed schools, and refuses the former name', async () => {
    const user = userEvent.setup();
    const pick = layer({ office: 'B10' });
    await user.type(screen.getByRole('searchbox', { name: '학교 이름' }), '종로{Enter}');
    const former = (await screen.findByText('종로상업고등학교')).closest('button')!;
    expect(former).toHaveTextContent('현재 학교명 종로정보고등학교');
    const current = screen.getByText('종로정보고등학교', { selector: 'span' }).closest('button')!;
    expect(current).toHaveTextContent('종로정보고등학교 (구 종로상업고등학교)');
    const closed = screen.getByText('종로서초등학교').closest('button')!;
    expect(closed).toHaveTextContent('폐교');

    await user.click(former);
    expect(popupMessages()).toEqual(['변경된 학교명으로 신청해 주세요.']);
    expect(pick).not.toHaveBeenCalled();

    await user.click(closed);
    expect(pick).toHaveBeenCalledWith(expect.objectContaining({ 학교명: '종로서초등학교', 자료보유조직코드: 'B100000' }));
  });

  it('says so when nothing matches', async () => {
    const user = userEvent.setup();
    layer({ office: 'C10' });
    await user.type(screen.getByRole('searchbox', { name: '학교 이름' }), '서울{Enter}');
    expect(await screen.findByText('검색 결과가 없어요.')).toBeInTheDocument();
  });
});

const widgetProps = (formData: Record<string, unknown>, value?: string) =>
  kitWidgetProps({ name: '학교명', edoc: '학교생활기록부', placeholder: '학교 이름 2자 이상 검색', value, formData, options: { educationOfficeField: '교육청' } }).props;

describe('school-name widget', () => {
  it('asks for the office first', async () => {
    const props = widgetProps({});
    withStore(<SchoolNameWidget {...props} />);
    await userEvent.click(screen.getByRole('button', { name: /^학교명/ }));
    expect(popupMessages()).toEqual(['교육청을 먼저 선택해 주세요.']);
    expect(openPicker).not.toHaveBeenCalled();
  });

  it('opens the search for the office and keeps the picked name', async () => {
    openPicker.mockResolvedValue(SCHOOLS[46]);
    const props = widgetProps({ 교육청: 'B10' });
    withStore(<SchoolNameWidget {...props} />);
    await userEvent.click(screen.getByRole('button', { name: /^학교명/ }));
    expect(openPicker).toHaveBeenCalledWith({ office: 'B10', application: '학교생활기록부' });
    await waitFor(() => expect(props.onChange).toHaveBeenCalledWith('종로정보고등학교'));
  });

  it('clears the school when the office changes', () => {
    const props = widgetProps({ 교육청: 'B10' }, '종로정보고등학교');
    const view = withStore(<SchoolNameWidget {...props} />);
    expect(props.onChange).not.toHaveBeenCalled();
    const next = { ...props, registry: { formContext: { edoc: '학교생활기록부', formData: { 교육청: 'C10' }, setFields: vi.fn() } } } as WidgetProps;
    view.rerender(<SchoolNameWidget {...next} />);
    expect(props.onChange).toHaveBeenCalledWith(undefined);
  });
});
