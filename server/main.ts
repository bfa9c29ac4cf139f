// The server process's entry point (`npm start`, `tsx server/main.ts`). Before the rest of the
// server is loaded it keeps one of Node's tick objects alive (platform/runtime-shapes.ts: without
// it, the garbage collections of start-up leave every later process.nextTick on a slow path), then
// starts the server (serve.ts). On a first start on the embedded database a short-lived child process
// creates, migrates and seeds the database before (start-first.ts: what that costs leaves with it).
import { keepTickObjectShape } from './platform/runtime-shapes.js';
import { createEmbeddedDatabaseFirst } from './start-first.js';

await keepTickObjectShape();
try {
  await createEmbeddedDatabaseFirst();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
await import('./serve.js');
