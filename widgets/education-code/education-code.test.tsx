// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { lookupServer, withStore, widgetProps as kitWidgetProps } from '../kit/test-utils';
import EducationCodeLayer from './layer';
import EducationCodeWidget from './index';

const openPicker = vi.fn();
vi.mock('../../src/lib/picker', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/lib/picker')>()),
  usePicker: () => openPicker,
}));

const OFFICES = [
  { code: 'B10', name: '서울특별시교육청', sidoCode: '11', sidoName: '서울특별시' },
  { code: 'C10', name: '부산광역시교육청', sidoCode: '26', sidoName: '부산광역시' },
  { code: 'J10', name: '경기도교육청', sidoCode: '41', sidoName: '경기도' },
];
const { paths: requests } = lookupServer((_url, path) => (path === '/api/v2/application/info/교육청' ? HttpResponse.json({ result: OFFICES }) : undefined));
afterEach(() => openPicker.mockReset());


const widgetProps = (value?: string, options: Record<string, unknown> = {}) =>
  kitWidgetProps({ name: '교육청', label: '시·도 교육청', placeholder: '교육청 선택', edoc: '학교생활기록부', value, options });

describe('education-code', () => {
  it('lists the offices and marks the current one', async () => {
    const pick = vi.fn();
    // Each row has its own key, though an office is a record (not a string).
    const errors = vi.spyOn(console, 'error');
    withStore(<EducationCodeLayer params={{}} query={new URLSearchParams({ value: 'C10' })} formData={{}} pick={pick} close={vi.fn()} />);
    expect(await screen.findByRole('radio', { name: '서울특별시교육청' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: '부산광역시교육청' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: '경기도교육청' }));
    expect(pick).toHaveBeenCalledWith(OFFICES[2]);
    expect(errors.mock.calls.map((call) => String(call[0]))).not.toContainEqual(expect.stringContaining('same key'));
    errors.mockRestore();
  });

  it('shows the office name of the stored code', async () => {
    const { props } = widgetProps('B10');
    withStore(<EducationCodeWidget {...props} />);
    await waitFor(() => expect(screen.getByRole('button', { name: /^시·도 교육청/ })).toHaveTextContent('서울특별시교육청'));
  });

  it('stores the picked code, and the name where nameField says', async () => {
    openPicker.mockResolvedValue(OFFICES[1]);
    const { props, setFields } = widgetProps(undefined, { nameField: '교육청명' });
    withStore(<EducationCodeWidget {...props} />);
    expect(screen.getByRole('button', { name: /^시·도 교육청/ })).toHaveTextContent('교육청 선택');
    expect(requests).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: /^시·도 교육청/ }));
    await waitFor(() => expect(props.onChange).toHaveBeenCalledWith('C10'));
    expect(setFields).toHaveBeenCalledWith({ 교육청: 'C10', 교육청명: '부산광역시교육청' });
  });
});
