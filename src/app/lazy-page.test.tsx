// @vitest-environment jsdom
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loader } from '../lib/loader';
import { named } from './lazy-page';

const Page = ({ text }: { text: string }) => <p>{text}</p>;

describe('lazy pages', () => {
  it('a module is asked for once, and is at hand once it has come; a failed import is asked for again', async () => {
    const load = vi.fn(async () => ({ Page }));
    const module = loader(load);
    expect(module.loaded).toBeUndefined();
    await Promise.all([module(), module()]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(module.loaded?.Page).toBe(Page);

    let fail = true;
    const flaky = loader(async () => {
      if (fail) throw new Error('offline');
      return { Page };
    });
    await expect(flaky()).rejects.toThrow('offline');
    fail = false;
    await expect(flaky()).resolves.toEqual({ Page });
  });

  it('a page whose module has come is drawn in the same pass: no waiting part', async () => {
    const module = loader(async () => ({ Page }));
    const Named = named(module, 'Page');
    const tree = (
      <Suspense fallback={<i>loading</i>}>
        <Named text="drawn" />
      </Suspense>
    );
    // Not yet come: the part waits (the fallback is what a pass draws).
    expect(renderToString(tree)).toContain('loading');
    await module();
    expect(renderToString(tree)).toContain('<p>drawn</p>');
  });

  it('a page mounted before its module came stays mounted when it comes', async () => {
    let arrive: (module: { Page: typeof Page }) => void = () => undefined;
    const module = loader(() => new Promise<{ Page: typeof Page }>((resolve) => (arrive = resolve)));
    const Named = named(module, 'Page');
    const view = render(
      <Suspense fallback={<i>loading</i>}>
        <Named text="first" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    arrive({ Page });
    const drawn = await screen.findByText('first');
    view.rerender(
      <Suspense fallback={<i>loading</i>}>
        <Named text="second" />
      </Suspense>,
    );
    expect(screen.getByText('second')).toBe(drawn);
  });
});
