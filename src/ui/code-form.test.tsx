// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CodeForm, codeInput } from './code-form';

const texts = { heading: '비밀번호 정하기', guide: '안내', label: '비밀번호 6자리', confirm: '확인', triesLeft: '남은 횟수 5회' };
const classes = { card: 'card', heading: 'heading', guide: 'guide', pin: 'pin', pinError: 'pinError', error: 'error', hint: 'hint' };

describe('a numeric code asked once per try', () => {
  it('keeps the digits of what is typed or pasted, up to its length', () => {
    expect(codeInput('12a-34 5678', 6)).toBe('123456');
    expect(codeInput('００12', 6)).toBe('12');
  });

  it('waits for every digit, sends the code once, and empties the field for the next try', async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(<CodeForm texts={texts} message={null} length={6} busy={false} describedBy="code-line" autoComplete="off" classes={classes} onSubmit={onSubmit} />);
    const field = screen.getByRole('textbox', { name: '비밀번호 6자리' });
    const confirm = screen.getByRole('button', { name: '확인' });
    await userEvent.type(field, '12345');
    expect(confirm).toBeDisabled();
    await userEvent.type(field, '6{Enter}');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('123456');
    expect(field).toHaveValue('');
    expect(screen.getByText('남은 횟수 5회')).toHaveAttribute('id', 'code-line');
  });

  it('says what went wrong in an alert the field points to', () => {
    render(<CodeForm texts={texts} message="비밀번호가 일치하지 않습니다." length={6} busy={false} describedBy="code-line" autoComplete="off" classes={classes} onSubmit={vi.fn()} />);
    const field = screen.getByRole('textbox', { name: '비밀번호 6자리' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('비밀번호가 일치하지 않습니다.');
    expect(screen.getByRole('alert')).toHaveTextContent('비밀번호가 일치하지 않습니다.');
  });
});
