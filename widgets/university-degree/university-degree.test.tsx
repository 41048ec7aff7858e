// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WidgetProps } from '@rjsf/utils';
import { getPopups } from '../../src/lib/popup-store';
import { withStore } from '../kit/test-utils';
import { universityLookup, widgetProps } from '../university/test-fixtures';
import UniversityDegreeLayer from './layer';
import UniversityDegreeWidget from './index';

const openPicker = vi.fn();
vi.mock('../../src/lib/picker', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/lib/picker')>()),
  usePicker: () => openPicker,
}));

const { paths: requests } = universityLookup();
afterEach(() => openPicker.mockReset());

/** The universities' list has been answered and is in the store (one read). */
async function listLoaded(store: ReturnType<typeof withStore>['store']): Promise<void> {
  await waitFor(() => expect(Object.values(store.getState().api.queries).map((query) => query?.status)).toEqual(['fulfilled']));
  expect(requests).toHaveLength(1);
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
        query={new URLSearchParams({ code: '0000020', certificate: '대학졸업증명서', choices: '학사:학사,석사:석사,박사:박사' })}
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
    await listLoaded(view.store);
    // With the list in hand the widget judges the new university as it renders it.
    view.rerender(<UniversityDegreeWidget {...next} />);
    expect(props.onChange).not.toHaveBeenCalled();
  });

  it('is cleared when the new university does not offer it', async () => {
    const { props } = widgetProps('학위과정', { universityField: '대학코드', enumOptions: choices }, { 대학코드: '0000001' }, '석사');
    const view = withStore(<UniversityDegreeWidget {...props} />);
    const next = { ...props, registry: { formContext: { edoc: '대학졸업증명서', formData: { 대학코드: '0000020' }, setFields: vi.fn() } } } as WidgetProps;
    await listLoaded(view.store);
    expect(props.onChange).not.toHaveBeenCalled();
    view.rerender(<UniversityDegreeWidget {...next} />);
    expect(props.onChange).toHaveBeenCalledWith(undefined);
  });
});
