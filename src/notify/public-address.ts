/**
 * Alerts post to addresses people type (a Slack webhook, their own receiver): without a guard,
 * anyone who may add a channel could make the server post into its own network (the gateway's
 * proxy, a database's HTTP port, a cloud's metadata address). Refused: loopback, private,
 * link-local, carrier-grade NAT, multicast and reserved ranges, in IPv4 and IPv6 (an IPv4-mapped
 * IPv6 address by its IPv4 part). Checked where the connection is made, on the addresses the name
 * resolved to (`publicOnly`), so a name that resolves elsewhere on a second look changes nothing;
 * and when the channel is saved, for an address written as an IP or `localhost`, so the person
 * hears it at once. `WEBHOOK_ALLOW_PRIVATE=true` lifts it (the tests' receivers on loopback, a
 * receiver on the company's own network).
 */
import { lookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { Agent } from 'undici';

const refused = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  refused.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 96],
  ['::ffff:0:0:0', 96],
  ['2001::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const)
  refused.addSubnet(network, prefix, 'ipv6');

/** An IP address this server does not post to. */
export const isPrivateAddress = (address: string): boolean => {
  const bare = address.replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped) return refused.check(mapped[1]!, 'ipv4');
  const family = isIP(bare);
  if (family === 0) return false;
  return refused.check(bare, family === 4 ? 'ipv4' : 'ipv6');
};

/** Why an address as typed names this server's own network, or null (a name is resolved later). */
export const privateHostOf = (url: string): string | null => {
  // `localhost.` is `localhost`: a name's final dot changes nothing of where it leads.
  const host = new URL(url).hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return host;
  return isPrivateAddress(host) ? host : null;
};

export class PrivateAddressError extends Error {
  constructor(host: string) {
    super(`${host} is an address on the server's own network: alerts go to public addresses only`);
    this.name = 'PrivateAddressError';
  }
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** `dns.lookup`, refusing a name any of whose addresses is private. */
const publicLookup = (hostname: string, options: LookupOptions, callback: LookupCallback) => {
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const bad = addresses.find((entry) => isPrivateAddress(entry.address));
    if (bad) return callback(new PrivateAddressError(hostname), []);
    if (options.all) return callback(null, addresses);
    const first = addresses[0];
    if (!first) return callback(Object.assign(new Error(`${hostname} has no address`)), []);
    callback(null, first.address, first.family);
  });
};

/** The connections alerts post over: to public addresses only. */
export const publicOnly = new Agent({ connect: { lookup: publicLookup as never } });
