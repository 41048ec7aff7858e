// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { certificates } from '../forms/catalogue';
import { ExternalChannelingPage } from './external-channeling-page';
import { RunnerProgress } from './runner-progress';

describe('the runner progress over the page', () => {
  it('shows nothing while nothing runs', () => {
    const { container } = render(
      <MemoryRouter>
        <RunnerProgress layer={null} progress={0} onCancel={vi.fn()} />
      </MemoryRouter>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the sheet of the phase’s layer with its progress once the sheet’s code arrives', async () => {
    render(
      <MemoryRouter>
        <RunnerProgress layer="issue-progress" progress={40} onCancel={vi.fn()} />
      </MemoryRouter>,
    );
    expect(await screen.findByText('증명서를 발급받고 있어요')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
  });

  it('names the outside site an external channeling moves to, as the certificate names it', async () => {
    render(
      <MemoryRouter>
        <RunnerProgress layer="external-channeling-progress" progress={0} onCancel={vi.fn()} site="대법원 전자가족관계등록시스템" />
      </MemoryRouter>,
    );
    expect(await screen.findByText('대법원 전자가족관계등록시스템으로 이동 중이에요')).toBeInTheDocument();
  });
});

describe('the hand-off page to the outside site (/issue/external-channeling)', () => {
  it('names the certificate’s own site, from its manifest, and tells the receiving method to choose', async () => {
    const entry = certificates.find((candidate) => candidate.manifest.site !== undefined)!;
    const site = entry.manifest.site!.name;
    const url = `/issue/external-channeling?url=${encodeURIComponent('/sim/court/A1')}&edoc=${encodeURIComponent(entry.manifest.path)}`;
    const replace = vi.fn();
    vi.stubGlobal('location', { origin: window.location.origin, replace });
    render(
      <MemoryRouter initialEntries={[url]}>
        <ExternalChannelingPage />
      </MemoryRouter>,
    );
    expect(screen.getByText(new RegExp(`^${site}(으로|로) 이동 중이에요$`))).toBeInTheDocument();
    expect(screen.getByText(`${site}에서 수령 방법으로 '전자문서지갑'을 선택해 주세요.`)).toBeInTheDocument();
    expect(replace).toHaveBeenCalledWith('/sim/court/A1');
    vi.unstubAllGlobals();
  });
});
