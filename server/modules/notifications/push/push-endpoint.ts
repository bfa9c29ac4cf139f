import type { Message } from '../../../../contracts/messages.js';
import dns from 'node:dns';
import https from 'node:https';
import net from 'node:net';
import tls from 'node:tls';
import { PushMessages } from '../../../../contracts/push.js';
import { badRequest } from '../../../platform/errors.js';

/**
 * Where the server may send a push (decision 0056). A device's endpoint is a URL the browser got
 * from its push service, but it reaches the server as the member's input: left unchecked, it makes
 * the server POST to any host and port it can reach (an internal API, the cloud's metadata
 * service). So an endpoint must be https on port 443 at a push service named in PUSH_HOSTS, and
 * every address its host resolves to must be a public one. That is checked when the device is
 * added, and again by the agent that opens every push connection, on the addresses it is about to
 * connect to (a host may resolve elsewhere by then: DNS rebinding).
 */
export interface PushEndpointPolicy {
  /** Push services' host names, exact or `*.` for any name under one (PUSH_HOSTS). */
  hosts: readonly string[];
  /** Tests only: https on loopback (any port) is accepted, with this certificate trusted. */
  testServiceCert?: string | null;
  /** Every address of a host name; tests pass their own to play a DNS that changes its answer. */
  resolve?: Resolve;
}

export type Resolve = (hostname: string) => Promise<ReadonlyArray<{ address: string; family: number }>>;

const systemResolve: Resolve = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });

/** Addresses no push service has: this machine, private networks, link-local, CGNAT, unique-local, multicast. */
const refusedRanges = new net.BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8], // unspecified, "this network" (0.0.0.0 reaches this machine)
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, the clouds' metadata services
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  refusedRanges.addSubnet(address, prefix, 'ipv4');
for (const [address, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128],
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const)
  refusedRanges.addSubnet(address, prefix, 'ipv6');
const loopback = new net.BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** IPv4 rules also judge IPv4-mapped IPv6 addresses (::ffff:10.0.0.1): net.BlockList maps them. */
const inList = (list: net.BlockList, address: string) => list.check(address, net.isIPv6(address) ? 'ipv6' : 'ipv4');

/** An IP literal from a URL's host (`[::1]` is `::1`), or null for a name. */
const ipOf = (host: string) => {
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  return net.isIP(bare) ? bare : null;
};

/** Thrown by the push agent when a connection would reach a refused host, port or address. */
export class PushTargetRefused extends Error {
  readonly code = 'PUSH_TARGET_REFUSED';
}

export function createEndpointGuard(policy: PushEndpointPolicy) {
  const testing = Boolean(policy.testServiceCert);
  const resolve = policy.resolve ?? systemResolve;
  const hosts = policy.hosts.map((h) => h.toLowerCase());

  const isLoopbackHost = (host: string) => {
    const ip = ipOf(host);
    return ip ? inList(loopback, ip) : host === 'localhost';
  };
  const isPushHost = (host: string) => {
    const name = host.toLowerCase().replace(/\.$/, '');
    return hosts.some((pattern) =>
      pattern.startsWith('*.') ? name.endsWith(pattern.slice(1)) && name.length > pattern.length - 1 : name === pattern,
    );
  };
  /** Why an address may not be connected to, or null. */
  const addressRefusal = (address: string): Message | null => {
    if (testing && inList(loopback, address)) return null;
    return inList(refusedRanges, address) ? PushMessages.endpointPrivateAddress : null;
  };

  /** Why a host and port are not a push service's, or null; the port as the URL gives it ('' is 443). */
  function targetRefusal(host: string, port: string): Message | null {
    if (testing && isLoopbackHost(host)) return null;
    const ip = ipOf(host);
    if (ip) return addressRefusal(ip) ?? PushMessages.endpointNotPushService;
    if (port !== '' && port !== '443') return PushMessages.endpointPort;
    return isPushHost(host) ? null : PushMessages.endpointNotPushService;
  }

  /** The first refused address among a host's, or null. */
  function refusedAmong(addresses: ReadonlyArray<{ address: string }>): string | null {
    return addresses.find((a) => addressRefusal(a.address) !== null)?.address ?? null;
  }

  /**
   * The agent every push goes through (web-push's `agent` option): it refuses, before any packet
   * leaves, a host or port that is not a push service's, and a host name any of whose addresses
   * is refused, looked up at connect time.
   */
  class PushAgent extends https.Agent {
    override createConnection(
      ...[options, callback]: Parameters<https.Agent['createConnection']>
    ): ReturnType<https.Agent['createConnection']> {
      const host = String(options.host ?? options.hostname ?? '');
      const refused = targetRefusal(host, options.port == null ? '' : String(options.port));
      if (refused) {
        // A socket that never connects: the request fails with this error, as with any network error.
        const socket = new net.Socket();
        process.nextTick(() =>
          socket.destroy(new PushTargetRefused(`push to ${host}:${options.port} refused: ${refused}`)),
        );
        return socket;
      }
      return super.createConnection({ ...options, lookup }, callback);
    }
  }

  /** dns.lookup's shape for net.connect: every address of the host checked, else an error and no connection. */
  const lookup: net.LookupFunction = (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const refused = refusedAmong(addresses);
        const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : Number(options.family ?? 0);
        const usable = addresses.filter((a) => !family || a.family === family);
        if (refused || usable.length === 0) {
          const why = refused ? `resolves to ${refused}, not a public address` : 'has no address';
          callback(new PushTargetRefused(`push to ${hostname} refused: it ${why}`), '', 0);
        } else if (options.all)
          callback(
            null,
            usable.map((a) => ({ address: a.address, family: a.family })),
          );
        else callback(null, usable[0]!.address, usable[0]!.family);
      },
      (err: NodeJS.ErrnoException) => callback(err, '', 0),
    );
  };

  return {
    agent: new PushAgent({
      keepAlive: true,
      ...(policy.testServiceCert ? { ca: [...tls.rootCertificates, policy.testServiceCert] } : {}),
    }),

    /** Refuses (400, with the reason) an endpoint that is not a push service's at a public address. */
    async check(endpoint: string): Promise<void> {
      const url = new URL(endpoint);
      if (url.protocol !== 'https:') throw badRequest(PushMessages.endpointInvalid);
      const refused = targetRefusal(url.hostname, url.port);
      if (refused) throw badRequest(refused);
      if (ipOf(url.hostname)) return;
      let addresses: Awaited<ReturnType<Resolve>>;
      try {
        addresses = await resolve(url.hostname);
      } catch {
        throw badRequest(PushMessages.endpointUnresolved);
      }
      if (addresses.length === 0) throw badRequest(PushMessages.endpointUnresolved);
      if (refusedAmong(addresses)) throw badRequest(PushMessages.endpointPrivateAddress);
    },
  };
}

export type EndpointGuard = ReturnType<typeof createEndpointGuard>;
