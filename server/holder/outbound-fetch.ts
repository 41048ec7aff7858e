import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { VERIFIER_MAX_BYTES } from './bounded-fetch.ts';

/**
 * Addresses a link from a QR code must never make this server call: its own machine, the private
 * networks behind it, link-local (a cloud's metadata service) and the special ranges (IANA's
 * special-purpose registries). Node's BlockList reads an IPv4-mapped IPv6 address
 * (`::ffff:10.0.0.1`) against the IPv4 ranges.
 */
const BLOCKED = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv6');
}

/** Whether an IP address is one the wallet's server must not call (loopback, private, link-local, special). */
export function isBlockedAddress(address: string): boolean {
  const family = isIP(address);
  return family !== 0 && BLOCKED.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/** Why a call to another server was refused before it was made. */
export class OutboundRefused extends Error {
  constructor(
    readonly reason: 'not-https' | 'private-address',
    readonly url: string,
  ) {
    super(reason === 'not-https' ? `not an https URL: ${url}` : `a private, loopback or link-local address: ${url}`);
  }
}

/** The refusal behind an error a library wrapped around it (its `cause`), if any. */
export function outboundRefusalIn(error: unknown): OutboundRefused | undefined {
  for (let at = error, depth = 0; at && depth < 5; at = (at as { cause?: unknown }).cause, depth++) if (at instanceof OutboundRefused) return at;
  return undefined;
}

/** What the wallet may call besides public https servers: hosts (`localhost`, `127.0.0.1:9000`) named by the operator. */
export interface OutboundPolicy {
  /** JIGAP_OUTBOUND_ALLOW: hosts, with or without a port, reachable over http and at private addresses. */
  allow: readonly string[];
}

const allowed = (url: URL, policy: OutboundPolicy) => policy.allow.some((host) => host.toLowerCase() === url.host.toLowerCase() || host.toLowerCase() === url.hostname.toLowerCase());

/** A DNS lookup that answers only addresses outside the blocked ranges: the connection goes to the address checked. */
const guardedLookup =
  (url: string): LookupFunction =>
  (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      if (addresses.length === 0 || addresses.some(({ address }) => isBlockedAddress(address))) return callback(new OutboundRefused('private-address', url), '', 0);
      if (options.all) return (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };

function headersOf(message: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(message.headers)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, one);
  }
  return headers;
}

/**
 * `fetch` for calls to other servers that a citizen's link names (a verifier's request_uri and
 * response_uri, a status list): https only, and never to a loopback, private or link-local address —
 * checked on the address DNS answers, the one the connection then uses (no second lookup to
 * rebind) — unless the operator allowed that host. No redirect is followed.
 */
export function outboundFetch(policy: OutboundPolicy): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const open = allowed(url, policy);
    if (url.protocol !== 'https:' && !(open && url.protocol === 'http:')) throw new OutboundRefused('not-https', url.href);
    const literal = url.hostname.replace(/^\[|\]$/g, '');
    if (!open && isIP(literal) !== 0 && isBlockedAddress(literal)) throw new OutboundRefused('private-address', url.href);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    return await new Promise<Response>((resolve, reject) => {
      const outgoing = send(url, { method: request.method, headers: Object.fromEntries(request.headers), signal: request.signal, ...(open ? {} : { lookup: guardedLookup(url.href) }) }, (message) => {
        const chunks: Buffer[] = [];
        let size = 0;
        message.on('data', (chunk: Buffer) => {
          size += chunk.length;
          // Read no further than an answer may be (bounded-fetch.ts refuses it whole).
          if (size > VERIFIER_MAX_BYTES) message.destroy(new Error('the server answered too much'));
          else chunks.push(chunk);
        });
        message.on('error', reject);
        message.on('end', () => {
          const status = message.statusCode ?? 502;
          resolve(new Response([101, 204, 205, 304].includes(status) ? null : Buffer.concat(chunks), { status, headers: headersOf(message) }));
        });
      });
      outgoing.on('error', (error: Error & { cause?: unknown }) => reject(error instanceof OutboundRefused ? error : error.cause instanceof OutboundRefused ? error.cause : error));
      outgoing.end(body);
    });
  };
}
