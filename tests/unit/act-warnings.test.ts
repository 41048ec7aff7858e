// @vitest-environment jsdom
import { createElement, useEffect, useState } from 'react';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { watchActWarnings } from '../act-warnings';

/** Sets its state a moment after it mounts, outside anything a test waits for. */
function LateUpdate({ done }: { done: () => void }) {
  const [text, setText] = useState('before');
  useEffect(() => {
    const timer = setTimeout(() => {
      setText('after');
      done();
    }, 0);
    return () => clearTimeout(timer);
  }, [done]);
  return createElement('p', null, text);
}

const consoleError = console.error;
afterEach(() => {
  console.error = consoleError;
});

describe('the client tests’ act(...) watch (tests/setup-client.ts)', () => {
  it('fails after a test whose component updated outside act(...), quoting the warning', async () => {
    const watch = watchActWarnings(() => undefined);
    console.error = watch.error;
    await new Promise<void>((done) => render(createElement(LateUpdate, { done })));
    expect(watch.check).toThrow(/An update to LateUpdate inside a test was not wrapped in act\(/);
    expect(watch.check).not.toThrow();
  });

  it('lets through a test that printed other errors, and prints them still', () => {
    const printed: unknown[][] = [];
    const watch = watchActWarnings((...args) => printed.push(args));
    watch.error('another error: %s', 'not about act');
    expect(watch.check).not.toThrow();
    expect(printed).toEqual([['another error: %s', 'not about act']]);
  });
});
