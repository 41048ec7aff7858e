// @vitest-environment jsdom
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routedBaseQuery } from './base-api';
import { resetBootAnswers, takeBootAnswer } from './boot-answers';
import { writeJsonScript } from '../testing/json-script';

const writeAnswers = (text: string) => writeJsonScript('boot-answers', text);

const api = { signal: new AbortController().signal, dispatch: () => undefined, getState: () => ({}) } as unknown as BaseQueryApi;

beforeEach(() => resetBootAnswers());
afterEach(() => {
  document.getElementById('boot-answers')?.remove();
  vi.restoreAllMocks();
});

describe('the answers written into the document (server/plugins/boot-data.ts)', () => {
  it('each is taken once by its URL, and the element leaves the page', () => {
    writeAnswers('{"/api/check":{"result":{"status":"OK"}}}');
    expect(takeBootAnswer('/api/home')).toBeUndefined();
    expect(takeBootAnswer('/api/check')).toEqual({ result: { status: 'OK' } });
    expect(takeBootAnswer('/api/check')).toBeUndefined();
    expect(document.getElementById('boot-answers')).toBeNull();
  });

  it('a first GET is answered from the document without the network (unwrapped like any answer); the next one asks the server', async () => {
    writeAnswers('{"/api/v2/home":{"result":{"notice":null,"banners":[]}}}');
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify({ result: { notice: 'new', banners: [] } }), { headers: { 'content-type': 'application/json' } }));
    expect(await routedBaseQuery('/api/v2/home', api, {})).toEqual({ data: { notice: null, banners: [] } });
    expect(fetch).not.toHaveBeenCalled();
    expect((await routedBaseQuery('/api/v2/home', api, {})).data).toEqual({ notice: 'new', banners: [] });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('answers are not used once the page is no longer fresh, nor when the element is not JSON', () => {
    writeAnswers('{"/api/check":{"result":{"status":"OK"}}}');
    vi.spyOn(performance, 'now').mockReturnValue(60_000);
    expect(takeBootAnswer('/api/check')).toBeUndefined();
    resetBootAnswers();
    writeAnswers('{not json');
    expect(takeBootAnswer('/api/check')).toBeUndefined();
  });
});
