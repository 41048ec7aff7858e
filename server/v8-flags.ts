import { setFlagsFromString } from 'node:v8';

/**
 * V8 settings of the server process, set before anything else is loaded (server/main.ts imports
 * this module first).
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
