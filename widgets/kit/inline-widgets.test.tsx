// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import CheckboxGroupWidget from '../checkbox-group/index';
import DateWidget, { fromInputDate, toInputDate } from '../date/index';
import RadioCardsWidget from '../radio-cards/index';
import ToggleWidget from '../toggle/index';
import type { FormContext } from './form-context';

const choices = [
  { const: '생계', title: '생계급여' },
  { const: '의료', title: '의료급여' },
  { const: '주거', title: '주거급여' },
];

function Host({ Widget, initial, schema, options = {}, formData = {}, onValue }: {
  Widget: (props: WidgetProps) => React.ReactNode;
  initial?: unknown;
  schema: object;
  options?: object;
  formData?: Record<string, unknown>;
  onValue?: (value: unknown) => void;
}) {
  const [value, setValue] = useState(initial);
  const formContext: FormContext = { edoc: '테스트', formData, setFields: () => undefined };
  const props = {
    id: 'root_field',
    name: 'field',
    label: '항목',
    value,
    required: true,
    schema,
    uiSchema: {},
    options: { ...options },
    registry: { formContext },
    onChange: (next: unknown) => {
      setValue(next);
      onValue?.(next);
    },
    onBlur: () => undefined,
    onFocus: () => undefined,
    rawErrors: [],
  } as unknown as WidgetProps;
  return <>{Widget(props)}</>;
}

describe('inline widgets', () => {
  it('radio-cards: the schema choices as radios; the first carries the field id', async () => {
    const values: unknown[] = [];
    render(<Host Widget={RadioCardsWidget} schema={{ type: 'string', oneOf: choices }} onValue={(v) => values.push(v)} />);
    expect(screen.getByRole('group', { name: /항목/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '생계급여' })).toHaveAttribute('id', 'root_field');
    await userEvent.click(screen.getByRole('radio', { name: '주거급여' }));
    expect(values).toEqual(['주거']);
  });

  it('checkbox-group: keeps the checked items in the schema order', async () => {
    const values: unknown[] = [];
    render(<Host Widget={CheckboxGroupWidget} schema={{ type: 'array', items: { type: 'string', oneOf: choices } }} initial={[]} onValue={(v) => values.push(v)} />);
    await userEvent.click(screen.getByRole('checkbox', { name: '주거급여' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '생계급여' }));
    expect(values.at(-1)).toEqual(['생계', '주거']);
    await userEvent.click(screen.getByRole('checkbox', { name: '생계급여' }));
    expect(values.at(-1)).toEqual(['주거']);
  });

  it('toggle: a switch for a boolean', async () => {
    const values: unknown[] = [];
    render(<Host Widget={ToggleWidget} schema={{ type: 'boolean' }} initial={true} onValue={(v) => values.push(v)} />);
    const toggle = screen.getByRole('switch', { name: '항목' });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    expect(values).toEqual([false]);
  });

  it('date: keeps YYYYMMDD; an end date starts at its start date', () => {
    expect(toInputDate('20240131')).toBe('2024-01-31');
    expect(fromInputDate('2024-01-31')).toBe('20240131');
    expect(fromInputDate('')).toBeUndefined();
    render(<Host Widget={DateWidget} schema={{ type: 'string' }} initial="20251231" options={{ startDateField: '조회시작일' }} formData={{ 조회시작일: '20200101' }} />);
    const input = document.getElementById('root_field') as HTMLInputElement;
    expect(input.value).toBe('2025-12-31');
    expect(input.min).toBe('2020-01-01');
  });
});
