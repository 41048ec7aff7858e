// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
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
    expect(await screen.findByText('증명서를 발급하고 있어요')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
  });
});
