import https from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PushMessages } from '../../../../contracts/push.js';
import { loadConfig, parsePushHosts } from '../../../config.js';
import { startPushService, type LocalPushService } from '../../../test/push-service.js';
import { testCertificate } from '../../../test/test-certificate.js';
import { createEndpointGuard, PushTargetRefused, type Resolve } from './push-endpoint.js';
import { englishOf } from '../../../platform/i18n.js';

/** Where a push may go (decision 0056): the configured push services, https on 443, public addresses only. */

const defaults = loadConfig({ NODE_ENV: 'production' }).push;
const PUBLIC = [{ address: '142.250.183.10', family: 4 }];
const answers =
  (table: Record<string, Array<{ address: string; family: number }>>): Resolve =>
  async (hostname) =>
    table[hostname] ??
    Promise.reject(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }));

/** What check() answers: 'ok', or the refusal's message. */
const verdict = (guard: ReturnType<typeof createEndpointGuard>, endpoint: string) =>
  guard.check(endpoint).then(
    () => 'ok',
    (err: Error) => err.message,
  );

describe('PUSH_HOSTS', () => {
  it("names the browsers' push services by default, and nothing else", () => {
    expect(defaults.hosts).toEqual([
      'fcm.googleapis.com',
      '*.googleapis.com',
      '*.push.services.mozilla.com',
      '*.notify.windows.com',
      '*.push.apple.com',
      'web.push.apple.com',
    ]);
    expect(defaults.testServiceCert).toBeNull();
  });

  it('takes host names and *.names only; an address, a port, a scheme or a bare *.tld stops start-up', () => {
    expect(parsePushHosts(' FCM.googleapis.com , *.push.example.org ')).toEqual([
      'fcm.googleapis.com',
      '*.push.example.org',
    ]);
    for (const wrong of ['10.0.0.5', 'push.example.org:8443', 'https://push.example.org', '*.com', '*', ''])
      expect(typeof parsePushHosts(wrong), wrong).toBe('string');
    expect(() => loadConfig({ PUSH_HOSTS: '127.0.0.1' })).toThrow(/PUSH_HOSTS/);
  });

  it('lets only the test suite trust a stand-in push service on loopback', () => {
    const cert = testCertificate().cert;
    expect(loadConfig({ NODE_ENV: 'test', PUSH_TEST_SERVICE_CERT: cert }).push.testServiceCert).toBe(cert);
    for (const env of ['development', 'production'] as const)
      expect(() => loadConfig({ NODE_ENV: env, PUSH_TEST_SERVICE_CERT: cert })).toThrow(/PUSH_TEST_SERVICE_CERT/);
  });
});

describe('when a device is added', () => {
  const guard = createEndpointGuard({
    ...defaults,
    resolve: answers({
      'fcm.googleapis.com': PUBLIC,
      'updates.push.services.mozilla.com': [{ address: '2a04:4e42::645', family: 6 }],
      'web.push.apple.com': PUBLIC,
      'wns2-pn1p.notify.windows.com': PUBLIC,
      'evil.push.services.mozilla.com': [{ address: '10.1.2.3', family: 4 }],
      'mixed.push.apple.com': [...PUBLIC, { address: '192.168.1.20', family: 4 }],
      'mapped.push.apple.com': [{ address: '::ffff:169.254.169.254', family: 6 }],
      'ula.notify.windows.com': [{ address: 'fd12:3456::1', family: 6 }],
      'cgnat.googleapis.com': [{ address: '100.64.0.9', family: 4 }],
      'none.googleapis.com': [],
    }),
  });

  it("accepts the browsers' push services at public addresses", async () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dXc8:APA91bH',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk',
      'https://web.push.apple.com/QGx7W1y',
      'https://wns2-pn1p.notify.windows.com/w/?token=BQYAAAB%3d',
      'https://fcm.googleapis.com:443/fcm/send/x',
    ])
      expect(await verdict(guard, endpoint), endpoint).toBe('ok');
  });

  it('refuses another host, another port, an address for a name, and plain http, each with its reason', async () => {
    const cases: Array<[string, string]> = [
      ['http://fcm.googleapis.com/fcm/send/x', englishOf(PushMessages.endpointInvalid)],
      ['https://push.example.com/x', englishOf(PushMessages.endpointNotPushService)],
      ['https://googleapis.com.evil.example/x', englishOf(PushMessages.endpointNotPushService)],
      ['https://push.apple.com/x', englishOf(PushMessages.endpointNotPushService)],
      ['https://localhost/x', englishOf(PushMessages.endpointNotPushService)],
      ['https://fcm.googleapis.com:8443/fcm/send/x', englishOf(PushMessages.endpointPort)],
      ['https://142.250.183.10/fcm/send/x', englishOf(PushMessages.endpointNotPushService)],
    ];
    for (const [endpoint, message] of cases) expect(await verdict(guard, endpoint), endpoint).toBe(message);
  });

  it('refuses loopback, private, link-local, CGNAT, unique-local, unspecified and multicast addresses', async () => {
    for (const host of [
      '127.0.0.1',
      '127.1.2.3',
      '[::1]',
      '10.0.0.5',
      '172.16.0.1',
      '172.31.255.254',
      '192.168.1.1',
      '169.254.169.254',
      '[fe80::1]',
      '100.64.0.1',
      '100.127.255.254',
      '[fd00::1]',
      '[fc00::1]',
      '0.0.0.0',
      '[::]',
      '224.0.0.251',
      '[ff02::1]',
      '[::ffff:10.0.0.1]',
    ])
      expect(await verdict(guard, `https://${host}/x`), host).toBe(englishOf(PushMessages.endpointPrivateAddress));
  });

  it('refuses a push service name that resolves to a private address (any one of its addresses)', async () => {
    for (const host of [
      'evil.push.services.mozilla.com',
      'mixed.push.apple.com',
      'mapped.push.apple.com',
      'ula.notify.windows.com',
      'cgnat.googleapis.com',
    ])
      expect(await verdict(guard, `https://${host}/x`), host).toBe(englishOf(PushMessages.endpointPrivateAddress));
    expect(await verdict(guard, 'https://gone.googleapis.com/x')).toBe(englishOf(PushMessages.endpointUnresolved));
    expect(await verdict(guard, 'https://none.googleapis.com/x')).toBe(englishOf(PushMessages.endpointUnresolved));
  });
});

