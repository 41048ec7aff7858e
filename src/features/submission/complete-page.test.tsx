// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { clickGuardReleased } from '../../testing/mock-api';
import { LocationProbe } from '../../testing/location-probe';
import { SubmissionCompletePage } from './complete-page';
import type { SubmissionCompleteState } from './complete-state';

afterEach(clickGuardReleased);

function renderPage(state: unknown) {
  render(
    <MemoryRouter initialEntries={[{ pathname: '/submission/complete', state }]}>
      <Routes>
        <Route path="/submission/complete" element={<SubmissionCompletePage />} />
        <Route path="/home/:tab/*" element={<p>home</p>} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}

describe('/submission/complete (001 §2.2)', () => {
  it('after a submission: 안전하게 전달되었어요, to whom, the viewing number; 제출한 증명서 goes to the distribution tab', async () => {
    const done: SubmissionCompleteState = { pin: '482913', receiverName: '이서연', personal: true, earlier: null };
    renderPage(done);
    expect(screen.getByRole('heading', { name: '안전하게 전달되었어요' })).toBeInTheDocument();
    expect(screen.getByText('이서연에게 증명서를 제출했어요.')).toBeInTheDocument();
    expect(screen.getByTestId('submission-pin')).toHaveTextContent('482913');
    expect(screen.getByText('제출한 증명서의 열람번호를 담당자에게 알려 주세요.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '제출한 증명서' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/home/distribution');
  });

  it('an organisation is named with 에', () => {
    renderPage({ pin: '100200', receiverName: '한빛은행 여의도지점', personal: false });
    expect(screen.getByText('한빛은행 여의도지점에 증명서를 제출했어요.')).toBeInTheDocument();
  });

  it('the same documents sent again before the receiver read them: says they were sent already, when, and not again; offers that record', async () => {
    const done: SubmissionCompleteState = {
      pin: '482913',
      receiverName: '한빛은행 여의도지점',
      personal: false,
      earlier: { sentAt: '20260102120405', distributionId: 'dist-1', documentId: 'doc-1' },
    };
    renderPage(done);
    expect(screen.getByRole('heading', { name: '이미 보낸 증명서예요' })).toBeInTheDocument();
    expect(screen.queryByText('안전하게 전달되었어요')).toBeNull();
    expect(screen.getByText('2026.01.02 12:04에 한빛은행 여의도지점에 보낸 증명서가 아직 열람 전이라 새로 보내지 않았어요.')).toBeInTheDocument();
    expect(screen.getByTestId('submission-pin')).toHaveTextContent('482913');
    await userEvent.click(screen.getByRole('button', { name: '보낸 내역 보기' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/home/distribution/layer/submitted/dist-1/doc-1');
  });

  it.each([
    ['without a submission (a direct visit)', null],
    ['with a state that is not a submission’s result', { pin: 5 }],
  ])('%s there is nothing to confirm: it goes to the inbox, never a success without recipient and PIN', (_name, state) => {
    renderPage(state);
    expect(screen.getByTestId('location')).toHaveTextContent('/home/inbox');
    expect(screen.queryByText('안전하게 전달되었어요')).toBeNull();
  });
});
