// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import MaskedTextWidget from './index';
import { formatMasked } from './mask';

describe('formatMasked (# = digit)', () => {
  it('formats digits with the mask literals as far as they go', () => {
    expect(formatMasked('1234567890', '###-##-#####')).toBe('123-45-67890');
    expect(formatMasked('12345', '###-##-#####')).toBe('123-45');
    expect(formatMasked('123', '###-##-#####')).toBe('123');
    expect(formatMasked('123-45-678901', '###-##-#####')).toBe('123-45-67890');
    expect(formatMasked('19990101', '########')).toBe('19990101');
  });
});

function Host({ mask, onValue }: { mask: string; onValue: (value: unknown) => void }) {
  const [value, setValue] = useState<unknown>(undefined);
  const props = {
    id: 'root_번호',
    name: '번호',
    label: '사업자등록번호',
    value,
    required: true,
    schema: { type: 'string', maxLength: 30 },
    uiSchema: {},
    options: { mask, inputMode: 'numeric' },
    onChange: (next: unknown) => {
      setValue(next);
      onValue(next);
    },
    onBlur: () => undefined,
    onFocus: () => undefined,
    rawErrors: [],
  } as unknown as WidgetProps;
  return <MaskedTextWidget {...props} />;
}

describe('masked-text', () => {
  it('formats as the citizen types and keeps the digits', async () => {
    const values: unknown[] = [];
    render(<Host mask="###-##-#####" onValue={(v) => values.push(v)} />);
    const input = screen.getByRole('textbox', { name: /사업자등록번호/ });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('maxlength', '12');
    await userEvent.type(input, '12a3456-7890');
    expect(input).toHaveValue('123-45-67890');
    expect(values.at(-1)).toBe('1234567890');
  });

  it('empties to undefined (so required applies)', async () => {
    const values: unknown[] = [];
    render(<Host mask="########" onValue={(v) => values.push(v)} />);
    const input = screen.getByRole('textbox');
    await userEvent.type(input, '19');
    await userEvent.clear(input);
    expect(values.at(-1)).toBeUndefined();
  });
});
