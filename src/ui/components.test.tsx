// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from './button';
import { Checkbox } from './checkbox';
import { EmptyState } from './empty-state';
import { hideLoading, LoadingOverlay, showLoading } from './loading-overlay';
import { IconButton, PageHeader } from './page';
import { CloseIcon } from './icons';
import { QrCode } from './qr-code';
import { Skeleton, SkeletonList } from './skeleton';

afterEach(() => {
  act(() => {
    hideLoading();
    hideLoading();
  });
});

describe('Button', () => {
  it('is type="button" by default and takes button props', async () => {
    const onClick = vi.fn();
    render(
      <Button variant="danger" block onClick={onClick}>
        삭제
      </Button>,
    );
    const button = screen.getByRole('button', { name: '삭제' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalled();
  });
});

describe('PageHeader and IconButton', () => {
  it('the title is the page h1 and icon buttons have accessible names', async () => {
    const onClick = vi.fn();
    render(<PageHeader title="신청 현황" left={<IconButton label="닫기" icon={<CloseIcon />} onClick={onClick} />} />);
    expect(screen.getByRole('heading', { level: 1, name: '신청 현황' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(onClick).toHaveBeenCalled();
  });
});

describe('Checkbox', () => {
  it('is a real checkbox named by its label', async () => {
    function Harness() {
      const [checked, setChecked] = useState(false);
      return <Checkbox checked={checked} onChange={setChecked} label="[필수] 서비스 이용약관" size="lg" />;
    }
    render(<Harness />);
    const box = screen.getByRole('checkbox', { name: '[필수] 서비스 이용약관' });
    expect(box).not.toBeChecked();
    await userEvent.click(screen.getByText('[필수] 서비스 이용약관'));
    expect(box).toBeChecked();
    box.focus();
    await userEvent.keyboard(' ');
    expect(box).not.toBeChecked();
  });
});

describe('EmptyState and Skeleton', () => {
  it('renders the empty state', () => {
    render(<EmptyState title="증명서가 없습니다" description="발급받은 증명서가 여기에 보여요" action={<Button>신청하기</Button>} />);
    expect(screen.getByText('증명서가 없습니다')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '신청하기' })).toBeInTheDocument();
  });

  it('skeletons are hidden from assistive technology', () => {
    const { container } = render(
      <>
        <Skeleton lines={3} />
        <Skeleton variant="circle" />
        <SkeletonList rows={2} />
      </>,
    );
    for (const child of Array.from(container.children)) expect(child).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('LoadingOverlay', () => {
  it('shows while any showLoading is outstanding', () => {
    render(<LoadingOverlay />);
    expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
    act(() => {
      showLoading();
      showLoading();
    });
    expect(screen.getByTestId('loading-overlay')).toBeInTheDocument();
    act(() => hideLoading());
    expect(screen.getByTestId('loading-overlay')).toBeInTheDocument();
    act(() => hideLoading());
    expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
  });
});

describe('QrCode', () => {
  it('shows a skeleton, then an image named by its label', async () => {
    render(<QrCode value="https://jigap.example/qr/주민등록표등본" label="주민등록표등본 QR 코드" size={160} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    const img = await screen.findByRole('img', { name: '주민등록표등본 QR 코드' });
    expect(img.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  });
});
