import { setFlagsFromString } from 'node:v8';

/**
 * V8 settings of the server process, set before anything else is loaded (server/main.ts imports
 * this module first), and Node's tick objects settled (below).
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
 * How many tick objects of each form (with and without arguments) the process makes at start,
 * before any other code runs: enough for V8 to optimise `process.nextTick` on them.
 */
const SETTLING_TICKS = 50_000;

/**
 * Node's tick objects (`process.nextTick`: an object literal with two computed symbol keys, made
 * several times per request by the HTTP and stream internals) are settled first, while nothing
 * else runs. Left to the server's early life — modules loading, the render thread drawing the
 * seeded documents on the other core, the first requests — V8 ended up, in about one process start
 * in three, with the literal's definition compiled as a call into its runtime in every optimised
 * caller of `nextTick` (perf: `Runtime_DefineKeyedOwnPropertyInLiteral` and `JSObject::MigrateToMap`
 * under `onwrite`, `resume`, `endReadable`…), ≈ 2.5 µs more server time per request for the
 * process's whole life (bench: API under load; perf on 44 starts: 0 of 26 with the settling,
 * 6 of 18 without). Made from a quiet start, the objects' shape and its fields' representations
 * are fixed before the program's own variety reaches them. The queued ticks do nothing and run at
 * the first turn of the event loop: ≈ 40 ms added to the start, once. This settles the state a
 * server starts in; a server that has worked a while (the whole bench's, after its other sections)
 * was still found in it, so something later brings it too (README, bench: what was ruled out).
 */
function settleTickObjects(): void {
  const nothing = (): void => undefined;
  for (let i = 0; i < SETTLING_TICKS; i++) process.nextTick(nothing);
  for (let i = 0; i < SETTLING_TICKS; i++) process.nextTick(nothing, i);
}
settleTickObjects();
