// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { IssueDelayedPage, IssueFailPage } from './result-pages';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={['/home/apply', url]} initialIndex={1}>
      <Routes>
        <Route path="/issue/fail" element={<IssueFailPage />} />
        <Route path="/issue/delayed" element={<IssueDelayedPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the issue result pages (/issue/fail closes like the other result pages)', () => {
  it('/issue/fail shows the server message under its title and closes to home', async () => {
    renderAt('/issue/fail?message=발급기관 점검 중입니다.');
    expect(screen.getByRole('heading', { level: 1, name: '증명서를 발급받지 못했어요' })).toBeInTheDocument();
    expect(screen.getByText('발급기관 점검 중입니다.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/home/apply');
  });

  it('/issue/delayed closes to the inbox, where the document will arrive', async () => {
    renderAt('/issue/delayed');
    await userEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/home/inbox');
  });
});
