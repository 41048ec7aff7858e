// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useLocation, useNavigate } from 'react-router';
import { renderPageRoute, settle as settleFor } from '../testing/page-route';
import { useBackHandler } from '../lib/use-back-handler';
import { useCloseLayer } from '../lib/layer-navigation';
import { installBackButton } from './back-button';

let asked = 0;
let chained = false;
let uninstall: () => void = () => {};

/** Like the partner start page: asks before leaving while no layer is open, and opens the next layer by itself. */
function Page() {
  const location = useLocation();
  const navigate = useNavigate();
  const layerOpen = location.pathname.includes('/layer/');
  useBackHandler(() => {
    asked += 1;
    return true;
  }, !layerOpen);
  useEffect(() => {
    // The first layer just closed (and handed over its answer): the page goes on to the next layer at once.
    if (layerOpen || !chained) return;
    chained = false;
    navigate('/page/layer/second', { state: { fromPage: true } });
  }, [layerOpen, navigate]);
  return (
    <>
      <button onClick={() => navigate('/page/layer/first', { state: { fromPage: true } })}>open</button>
      {layerOpen ? <Layer /> : null}
    </>
  );
}

function Layer() {
  const close = useCloseLayer();
  return (
    <div role="dialog">
      <button onClick={() => close()}>close</button>
    </div>
  );
}

const settle = () => settleFor(30);

beforeEach(() => {
  asked = 0;
  chained = false;
  window.history.replaceState(null, '', '/before');
  window.history.pushState(null, '', '/page');
  uninstall = installBackButton();
});
afterEach(() => {
  cleanup();
  uninstall();
  window.history.replaceState(null, '', '/');
});

describe('the back button (000 §4.11)', () => {
  it('a layer closing itself is not a back press for the page under it, even when that page opens the next layer at once', async () => {
    renderPageRoute(Page);
    await act(async () => screen.getByRole('button', { name: 'open' }).click());
    chained = true;
    expect(window.location.pathname).toBe('/page/layer/first');
    await act(async () => screen.getByRole('button', { name: 'close' }).click());
    await settle();
    await settle();
    expect(window.location.pathname).toBe('/page/layer/second');
    await act(async () => screen.getByRole('button', { name: 'close' }).click());
    await settle();
    await settle();
    expect(window.location.pathname).toBe('/page');
    expect(asked).toBe(0);

    // The user's own back press on the page goes to its handler, and the page stays.
    await act(async () => window.history.back());
    await settle();
    await settle();
    expect(asked).toBe(1);
    expect(window.location.pathname).toBe('/page');
  });
});
