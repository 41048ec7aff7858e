// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WidgetProps } from '@rjsf/utils';
import { HttpResponse } from 'msw';
import { getPopups } from '../../src/lib/popup-store';
import { lookupServer, withStore, widgetProps as kitWidgetProps } from '../kit/test-utils';
import type { JurisdictionSection } from '../kit/lookup-api';
import OrganisationLayer from './layer';
import OrganisationWidget from './index';

const openPicker = vi.fn();
vi.mock('../../src/lib/picker', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/lib/picker')>()),
  usePicker: () => openPicker,
}));

const SECTIONS: Record<string, JurisdictionSection[]> = {
  '11110': [
    { 기관명: '서울특별시 종로구청', 부서명: '장애인복지과', 부서코드: '11110100', 담당명: '장애인복지팀', 담당코드: '11110-01' },
    { 기관명: '서울특별시 종로구청', 부서명: '장애인복지과', 부서코드: '11110100', 담당명: '장애인지원팀', 담당코드: '11110-02' },
  ],
  '26110': [{ 기관명: '부산광역시 중구청', 부서명: '복지정책과', 부서코드: '26110200', 담당명: '장애인복지팀', 담당코드: '26110-01' }],
};

const { paths: requests } = lookupServer((_url, path) => {
  const code = /^\/api\/v2\/application\/info\/행정처리기관\/장애인증명서\/(\d{5})$/.exec(path)?.[1];
  return code ? HttpResponse.json({ result: SECTIONS[code] ?? [] }) : undefined;
});
afterEach(() => openPicker.mockReset());


function layer(district: string) {
  const pick = vi.fn();
  withStore(<OrganisationLayer params={{}} query={new URLSearchParams({ district })} formData={{}} pick={pick} close={vi.fn()} />);
  return pick;
}

describe('organisation layer', () => {
  it.each([
    ['11110', '서울특별시 종로구청', ['장애인복지팀장애인복지과', '장애인지원팀장애인복지과']],
    ['26110', '부산광역시 중구청', ['장애인복지팀복지정책과']],
  ])('lists the sections of district %s', async (district, organisation, rows) => {
    layer(district);
    expect(await screen.findByRole('heading', { name: organisation })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(rows);
    expect(requests).toEqual([`/api/v2/application/info/행정처리기관/장애인증명서/${district}`]);
  });

  it('says so when the district has none', async () => {
    layer('99999');
    expect(await screen.findByText('이 지역의 담당 기관이 없어요.')).toBeInTheDocument();
  });

  it('picks a section', async () => {
    const pick = layer('11110');
    await userEvent.click(await screen.findByRole('button', { name: /장애인지원팀/ }));
    expect(pick).toHaveBeenCalledWith(SECTIONS['11110']![1]);
  });
});

const widgetProps = (formData: Record<string, unknown>, value?: string, options: Record<string, unknown> = {}) =>
  kitWidgetProps({ name: '처리기관', edoc: '장애인증명서', value, formData, options: { districtCodeField: '행정구역코드', ...options } });

describe('organisation widget', () => {
  it('asks for the address first', async () => {
    const { props } = widgetProps({});
    withStore(<OrganisationWidget {...props} />);
    await userEvent.click(screen.getByRole('button', { name: /^처리기관/ }));
    expect(getPopups().map((popup) => popup.message)).toEqual(['주소를 먼저 선택해 주세요.']);
    expect(openPicker).not.toHaveBeenCalled();
  });

  it('stores the section code and the named companions', async () => {
    openPicker.mockResolvedValue(SECTIONS['11110']![0]);
    const { props, setFields } = widgetProps({ 행정구역코드: '11110' }, undefined, {
      departmentField: '부서명',
      departmentCodeField: '부서코드',
      sectionField: '담당명',
    });
    withStore(<OrganisationWidget {...props} />);
    await userEvent.click(screen.getByRole('button', { name: /^처리기관/ }));
    expect(openPicker).toHaveBeenCalledWith({ district: '11110' });
    await waitFor(() => expect(props.onChange).toHaveBeenCalledWith('11110-01'));
    expect(setFields).toHaveBeenCalledWith({ 처리기관: '11110-01', 부서명: '장애인복지과', 부서코드: '11110100', 담당명: '장애인복지팀' });
  });

  it('shows the chosen section by name and is cleared when the district changes', async () => {
    const { props } = widgetProps({ 행정구역코드: '11110' }, '11110-02');
    const view = withStore(<OrganisationWidget {...props} />);
    await waitFor(() => expect(screen.getByRole('button', { name: /^처리기관/ })).toHaveTextContent('장애인복지과 장애인지원팀'));
    expect(props.onChange).not.toHaveBeenCalled();
    const next = { ...props, registry: { formContext: { edoc: '장애인증명서', formData: { 행정구역코드: '26110' }, setFields: vi.fn() } } } as WidgetProps;
    view.rerender(<OrganisationWidget {...next} />);
    expect(props.onChange).toHaveBeenCalledWith(undefined);
  });
});