describe('when a push connects', () => {
  let service: LocalPushService;
  beforeAll(async () => {
    service = await startPushService();
  });
  afterAll(() => service.close());

  /** One POST through the guard's agent, as web-push makes it: the error it ended with, or the status. */
  const post = (guard: ReturnType<typeof createEndpointGuard>, url: string) =>
    new Promise<Error | number>((resolve) => {
      const { hostname, port, pathname } = new URL(url);
      const req = https.request({ hostname, port, path: pathname, method: 'POST', agent: guard.agent }, (res) => {
        res.resume();
        resolve(res.statusCode!);
      });
      req.on('error', resolve);
      req.end();
    });

  it('refuses a host that resolved to a public address when the device was added and to loopback now (DNS rebinding)', async () => {
    let lookups = 0;
    // The attacker's DNS: a public address for the check, this machine for the connection.
    const rebinding: Resolve = async () => {
      lookups += 1;
      return lookups === 1 ? PUBLIC : [{ address: '127.0.0.1', family: 4 }];
    };
    const guard = createEndpointGuard({ ...defaults, resolve: rebinding });
    const endpoint = 'https://rebind.push.services.mozilla.com/push/x';
    expect(await verdict(guard, endpoint)).toBe('ok');
    const before = service.connections;
    const result = await post(guard, endpoint);
    expect(result).toBeInstanceOf(PushTargetRefused);
    expect((result as Error).message).toContain('resolves to 127.0.0.1');
    expect(lookups).toBe(2);
    expect(service.connections).toBe(before);
    guard.agent.destroy();
  });

  it('refuses, without looking anything up, a host or port stored before the rules (or a parser that reads the URL otherwise)', async () => {
    let lookups = 0;
    const guard = createEndpointGuard({ ...defaults, resolve: async () => (lookups++, PUBLIC) });
    const port = new URL(service.origin).port;
    for (const url of [
      `${service.origin}/push/x`,
      `https://localhost:${port}/push/x`,
      'https://push.example.com/x',
      'https://fcm.googleapis.com:8443/x',
    ]) {
      const result = await post(guard, url);
      expect(result, url).toBeInstanceOf(PushTargetRefused);
    }
    expect(lookups).toBe(0);
    expect(service.connections).toBe(0);
    guard.agent.destroy();
  });

  it("reaches the tests' stand-in on loopback only with the test configuration, over verified TLS", async () => {
    const guard = createEndpointGuard({ ...defaults, testServiceCert: testCertificate().cert });
    expect(await verdict(guard, `${service.origin}/push/x`)).toBe('ok');
    // The stand-in answers 404 to a device it does not know: the connection was made, TLS verified.
    const before = service.connections;
    expect(await post(guard, `${service.origin}/push/unknown`)).toBe(404);
    expect(service.connections).toBe(before + 1);
    // The allowance is loopback's only: a private network stays refused, even in the tests.
    expect(await verdict(guard, 'https://10.0.0.5:8443/x')).toBe(englishOf(PushMessages.endpointPrivateAddress));
    const untrusted = createEndpointGuard({ ...defaults, testServiceCert: '' });
    expect(await verdict(untrusted, `${service.origin}/push/x`)).toBe(englishOf(PushMessages.endpointPrivateAddress));
    guard.agent.destroy();
    untrusted.agent.destroy();
  });
});
