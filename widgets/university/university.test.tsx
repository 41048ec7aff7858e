// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { withStore } from '../kit/test-utils';
import UniversityLayer from './layer';
import UniversityWidget from './index';
import { UNIVERSITIES, universityLookup, widgetProps } from './test-fixtures';

const openPicker = vi.fn();
vi.mock('../../src/lib/picker', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/lib/picker')>()),
  usePicker: () => openPicker,
}));

const { paths: requests } = universityLookup();
afterEach(() => openPicker.mockReset());

const UNIVERSITY_OPTIONS = { codeField: '대학코드', studentIdRequiredField: '학번필요' };

describe('university widget', () => {
  it('writes 대학, 대학코드 and 학번필요 true (학번 kept)', async () => {
    openPicker.mockResolvedValue(UNIVERSITIES[0]);
    const { props, setFields } = widgetProps('대학', UNIVERSITY_OPTIONS, { 학번: '2017-12345' });
    withStore(<UniversityWidget {...props} />);
    await userEvent.click(screen.getByRole('button', { name: /^대학/ }));
    expect(openPicker).toHaveBeenCalledWith({ certificate: '대학졸업증명서' });
    await waitFor(() => expect(props.onChange).toHaveBeenCalledWith('서울대학교'));
    expect(setFields).toHaveBeenCalledWith({ 대학: '서울대학교', 대학코드: '0000001', 학번필요: true });
  });

  it('clears 학번 when the new university needs no student ID', async () => {
    openPicker.mockResolvedValue(UNIVERSITIES[1]);
    const { props, setFields } = widgetProps('대학', UNIVERSITY_OPTIONS, { 대학: '서울대학교', 학번필요: true, 학번: '2017-12345' }, '서울대학교');
    withStore(<UniversityWidget {...props} />);
    expect(screen.getByRole('button', { name: /^대학/ })).toHaveTextContent('서울대학교');
    await userEvent.click(screen.getByRole('button', { name: /^대학/ }));
    await waitFor(() => expect(setFields).toHaveBeenCalled());
    expect(setFields).toHaveBeenCalledWith({ 대학: 'KAIST', 대학코드: '0000009', 학번필요: false, 학번: undefined });
    expect(props.onChange).toHaveBeenCalledWith('KAIST');
  });

  it('changes nothing when the search is closed', async () => {
    openPicker.mockResolvedValue(null);
    const { props, setFields } = widgetProps('대학', UNIVERSITY_OPTIONS);
    withStore(<UniversityWidget {...props} />);
    await userEvent.click(screen.getByRole('button', { name: /^대학/ }));
    await waitFor(() => expect(openPicker).toHaveBeenCalled());
    expect(props.onChange).not.toHaveBeenCalled();
    expect(setFields).not.toHaveBeenCalled();
  });
});

describe('university search', () => {
  it('lists the universities of the certificate kind and filters them by name', async () => {
    const pick = vi.fn();
    withStore(<UniversityLayer params={{}} query={new URLSearchParams({ certificate: '대학졸업증명서' })} formData={{}} pick={pick} close={vi.fn()} />);
    expect(await screen.findByText('3개 대학')).toBeInTheDocument();
    expect(requests).toEqual(['/api/v2/application/info/대학/대학졸업증명서']);
    await userEvent.type(screen.getByRole('searchbox', { name: '대학 이름' }), 'kaist');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: /KAIST/ }));
    expect(pick).toHaveBeenCalledWith(UNIVERSITIES[1]);
  });
});
