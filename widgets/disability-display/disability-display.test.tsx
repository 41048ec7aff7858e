// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { choiceWidgetProps } from '../kit/test-utils';
import DisabilityDisplayWidget from './index';

afterEach(cleanup);

const props = (label: string, enumOptions: { value: string; label: string }[], value: string[] | undefined, options: Record<string, unknown> = {}) =>
  choiceWidgetProps('장애인증명서', label, enumOptions, value, options);

describe('disability-display (001 §3 display toggles)', () => {
  const ITEMS = [
    { value: '주민등록번호뒷자리', label: '주민등록번호 뒷자리' },
    { value: '주장애유형및정도', label: '주된 장애 유형 및 정도' },
    { value: '부장애유형및정도', label: '부 장애 유형 및 정도' },
    { value: '종합장애정도', label: '종합 장애 정도' },
  ];

  it('is a switch per item; the value lists those switched on', async () => {
    const p = props('증명서 표시 내용', ITEMS, ['종합장애정도']);
    render(<DisabilityDisplayWidget {...p} />);
    expect(screen.getAllByRole('switch')).toHaveLength(4);
    expect(screen.getByRole('switch', { name: '종합 장애 정도' })).toBeChecked();
    expect(screen.getByRole('switch', { name: '주민등록번호 뒷자리' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('switch', { name: '주된 장애 유형 및 정도' }));
    expect(p.onChange).toHaveBeenLastCalledWith(['주장애유형및정도', '종합장애정도']);
    await userEvent.click(screen.getByRole('switch', { name: '종합 장애 정도' }));
    expect(p.onChange).toHaveBeenLastCalledWith([]);
  });
});
