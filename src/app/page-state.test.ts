// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from './store';
import { hydratePage, takePageState } from '../api/page-state';
import { sessionApi } from '../api/session-api';
import { writeJsonScript } from '../testing/json-script';

/** A page the server drew (src/app/page-render.tsx) and the answers it was drawn with. */
const writeState = (text: string) => writeJsonScript('page-state', text);

const CHECK = { result: { status: 'OK', serverTime: '20261125000000' } };

/** The state a server render leaves: the store's, after reading the check from the written answers. */
async function renderedState() {
  const server = createStore(undefined, { answers: { '/api/check': CHECK } });
  await server.dispatch(sessionApi.endpoints.serverCheck.initiate());
  const { api } = server.getState();
  return { queries: api.queries, provided: api.provided };
}

afterEach(() => {
  document.getElementById('page-state')?.remove();
  vi.restoreAllMocks();
});

describe("the server's answers for the page it drew", () => {
  it('on the server, a read takes its written answer and never the network; a read without one fails', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const server = createStore(undefined, { answers: { '/api/check': CHECK } });
    expect((await server.dispatch(sessionApi.endpoints.serverCheck.initiate())).data).toEqual(CHECK.result);
    expect((await server.dispatch(sessionApi.endpoints.walletAndDevice.initiate())).isError).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('are taken once from the document; the browser store then has them and does not read them again', async () => {
    // Drawn a minute ago by the server's clock (a slow network, or clocks that differ).
    const rendered = JSON.parse(JSON.stringify(await renderedState())) as { queries: Record<string, { fulfilledTimeStamp: number }> };
    for (const entry of Object.values(rendered.queries)) entry.fulfilledTimeStamp = Date.now() - 60_000;
    writeState(JSON.stringify(rendered));
    const state = takePageState();
    expect(state).not.toBeNull();
    expect(document.getElementById('page-state')).toBeNull();
    expect(takePageState()).toBeNull();

    const fetch = vi.spyOn(globalThis, 'fetch');
    const store = createStore();
    store.dispatch(hydratePage(state!));
    expect(sessionApi.endpoints.serverCheck.select()(store.getState()).data).toEqual(CHECK.result);
    // A component mounting now (stale time 2 s) is answered from the store: the answers are as fresh as the document.
    const read = store.dispatch(sessionApi.endpoints.serverCheck.initiate(undefined, { forceRefetch: 2 }));
    expect((await read).data).toEqual(CHECK.result);
    read.unsubscribe();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a broken or missing element is no state', () => {
    expect(takePageState()).toBeNull();
    writeState('{"queries": ');
    expect(takePageState()).toBeNull();
    writeState('{"provided": {}}');
    expect(takePageState()).toBeNull();
  });
});
