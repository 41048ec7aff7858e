import { createHook } from 'node:async_hooks';
import { setFlagsFromString } from 'node:v8';

/**
 * V8 settings of the server process, set before anything else is loaded (server/main.ts imports
 * this module first), and one of Node's tick objects kept (below).
 *
 * No allocation-site pretenuring: V8 moves an allocation site to the old generation when a
 * collection finds many of its young objects alive. Node's `process.nextTick` makes its tick
 * objects at one such site, several per request; a burst that leaves many queued when a collection
 * runs (start-up, a load test's first seconds) tenured that site in about one process start in
 * five, and from then on every tick object went to the old generation: ≈ 420 ns a nextTick
 * instead of ≈ 230, ≈ 5 µs more server time per request for the process's whole life (bench: API
 * under load, the runs where the status and polling calls fell to 60–67 % of the bare route). The
 * server's long-lived data is made at start and lives in the old generation anyway.
 */
setFlagsFromString('--no-allocation-site-pretenuring');

/**
 * One of Node's tick objects, kept for the process's life (below). Exported: the module record
 * holds it as long as the process runs.
 */
export let anchoredTickObject: object | undefined;

/**
 * Keeps one of Node's tick objects alive, so that the shape (V8's map) of every tick object never
 * dies. `process.nextTick` makes them as an object literal with two computed symbol keys, several
 * per request (the HTTP and stream internals). V8 remembers each step of that literal's definition
 * as the one shape it saw, held weakly; when nothing holds a tick object — an idle server, between
 * requests — a few full collections free those shapes, the next tick object gets new ones, and the
 * literal's feedback turns megamorphic for good: every optimised caller of `nextTick` then defines
 * the literal through V8's runtime (perf: `Runtime_DefineKeyedOwnPropertyInLiteral` and
 * `JSObject::MigrateToMap` under `onwrite`, `resume`, `endReadable`…), ≈ 2.5 µs more server time per
 * request for the rest of the process's life. It happened in about one start in three (the
 * collections of a start, while nothing was queued) and in every bench whose server had first
 * idled between Lighthouse's pages; six idle full collections bring it about every time
 * (server/v8-flags.test.ts). A tick object alive holds its shape, and its shape the shapes
 * before it, so the remembered ones stay the ones in use.
 */
function anchorTickObjects(): void {
  const hook = createHook({
    init(_asyncId, type, _triggerAsyncId, resource: object) {
      if (type === 'TickObject') anchoredTickObject ??= resource;
    },
  }).enable();
  process.nextTick(() => undefined);
  hook.disable();
}
anchorTickObjects();
