// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { setShakeToOpen } from './shake';
import { ShakeToOpen } from './shake-to-open';

// The page unmounted first: the setting's change would re-render a page no test is watching.
afterEach(() => {
  cleanup();
  setShakeToOpen(false);
});

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function shake(at: number) {
  const event = Object.assign(new Event('devicemotion'), { accelerationIncludingGravity: { x: 30, y: 0, z: 9.81 } });
  Object.defineProperty(event, 'timeStamp', { value: at });
  act(() => {
    window.dispatchEvent(event);
  });
}

/** The detector's module, which the page loads when the setting is on, has arrived. */
const detectorLoaded = () =>
  act(async () => {
    await import('./shake-motion');
  });

function renderHome() {
  render(
    <MemoryRouter initialEntries={['/home/apply']}>
      <Routes>
        <Route path="/home/:tab" element={<ShakeToOpen />} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

describe('shake to open (the inbox’s shake setting)', () => {
  it('off: a shake on the home page does nothing', async () => {
    renderHome();
    await detectorLoaded();
    shake(100);
    shake(300);
    expect(screen.getByTestId('where')).toHaveTextContent('/home/apply');
  });

  it('on: a shake on the home page opens 내 증명서 (once its detector has loaded)', async () => {
    setShakeToOpen(true);
    renderHome();
    await detectorLoaded();
    shake(100);
    shake(300);
    expect(screen.getByTestId('where')).toHaveTextContent('/home/inbox');
  });
});
