// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureStore } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import type { ReactNode } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { baseApi } from '../../src/api/base-api';
import EducationCodeLayer from './layer';
import EducationCodeWidget from './index';

const openPicker = vi.fn();
vi.mock('../kit/picker', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../kit/picker')>()),
  usePicker: () => openPicker,
}));

const OFFICES = [
  { code: 'B10', name: '서울특별시교육청', sidoCode: '11', sidoName: '서울특별시' },
  { code: 'C10', name: '부산광역시교육청', sidoCode: '26', sidoName: '부산광역시' },
  { code: 'J10', name: '경기도교육청', sidoCode: '41', sidoName: '경기도' },
];
const requests: string[] = [];
const server = setupServer(
  http.get('*/api/v2/application/info/*', ({ request }) => {
    const path = decodeURIComponent(new URL(request.url).pathname);
    requests.push(path);
    if (path === '/api/v2/application/info/교육청') return HttpResponse.json({ result: OFFICES });
    return HttpResponse.json({ code: 'NOT_FOUND' }, { status: 404 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  requests.length = 0;
  openPicker.mockReset();
});
afterAll(() => server.close());

function withStore(ui: ReactNode) {
  const store = configureStore({ reducer: { api: baseApi.reducer }, middleware: (getDefault) => getDefault().concat(baseApi.middleware) });
  return render(<Provider store={store}>{ui}</Provider>);
}

function widgetProps(value?: string, options: Record<string, unknown> = {}) {
  const setFields = vi.fn();
  const props = {
    id: 'root_교육청',
    name: '교육청',
    label: '시·도 교육청',
    value,
    required: true,
    disabled: false,
    readonly: false,
    rawErrors: [],
    placeholder: '교육청 선택',
    schema: { type: 'string' },
    uiSchema: {},
    options,
    onChange: vi.fn(),
    registry: { formContext: { edoc: '학교생활기록부', formData: {}, setFields } },
  } as unknown as WidgetProps;
  return { props, setFields };
}

describe('education-code', () => {
  it('lists the offices and marks the current one', async () => {
    const pick = vi.fn();
    withStore(<EducationCodeLayer params={{}} query={new URLSearchParams({ value: 'C10' })} formData={{}} pick={pick} close={vi.fn()} />);
    expect(await screen.findByRole('radio', { name: '서울특별시교육청' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: '부산광역시교육청' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: '경기도교육청' }));
    expect(pick).toHaveBeenCalledWith(OFFICES[2]);
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
