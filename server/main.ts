// The server process's entry point (`npm start`, `tsx server/main.ts`). Before the rest of the
// server is loaded it keeps one of Node's tick objects alive (platform/runtime-shapes.ts: without
// it, the garbage collections of start-up leave every later process.nextTick on a slow path), then
// starts the server (serve.ts).
import { keepTickObjectShape } from './platform/runtime-shapes.js';

await keepTickObjectShape();
await import('./serve.js');
