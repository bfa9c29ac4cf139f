import { generateKeyPairSync, randomBytes, sign } from 'node:crypto';

/**
 * A self-signed certificate for 127.0.0.1, ::1 and localhost (ECDSA P-256, valid for two days
 * around now), made in memory once per process: a local stand-in for a service the server reaches
 * over https (the Web Push service) serves with it, and the server under test is told to trust it.
 * Encoded by hand (X.509 in DER) so that the tests need neither openssl nor a key kept in the repository.
 */
export interface TestCertificate {
  cert: string;
  key: string;
}

function length(n: number): Buffer {
  if (n < 0x80) return Buffer.from([n]);
  if (n < 0x100) return Buffer.from([0x81, n]);
  return Buffer.from([0x82, n >> 8, n & 0xff]);
}
const der = (tag: number, ...parts: Buffer[]) => {
  const body = Buffer.concat(parts);
  return Buffer.concat([Buffer.from([tag]), length(body.length), body]);
};
const seq = (...parts: Buffer[]) => der(0x30, ...parts);
const oid = (hex: string) => der(0x06, Buffer.from(hex, 'hex'));
const utcTime = (date: Date) =>
  der(0x17, Buffer.from(`${date.toISOString().slice(2, 19).replace(/[-T:]/g, '')}Z`, 'ascii'));

const ECDSA_WITH_SHA256 = seq(oid('2a8648ce3d040302'));
const COMMON_NAME = oid('550403');
const SUBJECT_ALT_NAME = oid('551d11');

let made: TestCertificate | undefined;

export function testCertificate(): TestCertificate {
  if (made) return made;
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const name = seq(der(0x31, seq(COMMON_NAME, der(0x0c, Buffer.from('Fortitude test service')))));
  const serial = randomBytes(8);
  serial[0]! &= 0x7f;
  const altNames = seq(
    der(0x82, Buffer.from('localhost')),
    der(0x87, Buffer.from([127, 0, 0, 1])),
    der(0x87, Buffer.from('00000000000000000000000000000001', 'hex')),
  );
  const now = Date.now();
  const tbs = seq(
    der(0xa0, der(0x02, Buffer.from([2]))),
    der(0x02, serial),
    ECDSA_WITH_SHA256,
    name,
    seq(utcTime(new Date(now - 86_400_000)), utcTime(new Date(now + 86_400_000))),
    name,
    publicKey.export({ type: 'spki', format: 'der' }),
    der(0xa3, seq(seq(SUBJECT_ALT_NAME, der(0x04, altNames)))),
  );
  const signature = sign('sha256', tbs, privateKey);
  const certificate = seq(tbs, ECDSA_WITH_SHA256, der(0x03, Buffer.from([0]), signature));
  const lines = certificate.toString('base64').match(/.{1,64}/g) ?? [];
  made = {
    cert: `-----BEGIN CERTIFICATE-----\n${lines.join('\n')}\n-----END CERTIFICATE-----\n`,
    key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
  return made;
}
