// The address of the client behind a subscription, for counting anonymous subscribers per client:
// the socket's peer, or, when that peer is a trusted proxy (TRUSTED_PROXIES), the nearest address of
// X-Forwarded-For that is not a trusted proxy (read from the right: every hop appends the address it
// saw, so only the entries trusted hops appended can be believed). Nothing is trusted by default.

import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';

/** Checks a TRUSTED_PROXIES list (`10.0.0.0/8,::1,192.168.1.7`); throws with a readable message. */
export function parseTrustedProxies(text: string | undefined): string[] {
  if (!text || text.trim() === '') return [];
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  for (const entry of entries) blockOf([entry]);
  return entries;
}

function blockOf(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address, prefix, extra] = entry.split('/');
    const family = isIP(address ?? '');
    const bits = prefix === undefined ? undefined : Number(prefix);
    const maxBits = family === 6 ? 128 : 32;
    if (
      family === 0 ||
      extra !== undefined ||
      (bits !== undefined && (!/^\d+$/.test(prefix ?? '') || bits > maxBits))
    ) {
      throw new Error(`not an IP address or CIDR block: ${JSON.stringify(entry)}`);
    }
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address as string, type);
    else list.addSubnet(address as string, bits, type);
  }
  return list;
}

/** `::ffff:127.0.0.1` (an IPv4 peer on a dual-stack socket) is 127.0.0.1. */
function plain(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

export class ClientAddresses {
  private readonly trusted: BlockList | null;

  constructor(trustedProxies: readonly string[]) {
    this.trusted = trustedProxies.length > 0 ? blockOf(trustedProxies) : null;
  }

  private isTrusted(address: string): boolean {
    const family = isIP(address);
    return (
      this.trusted !== null && family !== 0 && this.trusted.check(address, family === 6 ? 'ipv6' : 'ipv4')
    );
  }

  /** The client's address for a Node request (SSE) or a WebSocket's upgrade request; 'unknown' without a socket. */
  of(request: Pick<IncomingMessage, 'socket' | 'headers'> | undefined): string {
    const peer = request?.socket?.remoteAddress;
    if (!peer) return 'unknown';
    let client = plain(peer);
    if (!this.isTrusted(client)) return client;
    const header = request.headers['x-forwarded-for'];
    const hops = (Array.isArray(header) ? header.join(',') : (header ?? ''))
      .split(',')
      .map((hop) => plain(hop.trim()));
    for (let i = hops.length - 1; i >= 0; i--) {
      const hop = hops[i] as string;
      // A hop that is no address ends what can be believed: the last trusted hop saw the client.
      if (isIP(hop) === 0) return client;
      client = hop;
      if (!this.isTrusted(hop)) return hop;
    }
    return client;
  }
}
