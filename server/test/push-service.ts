import { createECDH, createPublicKey, createDecipheriv, hkdfSync, randomBytes, randomUUID, verify } from 'node:crypto';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { testCertificate } from './test-certificate.js';

/**
 * A local push service for the tests, on https://127.0.0.1 with the tests' certificate (which test
 * apps trust through PUSH_TEST_SERVICE_CERT, the one way a push may reach loopback), speaking RFC 8030 as far as a Web Push sender uses it, and a
 * browser's side of RFC 8291: it makes subscriptions as a browser does (a P-256 key pair and a
 * 16-byte authentication secret per device), takes `POST <endpoint>` with TTL, Urgency,
 * Content-Encoding: aes128gcm and `Authorization: vapid t=<JWT>, k=<key>` (RFC 8292), checks the
 * JWT's ES256 signature, audience and expiry, and decrypts the aes128gcm body (RFC 8188) with the
 * device's private key, as the browser would before handing it to the service worker.
 */
export interface ReceivedPush {
  /** The subscription's endpoint the push was posted to. */
  endpoint: string;
  ttl: number;
  urgency: string | null;
  /** The VAPID JWT's claims (checked). */
  claims: { aud: string; exp: number; sub: string };
  /** The application server key the sender signed with (k=). */
  vapidKey: string;
  /** The decrypted payload, as text. */
  text: string;
}

export interface DeviceSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

interface Device {
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
  /** The status this endpoint answers with (201 for a delivered push). */
  status: number;
}

const b64url = (buf: Buffer) => buf.toString('base64url');

/** RFC 8291 §3.4 and RFC 8188 §2: one aes128gcm body to its plaintext, with the receiver's keys. */
export function decryptAes128gcm(
  body: Buffer,
  receiver: { ecdh: ReturnType<typeof createECDH>; auth: Buffer },
): string {
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20]!;
  const senderPublic = body.subarray(21, 21 + idlen);
  const records = body.subarray(21 + idlen);
  if (idlen !== 65) throw new Error(`keyid is the sender's 65-byte public key, got ${idlen} bytes`);
  if (rs < 18) throw new Error('record size too small');
  const ecdhSecret = receiver.ecdh.computeSecret(senderPublic);
  const receiverPublic = receiver.ecdh.getPublicKey();
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverPublic, senderPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, receiver.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonceBase = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const parts: Buffer[] = [];
  for (let seq = 0, at = 0; at < records.length; seq += 1, at += rs) {
    const record = records.subarray(at, Math.min(at + rs, records.length));
    const nonce = Buffer.from(nonceBase);
    // The record's sequence number XORed into the nonce's last bytes (a few records: the last 4 suffice).
    nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ seq) >>> 0, 8);
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    // Padding: the delimiter (2 in the last record, 1 before) then zeros.
    let end = plain.length - 1;
    while (end >= 0 && plain[end] === 0) end -= 1;
    const delimiter = plain[end];
    const last = at + rs >= records.length;
    if (delimiter !== (last ? 2 : 1)) throw new Error('bad padding delimiter');
    parts.push(plain.subarray(0, end));
  }
  return Buffer.concat(parts).toString('utf8');
}

/** RFC 8292: the JWT's ES256 signature under k=, its audience (the endpoint's origin), a future expiry within 24 h. */
function checkVapid(header: string | undefined, origin: string): { claims: ReceivedPush['claims']; key: string } {
  const match = /^vapid t=([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error('Authorization is not "vapid t=…, k=…"');
  const [, token, key] = match as unknown as [string, string, string];
  const [head, payload, signature] = token.split('.') as [string, string, string];
  const jose = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as { alg?: string };
  if (jose.alg !== 'ES256') throw new Error('the JWT is not ES256');
  const raw = Buffer.from(key, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) throw new Error('k is not an uncompressed P-256 point');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33)) },
    format: 'jwk',
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${head}.${payload}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!ok) throw new Error('the JWT signature does not verify under k');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as ReceivedPush['claims'];
  if (claims.aud !== origin) throw new Error(`the JWT audience ${claims.aud} is not ${origin}`);
  const now = Date.now() / 1000;
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600 + 60)) throw new Error('the JWT expiry is not within 24 h');
  if (!/^(mailto:|https:)/.test(claims.sub ?? '')) throw new Error('the JWT subject is not mailto: or https:');
  return { claims, key };
}

export interface LocalPushService {
  origin: string;
  /** A new device's subscription, as PushManager.subscribe gives it (its keys stay here). */
  subscribe(): DeviceSubscription;
  /** Every push delivered so far, oldest first. */
  received: ReceivedPush[];
  /** Pushes refused (a bad header, a bad signature, a body that did not decrypt), with why. */
  refused: string[];
  /** TCP connections the service has accepted (a push refused before connecting adds none). */
  readonly connections: number;
  /** Makes an endpoint answer with this status from now on (410: the browser unsubscribed). */
  answer(endpoint: string, status: number): void;
  close(): Promise<void>;
}

export async function startPushService(): Promise<LocalPushService> {
  const devices = new Map<string, Device>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  let origin = '';
  let connections = 0;
  const server = https.createServer(testCertificate(), (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const id = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1];
      const device = id ? devices.get(id) : undefined;
      if (req.method !== 'POST' || !device) {
        res.writeHead(404).end();
        return;
      }
      if (device.status !== 201) {
        res.writeHead(device.status).end();
        return;
      }
      try {
        const ttl = Number(req.headers.ttl);
        if (req.headers.ttl === undefined || !Number.isInteger(ttl) || ttl < 0) throw new Error('no TTL header');
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('Content-Encoding is not aes128gcm');
        const { claims, key } = checkVapid(req.headers.authorization, origin);
        const text = decryptAes128gcm(Buffer.concat(chunks), device);
        received.push({
          endpoint: `${origin}${req.url}`,
          ttl,
          urgency: (req.headers.urgency as string | undefined) ?? null,
          claims,
          vapidKey: key,
          text,
        });
        res.writeHead(201, { location: `${origin}/message/${randomUUID()}` }).end();
      } catch (err) {
        refused.push((err as Error).message);
        res.writeHead(400).end();
      }
    });
  });
  server.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    refused,
    get connections() {
      return connections;
    },
    subscribe() {
      const id = randomUUID();
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(id, { ecdh, auth, status: 201 });
      return {
        endpoint: `${origin}/push/${id}`,
        keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) },
      };
    },
    answer(endpoint, status) {
      const device = devices.get(endpoint.split('/').pop()!);
      if (device) device.status = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
