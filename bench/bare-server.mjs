// The floor of the benchmark (scenario bare:node-http): a bare node:http server answering what
// GET /api/health/live answers, with no framework, no hooks and no logging. PORT and HOST from env.
import http from 'node:http';

const body = JSON.stringify({ status: 'ok' });
const server = http.createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
});
server.keepAliveTimeout = 72_000;
server.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1', () => console.log('listening'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
