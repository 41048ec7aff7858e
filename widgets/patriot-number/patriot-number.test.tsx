// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PatriotNumberLayer from './layer';
import { formatPatriotInput, PATRIOT_PREFIXES, validatePatriotNumber, type PatriotGroup } from './patriot-rules';

afterEach(cleanup);

const BACK = '뒷자리는 6~8자리 숫자로 입력해 주세요.';
const FRONT = '앞자리는 2자리 숫자로 입력해 주세요.';
const wrongGroup = (name: string) => `${name}의 보훈번호가 아니에요. 보훈번호 앞 2자리를 확인해 주세요.`;

describe('patriot number format', () => {
  it.each([
    ['12-345678', null],
    ['12-3456789', null],
    ['12-34567890', null],
    ['1234567890', null],
    ['12345678', null],
    ['', '보훈번호를 입력해 주세요.'],
    ['1', FRONT],
    ['1-2345678', FRONT],
    ['123-456789', FRONT],
    ['12', BACK],
    ['12-', BACK],
    ['12-34567', BACK],
    ['1234567', BACK],
    ['12-3456a8', BACK],
    ['12-345678901', '보훈번호는 하이픈(-)을 포함해 11자까지 입력할 수 있어요.'],
    ['12345678901', '보훈번호는 하이픈(-)을 포함해 11자까지 입력할 수 있어요.'],
  ])('%j → %s', (value, message) => {
    expect(validatePatriotNumber(value, undefined)).toBe(message);
  });

  it.each([
    ['12', '12'],
    ['123', '12-3'],
    ['12345678', '12-345678'],
    ['12-34-56 78', '12-345678'],
    ['123456789012', '12-34567890'],
  ])('types %j as %j', (typed, shown) => {
    expect(formatPatriotInput(typed)).toBe(shown);
  });
});

describe('patriot number prefix groups (001 §5)', () => {
  const accepted: Record<PatriotGroup, string[]> = {
    '5.18': ['84', '85', '86', '87', '88'],
    reward: ['58', '59', '60', '96', '97', '98'],
    independence: ['11', '12', '13', '14', '15', '16', '17', '18', '19', '43', '44', '45', '46', '47', '48'],
    'special-mission': ['70', '77', '78', '79', '80'],
    'national-merit': ['21', '84', '58', '11', '70', '99', '00'],
  };
  const names: Record<PatriotGroup, string> = {
    '5.18': '5·18민주유공자',
    reward: '보훈보상대상자',
    independence: '독립유공자',
    'special-mission': '특수임무유공자',
    'national-merit': '국가유공자',
  };
  const all = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));

  it.each(Object.keys(accepted) as PatriotGroup[])('%s accepts exactly its prefixes', (group) => {
    const allowed = group === 'national-merit' ? all : accepted[group];
    for (const prefix of all) {
      const message = validatePatriotNumber(`${prefix}-1234567`, group);
      expect([prefix, message]).toEqual([prefix, allowed.includes(prefix) ? null : wrongGroup(names[group])]);
    }
  });

  it('the table is the one of the spec', () => {
    expect(PATRIOT_PREFIXES['5.18']).toEqual(accepted['5.18']);
    expect(PATRIOT_PREFIXES.reward).toEqual(accepted.reward);
    expect(PATRIOT_PREFIXES.independence).toEqual(accepted.independence);
    expect(PATRIOT_PREFIXES['special-mission']).toEqual(accepted['special-mission']);
    expect(PATRIOT_PREFIXES['national-merit']).toBeNull();
  });

  it('checks the format before the group', () => {
    expect(validatePatriotNumber('85-123', '5.18')).toBe(BACK);
    expect(validatePatriotNumber('11-123', '5.18')).toBe(BACK);
  });
});

describe('patriot-number input modal', () => {
  function open(query: Record<string, string>) {
    const pick = vi.fn();
    render(<PatriotNumberLayer params={{}} query={new URLSearchParams(query)} formData={{}} pick={pick} close={vi.fn()} />);
    return { pick, input: screen.getByRole('textbox', { name: '5·18민주유공자 보훈번호' }) };
  }

  it('is a numeric input of at most 11 characters that inserts the hyphen', async () => {
    const { input } = open({ group: '5.18' });
    expect(screen.getByRole('dialog', { name: '보훈번호 입력' })).toBeInTheDocument();
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('maxlength', '11');
    await userEvent.type(input, '85123456789999');
    expect(input).toHaveValue('85-12345678');
  });

  it('shows the back-number message and then the group message, and picks a valid number', async () => {
    const { pick, input } = open({ group: '5.18' });
    const confirm = screen.getByRole('button', { name: '확인' });
    expect(confirm).toBeDisabled();

    await userEvent.type(input, '851234');
    await userEvent.click(confirm);
    expect(screen.getByRole('alert')).toHaveTextContent(BACK);
    expect(pick).not.toHaveBeenCalled();

    await userEvent.clear(input);
    await userEvent.type(input, '21123456');
    await userEvent.click(confirm);
    expect(screen.getByRole('alert')).toHaveTextContent(wrongGroup('5·18민주유공자'));
    expect(pick).not.toHaveBeenCalled();

    await userEvent.clear(input);
    await userEvent.type(input, '85123456{Enter}');
    expect(pick).toHaveBeenCalledWith('85-123456');
  });

  it('starts from the current value', () => {
    const { input } = open({ group: '5.18', value: '85-1234567' });
    expect(input).toHaveValue('85-1234567');
  });
});
