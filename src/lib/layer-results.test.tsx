// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Route, Routes, useNavigate } from 'react-router';
import { renderPageRoute, settle } from '../testing/page-route';
import { useCloseLayer } from './layer-navigation';
import { hasLayerWaiter, useAskAgainAfterReload, useAskLayer, useLayerAnswer, waitForLayerResult } from './layer-results';

const KEY = 'test:choice';
let outcome: Array<unknown> = [];
/** Where the browser was when the page's waiter was answered. */
let settledAt: string[] = [];
let asks = 0;

function Page() {
  const ask = useAskLayer();
  const askChoice = () => {
    asks += 1;
    void ask<string>(KEY, 'choice', { n: '1' }).then((value) => {
      outcome.push(value);
      settledAt.push(window.location.pathname);
    });
  };
  useAskAgainAfterReload('choice', KEY, askChoice);
  return (
    <>
      <button onClick={askChoice}>ask</button>
      <Routes>
        <Route path="layer/choice" element={<Layer />} />
        <Route path="layer/choice/detail" element={<p>detail</p>} />
      </Routes>
    </>
  );
}

function Layer() {
  const { answer, dismiss } = useLayerAnswer(KEY);
  const navigate = useNavigate();
  const close = useCloseLayer();
  return (
    <div role="dialog">
      <button onClick={() => answer('picked')}>pick</button>
      <button
        onClick={() => {
          answer('picked');
          close();
        }}
      >
        pick and close
      </button>
      <button onClick={() => dismiss()}>close</button>
      <button onClick={() => navigate('/page/layer/choice/detail')}>detail</button>
    </div>
  );
}

function renderAt(url: string) {
  window.history.replaceState(null, '', url);
  return renderPageRoute(Page);
}


async function back() {
  await act(async () => {
    window.history.back();
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  await settle();
}

beforeEach(() => {
  outcome = [];
  settledAt = [];
  asks = 0;
});
afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('layer results: one mechanism', () => {
  it('the layer’s answer reaches the page that asked', async () => {
    renderAt('/page');
    await act(async () => screen.getByRole('button', { name: 'ask' }).click());
    expect(window.location.pathname).toBe('/page/layer/choice');
    expect(window.location.search).toBe('?n=1');
    await act(async () => screen.getByRole('button', { name: 'pick' }).click());
    await settle();
    expect(outcome).toEqual(['picked']);
  });

  it('a layer that answers and then closes is answered only once its back traversal has landed on the page (the page may move on next)', async () => {
    renderAt('/page');
    await act(async () => screen.getByRole('button', { name: 'ask' }).click());
    await act(async () => screen.getByRole('button', { name: 'pick and close' }).click());
    await settle();
    await settle();
    expect(outcome).toEqual(['picked']);
    expect(settledAt).toEqual(['/page']);
  });

  it('the browser’s back answers null, so the page is not left waiting', async () => {
    renderAt('/page');
    await act(async () => screen.getByRole('button', { name: 'ask' }).click());
    expect(hasLayerWaiter(KEY)).toBe(true);
    await back();
    expect(window.location.pathname).toBe('/page');
    expect(outcome).toEqual([null]);
    expect(hasLayerWaiter(KEY)).toBe(false);
  });

  it('the close button answers null', async () => {
    renderAt('/page');
    await act(async () => screen.getByRole('button', { name: 'ask' }).click());
    await act(async () => screen.getByRole('button', { name: 'close' }).click());
    await settle();
    expect(outcome).toEqual([null]);
  });

  it('unmounting the layer answers null', async () => {
    renderAt('/page');
    await act(async () => screen.getByRole('button', { name: 'ask' }).click());
    cleanup();
    window.history.replaceState(null, '', '/elsewhere');
    await settle();
    expect(outcome).toEqual([null]);
  });

  it('a sub-layer of the layer keeps the page waiting; coming back and answering delivers', async () => {
    renderAt('/page');
    await act(async () => screen.getByRole('button', { name: 'ask' }).click());
    await act(async () => screen.getByRole('button', { name: 'detail' }).click());
    await settle();
    expect(screen.getByText('detail')).toBeTruthy();
    expect(outcome).toEqual([]);
    await back();
    await act(async () => screen.getByRole('button', { name: 'pick' }).click());
    await settle();
    expect(outcome).toEqual(['picked']);
  });

  it('asking again answers the abandoned waiter with null', async () => {
    const first = waitForLayerResult<string>(KEY);
    const second = waitForLayerResult<string>(KEY);
    renderAt('/page/layer/choice');
    await act(async () => screen.getByRole('button', { name: 'pick' }).click());
    expect(await first).toBeNull();
    expect(await second).toBe('picked');
  });

  it('after a reload on the layer URL the page asks again, in place, and the answer reaches it', async () => {
    window.history.replaceState({ usr: { fromPage: true }, key: 'x', idx: 1 }, '', '/page/layer/choice?n=1');
    const length = window.history.length;
    renderPageRoute(Page);
    await settle();
    expect(asks).toBe(1);
    expect(window.history.length).toBe(length);
    expect(window.location.pathname).toBe('/page/layer/choice');
    await act(async () => screen.getByRole('button', { name: 'pick' }).click());
    await settle();
    expect(outcome).toEqual(['picked']);
  });

  it('a page that opens on its own URL does not ask', async () => {
    renderAt('/page');
    await settle();
    expect(asks).toBe(0);
  });
});
