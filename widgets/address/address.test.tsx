// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AddressEntry } from '../kit/lookup-api';
import { lookupServer, pagedAnswer, withStore, widgetProps as kitWidgetProps } from '../kit/test-utils';
import AddressLayer from './layer';
import AddressWidget from './index';

const openPicker = vi.fn();
vi.mock('../../src/lib/picker', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/lib/picker')>()),
  usePicker: () => openPicker,
}));

const SEJONG: AddressEntry = {
  도로명주소: '서울특별시 종로구 세종대로 209',
  지번주소: '서울특별시 종로구 세종로 77-6',
  우편번호: '03171',
  건물명: '정부서울청사',
  시도: '서울특별시',
  시군구: '종로구',
  행정구역코드: '11110',
};
// 25 addresses on 테스트로 (two pages) and the government complex.
const ADDRESSES: AddressEntry[] = [
  SEJONG,
  ...Array.from({ length: 25 }, (_, index) => ({
    도로명주소: `부산광역시 중구 테스트로 ${index + 1}`,
    지번주소: `부산광역시 중구 중앙동 ${index + 1}`,
    우편번호: '48900',
    건물명: '',
    시도: '부산광역시',
    시군구: '중구',
    행정구역코드: '26110',
  })),
];

const { requests } = lookupServer((url, path) => {
  if (path !== '/api/v2/application/info/주소/검색') return undefined;
  const keyword = url.searchParams.get('keyword') ?? '';
  return pagedAnswer(url, ADDRESSES.filter((row) => [row.도로명주소, row.지번주소, row.건물명].some((text) => text?.includes(keyword))));
});
afterEach(() => openPicker.mockReset());


function layer(query: Record<string, string> = {}) {
  const pick = vi.fn();
  withStore(<AddressLayer params={{}} query={new URLSearchParams(query)} formData={{}} pick={pick} close={vi.fn()} />);
  return { pick, input: screen.getByRole('searchbox', { name: '주소 검색어' }) };
}

describe('address layer', () => {
  it('does not search without a keyword', async () => {
    const { input } = layer();
    await userEvent.click(screen.getByRole('button', { name: '검색' }));
    expect(screen.getByRole('alert')).toHaveTextContent('검색어를 입력해 주세요.');
    await userEvent.type(input, '   {Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('검색어를 입력해 주세요.');
    // A real keyword next: once its answer shows, a search of the blank ones would have been made before it.
    await userEvent.clear(input);
    await userEvent.type(input, '정부서울청사{Enter}');
    await screen.findByText('서울특별시 종로구 세종대로 209');
    expect(requests.map((url) => url.searchParams.get('keyword'))).toEqual(['정부서울청사']);
  });

  it('searches the keyword and shows the road and lot addresses', async () => {
    const { input, pick } = layer();
    await userEvent.type(input, '정부서울청사{Enter}');
    const row = (await screen.findByText('서울특별시 종로구 세종대로 209')).closest('button')!;
    expect(row).toHaveTextContent('지번서울특별시 종로구 세종로 77-6');
    expect(row).toHaveTextContent('우편번호 03171');
    const url = requests[0]!;
    expect(Object.fromEntries(url.searchParams)).toEqual({ keyword: '정부서울청사', page: '1', size: '20' });
    await userEvent.click(row);
    expect(pick).toHaveBeenCalledWith(SEJONG);
  });

  it('pages 20 at a time', async () => {
    const { input } = layer();
    await userEvent.type(input, '테스트로{Enter}');
    expect(await screen.findByText('검색 결과 25건')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: '더 보기 (20/25)' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(25));
    expect(screen.queryByRole('button', { name: /더 보기/ })).not.toBeInTheDocument();
    expect(requests.map((request) => request.searchParams.get('page'))).toEqual(['1', '2']);
  });

  it('leads with the lot address for addressType lot', async () => {
    const { input } = layer({ type: 'lot' });
    await userEvent.type(input, '세종{Enter}');
    const row = (await screen.findByText('서울특별시 종로구 세종로 77-6')).closest('button')!;
    expect(row).toHaveTextContent('도로명서울특별시 종로구 세종대로 209');
  });
});

const widgetProps = (options: Record<string, unknown>) => kitWidgetProps({ name: '주소', edoc: '장애인증명서', options });

describe('address widget', () => {
  it('writes the road address and the district code', async () => {
    openPicker.mockResolvedValue(SEJONG);
    const { props, setFields } = widgetProps({ districtCodeField: '행정구역코드' });
    withStore(<AddressWidget {...props} />);
    await userEvent.click(screen.getByRole('button', { name: /^주소/ }));
    await waitFor(() => expect(props.onChange).toHaveBeenCalledWith('서울특별시 종로구 세종대로 209'));
    expect(setFields).toHaveBeenCalledWith({ 주소: '서울특별시 종로구 세종대로 209', 행정구역코드: '11110' });
  });

  it('keeps the lot address with addressType lot', async () => {
    openPicker.mockResolvedValue(SEJONG);
    const { props, setFields } = widgetProps({ addressType: 'lot' });
    withStore(<AddressWidget {...props} />);
    await userEvent.click(screen.getByRole('button', { name: /^주소/ }));
    expect(openPicker).toHaveBeenCalledWith({ type: 'lot' });
    await waitFor(() => expect(props.onChange).toHaveBeenCalledWith('서울특별시 종로구 세종로 77-6'));
    expect(setFields).not.toHaveBeenCalled();
  });
});
