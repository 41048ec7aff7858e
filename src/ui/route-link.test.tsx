// @vitest-environment jsdom
import type { MouseEvent as ReactMouseEvent, ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router';
import { RouteLink } from './route-link';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${useNavigationType()} ${location.pathname}${location.search}`}</p>;
}

function renderAt(link: ReactNode) {
  render(
    <MemoryRouter initialEntries={['/home/apply']}>
      <Routes>
        <Route path="*" element={<>{link}<Where /></>} />
      </Routes>
    </MemoryRouter>,
  );
  return screen.getByRole('link');
}

describe('RouteLink', () => {
  it('is an anchor to the path that moves within the app, adding a history entry', async () => {
    const link = renderAt(<RouteLink to="/verify?x=1" className="c">검증</RouteLink>);
    expect(link).toHaveAttribute('href', '/verify?x=1');
    expect(link).toHaveClass('c');
    await userEvent.click(link);
    expect(screen.getByTestId('where')).toHaveTextContent('PUSH /verify?x=1');
  });

  it('replaces the current entry when asked (the home tabs)', async () => {
    await userEvent.click(renderAt(<RouteLink to="/home/inbox" replace>받은 문서</RouteLink>));
    expect(screen.getByTestId('where')).toHaveTextContent('REPLACE /home/inbox');
  });

  it('calls its own onClick first, and stays put when that prevents the default', async () => {
    const onClick = vi.fn((event: ReactMouseEvent) => event.preventDefault());
    await userEvent.click(renderAt(<RouteLink to="/desk" onClick={onClick}>창구</RouteLink>));
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.getByTestId('where')).toHaveTextContent('POP /home/apply');
  });

  it('leaves a modified click (a new tab) to the browser', () => {
    const link = renderAt(<RouteLink to="/desk">창구</RouteLink>);
    let leftToBrowser: boolean | undefined;
    // Seen past the app's handler, then stopped: jsdom cannot open another document.
    const seen = (event: MouseEvent) => {
      leftToBrowser = !event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', seen);
    fireEvent.click(link, { ctrlKey: true });
    window.removeEventListener('click', seen);
    expect(leftToBrowser).toBe(true);
    expect(screen.getByTestId('where')).toHaveTextContent('POP /home/apply');
  });
});
