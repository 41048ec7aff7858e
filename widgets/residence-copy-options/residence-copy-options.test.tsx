// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { choiceWidgetProps } from '../kit/test-utils';
import ResidenceCopyOptionsWidget from './index';

afterEach(cleanup);

const props = (label: string, enumOptions: { value: string; label: string }[], value: string[] | undefined, options: Record<string, unknown> = {}) =>
  choiceWidgetProps('주민등록표등본', label, enumOptions, value, options);

const MEMBER_ITEMS = [
  { value: '세대주와의관계', label: '세대주와의 관계' },
  { value: '동거인', label: '동거인' },
  { value: '발생일신고일', label: '발생일/신고일' },
];

describe('residence-copy-options', () => {
  it('keeps the checked items in the schema order', async () => {
    const p = props('세대원 정보', MEMBER_ITEMS, ['발생일신고일'], { group: '세대원정보' });
    render(<ResidenceCopyOptionsWidget {...p} />);
    expect(screen.getByRole('group', { name: '세대원 정보' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '발생일/신고일' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: '세대주와의 관계' }));
    expect(p.onChange).toHaveBeenLastCalledWith(['세대주와의관계', '발생일신고일']);
  });

  it('selects and clears all', async () => {
    const p = props('세대원 정보', MEMBER_ITEMS, MEMBER_ITEMS.map((item) => item.value));
    render(<ResidenceCopyOptionsWidget {...p} />);
    expect(screen.getByRole('checkbox', { name: '전체 선택' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: '전체 선택' }));
    expect(p.onChange).toHaveBeenLastCalledWith([]);
  });

  it('offers 본인 / 세대원 for the resident number back part', async () => {
    const p = props('주민등록번호 뒷자리 표시', [
      { value: '본인', label: '본인' },
      { value: '세대원', label: '세대원' },
    ], undefined, { group: '주민등록번호뒷자리' });
    render(<ResidenceCopyOptionsWidget {...p} />);
    expect(screen.queryByRole('checkbox', { name: '전체 선택' })).not.toBeInTheDocument();
    expect(screen.getByText('주민등록번호 뒷자리를 표시할 사람을 선택해 주세요.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: '세대원' }));
    expect(p.onChange).toHaveBeenLastCalledWith(['세대원']);
  });
});
