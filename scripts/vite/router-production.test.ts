import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { ConfigEnv, UserConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { ROUTER_PRODUCTION_ENTRY, routerProductionBuild } from './router-production.ts';

const plugin = routerProductionBuild();
const applies = (env: ConfigEnv) => (plugin.apply as (config: UserConfig, env: ConfigEnv) => boolean)({}, env);
const resolve = (source: string) => (plugin.resolveId as (source: string) => string | undefined)(source);

/** The one flag a build's chunks set (each build is one set of chunks). */
function devWarnings(folder: string): string[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.mjs'))
    .flatMap((name) => [...readFileSync(join(folder, name), 'utf8').matchAll(/^var ENABLE_DEV_WARNINGS = (\w+);$/gm)].map((match) => match[1]!));
}

describe("the client build takes react-router's production build", () => {
  it('only in the client build: not in the dev server (tests, the bridge prerender) nor the server renderer', () => {
    expect(applies({ command: 'build', mode: 'production' })).toBe(true);
    expect(applies({ command: 'build', mode: 'production', isSsrBuild: true })).toBe(false);
    expect(applies({ command: 'serve', mode: 'development' })).toBe(false);
  });

  it('resolves the bare react-router to it, and nothing else', () => {
    expect(resolve('react-router')).toBe(ROUTER_PRODUCTION_ENTRY);
    expect(resolve('react-router/dom')).toBeUndefined();
    expect(resolve('react-redux')).toBeUndefined();
  });

  it('the installed package has it, with its developer warnings off, beside the development build with them on', () => {
    const production = dirname(ROUTER_PRODUCTION_ENTRY);
    expect(readFileSync(ROUTER_PRODUCTION_ENTRY, 'utf8')).toMatch(/from "\.\/chunk-[\w-]+\.mjs"/);
    expect(new Set(devWarnings(production))).toEqual(new Set(['false']));
    expect(new Set(devWarnings(join(production, '..', 'development')))).toEqual(new Set(['true']));
  });
});
