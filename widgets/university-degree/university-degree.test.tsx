// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureStore } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import type { ReactNode } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { baseApi } from '../../src/api/base-api';
import { closeAllPopups, getPopups } from '../../src/ui/popup-store';
import type { UniversityEntry } from '../kit/lookup-api';
import UniversityDegreeLayer from './layer';
import UniversityDegreeWidget from './index';

const openPicker = vi.fn();
vi.mock('../kit/picker', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../kit/picker')>()),
  usePicker: () => openPicker,
}));

const UNIVERSITIES: UniversityEntry[] = [
  { 코드: '0000001', 이름: '서울대학교', 구분: '대학교', 학번필요: true, 학위과정: ['학사', '석사', '박사'] },
  { 코드: '0000009', 이름: 'KAIST', 구분: '특수대학', 학번필요: false, 학위과정: ['학사', '석사', '박사'] },
  { 코드: '0000020', 이름: '한국방송통신대학교', 구분: '원격대학', 학번필요: false, 학위과정: ['학사'] },
];

const requests: string[] = [];
const server = setupServer(
  http.get('*/api/v2/application/info/*', ({ request }) => {
    const path = decodeURIComponent(new URL(request.url).pathname);
    requests.push(path);
    if (path === '/api/v2/application/info/대학/대학졸업증명서') return HttpResponse.json({ result: UNIVERSITIES });
    return HttpResponse.json({ code: 'NOT_FOUND' }, { status: 404 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  requests.length = 0;
  openPicker.mockReset();
  act(() => closeAllPopups());
});
afterAll(() => server.close());

function withStore(ui: ReactNode) {
  const store = configureStore({ reducer: { api: baseApi.reducer }, middleware: (getDefault) => getDefault().concat(baseApi.middleware) });
  const view = render(<Provider store={store}>{ui}</Provider>);
  return { ...view, rerender: (next: ReactNode) => view.rerender(<Provider store={store}>{next}</Provider>) };
}

function widgetProps(name: string, options: Record<string, unknown>, formData: Record<string, unknown> = {}, value?: string) {
  const setFields = vi.fn();
  const props = {
    id: `root_${name}`,
    name,
    label: name,
    value,
    required: true,
    disabled: false,
    readonly: false,
    autofocus: false,
    placeholder: '',
    rawErrors: [],
    schema: { type: 'string' },
    uiSchema: {},
    options,
    onChange: vi.fn(),
    onBlur: vi.fn(),
    onFocus: vi.fn(),
    registry: { formContext: { edoc: '대학졸업증명서', formData, setFields } },
  } as unknown as WidgetProps;
  return { props, setFields };
}

describe('university-degree', () => {
  const choices = [
    { value: '학사', label: '학사' },
    { value: '석사', label: '석사' },
    { value: '박사', label: '박사' },
  ];

  it('offers only the degrees of the chosen university', async () => {
    const pick = vi.fn();
    withStore(
      <UniversityDegreeLayer
        params={{}}
        query={new URLSearchParams({ code: '0000020', kind: '졸업', choices: '학사:학사,석사:석사,박사:박사' })}
        formData={{}}
        pick={pick}
        close={vi.fn()}
      />,
    );
    expect(await screen.findByRole('radio', { name: /^학사/ })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    await userEvent.click(screen.getByRole('radio', { name: /학사/ }));
    expect(pick).toHaveBeenCalledWith('학사');
  });

  it('asks for the university first', async () => {
    const { props } = widgetProps('학위과정', { universityField: '대학코드', enumOptions: choices });
    withStore(<UniversityDegreeWidget {...props} />);
    await userEvent.click(screen.getByRole('button', { name: /^학위과정/ }));
    expect(getPopups().map((popup) => popup.message)).toEqual(['대학을 먼저 선택해 주세요.']);
    expect(openPicker).not.toHaveBeenCalled();
  });

  it('is kept when the new university offers it', async () => {
    const { props } = widgetProps('학위과정', { universityField: '대학코드', enumOptions: choices }, { 대학코드: '0000001' }, '학사');
    const view = withStore(<UniversityDegreeWidget {...props} />);
    expect(screen.getByRole('button', { name: /^학위과정/ })).toHaveTextContent('학사');
    const next = { ...props, registry: { formContext: { edoc: '대학졸업증명서', formData: { 대학코드: '0000020' }, setFields: vi.fn() } } } as WidgetProps;
    await waitFor(() => expect(requests).toHaveLength(1));
    view.rerender(<UniversityDegreeWidget {...next} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(props.onChange).not.toHaveBeenCalled();
  });

  it('is cleared when the new university does not offer it', async () => {
    const { props } = widgetProps('학위과정', { universityField: '대학코드', enumOptions: choices }, { 대학코드: '0000001' }, '석사');
    const view = withStore(<UniversityDegreeWidget {...props} />);
    const next = { ...props, registry: { formContext: { edoc: '대학졸업증명서', formData: { 대학코드: '0000020' }, setFields: vi.fn() } } } as WidgetProps;
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(props.onChange).not.toHaveBeenCalled();
    view.rerender(<UniversityDegreeWidget {...next} />);
    await waitFor(() => expect(props.onChange).toHaveBeenCalledWith(undefined));
  });
});
