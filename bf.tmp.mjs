import Fastify from 'fastify';
import pino from 'pino';
import { z } from 'zod';
import { validatorCompiler } from 'fastify-type-provider-zod';
const E = process.env;
const app = Fastify({ logger: { level: 'warn', stream: pino.destination({ dest: 1, sync: false }) } });
app.setValidatorCompiler(validatorCompiler);
app.setSerializerCompiler(({ schema }) => (d) => JSON.stringify(schema.safeParse(d).data));
const H = { 'content-security-policy': "default-src 'none';frame-ancestors 'none'", 'cross-origin-resource-policy': 'same-origin', 'referrer-policy': 'no-referrer', 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY' };
if (E.BF_HOOKS) {
  app.addHook('onRequest', (req, reply, done) => { reply.headers(H); done(); });
  app.addHook('onRequest', (req, reply, done) => { done(); });
  app.addHook('preValidation', (req, reply, done) => { done(); });
  app.addHook('preSerialization', (req, reply, p, done) => { done(null, p); });
}
if (E.BF_TWO) { app.addHook('onRequest', (req, reply, done) => { reply.headers(H); done(); }); app.addHook('onRequest', (req, reply, done) => { done(); }); }
if (E.BF_NOOP) app.addHook('onRequest', (req, reply, done) => { done(); });
if (E.BF_PV) app.addHook('preValidation', (req, reply, done) => { done(); });
if (E.BF_PS) app.addHook('preSerialization', (req, reply, p, done) => { done(null, p); });
if (E.BF_ONEHOOK) app.addHook('onRequest', (req, reply, done) => { reply.headers(H); done(); });
app.get('/api/health/live', { schema: { response: { 200: z.object({ status: z.literal('ok') }) } } }, async () => ({ status: 'ok' }));
await app.listen({ port: +E.PORT, host: '127.0.0.1' });
