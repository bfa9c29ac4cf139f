import { executionAsyncResource } from 'node:async_hooks';

/**
 * Keeps one of Node's tick objects alive for the life of the process (docs/decisions/0029).
 *
 * Every `process.nextTick` (streams call it several times per HTTP request) builds its tick object
 * from a literal with two computed keys, `{ [asyncId]: …, [triggerAsyncId]: …, callback, args }`.
 * V8 remembers the shapes (maps) that literal passes through only as long as some object has them:
 * a tick object lives for one turn of the event loop, so each full garbage collection that finds
 * none alive forgets them, and the next tick makes new ones. After four such collections the
 * literal's inline caches have seen too many shapes, turn megamorphic and stay so for the life of the
 * process: every tick object is then built property by property in the runtime. A server's start
 * (migrations, module loading, the embedded database) runs enough full collections with no tick in
 * flight to get there before its first request, a tenth of the CPU of a trivial request on Node 20.
 * One tick object kept here keeps its shapes, and the caches stay monomorphic.
 *
 * Called first thing by main.ts, before the rest of the server is loaded. Returns the object kept
 * (resolved on the next tick).
 */
export function keepTickObjectShape(): Promise<object> {
  return new Promise((resolve) => {
    process.nextTick(() => {
      // Inside a nextTick callback the execution resource is that tick's own object.
      const tick = executionAsyncResource();
      kept.push(tick);
      resolve(tick);
    });
  });
}

const kept: object[] = [];
