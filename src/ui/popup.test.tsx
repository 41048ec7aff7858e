// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appBackStack } from '../lib/back-stack';
import { PopupHost } from './popup';
import { closeAllPopups, confirm, getPopups, showAlert, showPopup } from '../lib/popup-store';

afterEach(() => {
  act(() => closeAllPopups());
});

describe('popup store', () => {
  it('resolves with the value of the button pressed', async () => {
    render(<PopupHost />);
    let answer: Promise<string | null> = Promise.resolve(null);
    act(() => {
      answer = showPopup({
        title: '이용할 기기를 변경할까요?',
        message: '이미 다른 기기에서 전자증명서 서비스를 이용 중입니다.',
        buttons: [
          { label: '취소', value: 'cancel' },
          { label: '확인', value: 'ok' },
        ],
      });
    });
    const dialog = screen.getByRole('alertdialog', { name: '이용할 기기를 변경할까요?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('heading', { name: '이용할 기기를 변경할까요?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    await expect(answer).resolves.toBe('ok');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('resolves without React, and closeAllPopups resolves every popup with null', async () => {
    const a = showPopup({ message: 'a', buttons: [{ label: '확인', value: 'ok' }] });
    const b = showPopup({ message: 'b', buttons: [{ label: '확인', value: 'ok' }] });
    expect(getPopups()).toHaveLength(2);
    closeAllPopups();
    await expect(Promise.all([a, b])).resolves.toEqual([null, null]);
    expect(getPopups()).toHaveLength(0);
  });

  it('shows queued popups one after another', async () => {
    render(<PopupHost />);
    act(() => {
      void showPopup({ message: '첫째', buttons: [{ label: '확인', value: '1' }] });
      void showPopup({ message: '둘째', buttons: [{ label: '확인', value: '2' }] });
    });
    expect(screen.getByRole('alertdialog', { name: '첫째' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(screen.getByRole('alertdialog', { name: '둘째' })).toBeInTheDocument();
  });

  it('a dismissible popup closes with null on Escape; others ignore it', async () => {
    render(<PopupHost />);
    let fixed: Promise<string | null> = Promise.resolve('x');
    act(() => {
      fixed = showPopup({ message: '고정', buttons: [{ label: '확인', value: 'ok' }] });
    });
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    await expect(fixed).resolves.toBe('ok');

    let loose: Promise<string | null> = Promise.resolve('x');
    act(() => {
      loose = showPopup({ message: '닫기 가능', dismissible: true, buttons: [{ label: '확인', value: 'ok' }] });
    });
    await userEvent.keyboard('{Escape}');
    await expect(loose).resolves.toBeNull();
  });

  it('keeps line breaks in the message and stacks long button labels', () => {
    render(<PopupHost />);
    act(() => {
      void showPopup({
        message: '첫 줄\n둘째 줄',
        buttons: [
          { label: '취소', value: 'cancel' },
          { label: '간편 인증으로 신청하기', value: 'guest' },
        ],
      });
    });
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain('첫 줄\n둘째 줄');
    const buttons = screen.getByRole('button', { name: '취소' }).parentElement;
    expect(buttons?.className).toMatch(/buttonsVertical/);
  });

  it('consumes the back press while open', () => {
    render(<PopupHost />);
    let answer: Promise<string | null> = Promise.resolve('x');
    act(() => {
      answer = showPopup({ message: '뒤로', dismissible: true, buttons: [{ label: '확인', value: 'ok' }] });
    });
    let consumed = false;
    act(() => {
      consumed = appBackStack.handle();
    });
    expect(consumed).toBe(true);
    return expect(answer).resolves.toBeNull();
  });

  it('closes a dismissible popup when the dim is tapped', async () => {
    const { container } = render(<PopupHost />);
    let answer: Promise<string | null> = Promise.resolve('x');
    act(() => {
      answer = showPopup({ message: '딤', dismissible: true, buttons: [{ label: '확인', value: 'ok' }] });
    });
    expect(container).toBeEmptyDOMElement();
    const backdrop = document.body.querySelector('[aria-hidden="true"]');
    fireEvent.click(backdrop as Element);
    await expect(answer).resolves.toBeNull();
  });
});

describe('confirm: the one two-button question', () => {
  const ask = () => confirm({ title: '삭제할까요?', message: '삭제한 기록은 되돌릴 수 없습니다.', cancel: '취소', confirm: '삭제' });

  it('cancel on the left (secondary), the action on the right (primary); the action answers true', async () => {
    render(<PopupHost />);
    let answer: Promise<boolean | null> = Promise.resolve(null);
    act(() => {
      answer = ask();
    });
    expect(getPopups()[0]?.buttons).toEqual([
      { label: '취소', value: 'cancel', variant: 'secondary' },
      { label: '삭제', value: 'confirm', variant: 'primary' },
    ]);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['취소', '삭제']);
    await userEvent.click(screen.getByRole('button', { name: '삭제' }));
    expect(await answer).toBe(true);
  });

  it('cancel answers false; closed without an answer is null', async () => {
    render(<PopupHost />);
    let first: Promise<boolean | null> = Promise.resolve(null);
    act(() => {
      first = ask();
    });
    await userEvent.click(screen.getByRole('button', { name: '취소' }));
    expect(await first).toBe(false);
    let second: Promise<boolean | null> = Promise.resolve(true);
    act(() => {
      second = ask();
    });
    act(() => closeAllPopups());
    expect(await second).toBeNull();
  });
});

describe('showAlert: the one one-button notice', () => {
  it('shows the title and message with one primary 확인, and settles when it is pressed', async () => {
    render(<PopupHost />);
    let closed: Promise<void> = Promise.resolve();
    act(() => {
      closed = showAlert({ title: '공유할 수 없습니다', message: '유료 증명서는 공유할 수 없습니다.' });
    });
    expect(getPopups()[0]).toMatchObject({ title: '공유할 수 없습니다', buttons: [{ label: '확인', value: 'ok', variant: 'primary' }] });
    expect(screen.getByRole('alertdialog', { name: '공유할 수 없습니다' })).toHaveTextContent('유료 증명서는 공유할 수 없습니다.');
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    await expect(closed).resolves.toBeUndefined();
    expect(getPopups()).toEqual([]);
  });

  it('without a title the message names the dialog; closing it without the button settles too', async () => {
    render(<PopupHost />);
    let closed: Promise<void> = Promise.resolve();
    act(() => {
      closed = showAlert({ message: '대학을 먼저 선택해 주세요.' });
    });
    expect(getPopups()[0]).not.toHaveProperty('title');
    expect(screen.getByRole('alertdialog', { name: '대학을 먼저 선택해 주세요.' })).toBeInTheDocument();
    act(() => closeAllPopups());
    await expect(closed).resolves.toBeUndefined();
  });
});
