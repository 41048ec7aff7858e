// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Sheet, type SheetDisplay } from './sheet';

function Harness({ display = 'bottom', onClose = () => undefined }: { display?: SheetDisplay; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        열기
      </button>
      {open && (
        <Sheet
          display={display}
          title="지갑 주소"
          onClose={() => {
            onClose();
            setOpen(false);
          }}
          footer={<button type="button">확인</button>}
        >
          <input aria-label="주소" />
        </Sheet>
      )}
    </>
  );
}

describe('Sheet', () => {
  it('is a modal dialog labelled by its title', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: '열기' }));
    const dialog = screen.getByRole('dialog', { name: '지갑 주소' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog.parentElement?.parentElement).toBe(document.body);
  });

  it('moves focus in, and back to the opener on close', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: '열기' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog');
    expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on Escape', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: '열기' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside the dialog', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: '열기' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 5; i++) {
      await userEvent.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('locks the page scroll while open', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: '열기' }));
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
  });

  it('closes a bottom sheet when the dim is tapped, but not an input modal', async () => {
    const onClose = vi.fn();
    const { unmount } = render(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: '열기' }));
    fireEvent.click(screen.getByTestId('sheet-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(1);
    unmount();

    const onCloseInput = vi.fn();
    render(<Harness display="input" onClose={onCloseInput} />);
    await userEvent.click(screen.getByRole('button', { name: '열기' }));
    fireEvent.click(screen.getByTestId('sheet-backdrop'));
    expect(onCloseInput).not.toHaveBeenCalled();
  });

  it('a full-screen layer has a back button on the left and its title as heading', async () => {
    render(<Harness display="full" />);
    await userEvent.click(screen.getByRole('button', { name: '열기' }));
    expect(screen.getByRole('heading', { name: '지갑 주소' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '뒤로 가기' })).toBeInTheDocument();
    expect(screen.queryByTestId('sheet-backdrop')).not.toBeInTheDocument();
  });

  it('keeps a hidden title as the accessible name', () => {
    render(
      <Sheet display="qr" title="QR 코드" hideTitle closeLabel="QR 닫기" onClose={() => undefined}>
        내용
      </Sheet>,
    );
    expect(screen.getByRole('dialog', { name: 'QR 코드' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'QR 닫기' })).toBeInTheDocument();
  });
});
