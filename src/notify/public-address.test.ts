/**
 * Alerts post only to public addresses: an address on the server's own network is refused when
 * typed as an IP or `localhost`, and where the connection is made for a name that resolves there.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetch } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPrivateAddress, PrivateAddressError, privateHostOf, publicOnly } from './public-address';

describe('the addresses alerts may post to', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.20.0.5',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    'fd00::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '::7f00:1',
    '2002:7f00:1::1',
  ])('refuses %s', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each(['8.8.8.8', '203.0.114.7', '2606:4700::1111', '::ffff:1.1.1.1'])(
    'allows %s',
    (address) => {
      expect(isPrivateAddress(address)).toBe(false);
    },
  );

  it('names the private host of an address as typed, and leaves a public name to the connection', () => {
    expect(privateHostOf('http://127.0.0.1:9000/hook')).toBe('127.0.0.1');
    expect(privateHostOf('http://[::1]/hook')).toBe('::1');
    expect(privateHostOf('https://LOCALHOST/hook')).toBe('localhost');
    expect(privateHostOf('https://api.localhost/hook')).toBe('api.localhost');
    expect(privateHostOf('http://localhost.:8080/hook')).toBe('localhost');
    expect(privateHostOf('https://hooks.slack.com/services/T/B/X')).toBeNull();
  });
});

describe('a connection to a name that resolves to the server’s own network', () => {
  let receiver: Server;
  let port = 0;
  let received = 0;
  beforeAll(async () => {
    receiver = createServer((_req, res) => {
      received++;
      res.end('ok');
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    port = (receiver.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

  it('is refused before a byte is sent, though the same receiver answers a plain connection', async () => {
    const plain = await fetch(`http://localhost:${port}/`, { method: 'POST', body: '{}' });
    expect(plain.status).toBe(200);
    expect(received).toBe(1);

    const guarded = fetch(`http://localhost:${port}/`, {
      method: 'POST',
      body: '{}',
      dispatcher: publicOnly,
    });
    const error = await guarded.then(
      () => null,
      (e: unknown) => e as { cause?: unknown },
    );
    expect(error?.cause).toBeInstanceOf(PrivateAddressError);
    expect(received).toBe(1);
  });
});
