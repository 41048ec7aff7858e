import { createServer } from 'node:http';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/local-servers.ts';
import { isBlockedAddress, OutboundRefused, outboundFetch } from './outbound-fetch.ts';

// The wallet's server calls the addresses a QR code names (a verifier's request_uri): never its own
// machine or the networks behind it, unless the operator allowed that host.

describe('the addresses a link may not make the wallet call', () => {
  it('loopback, private, link-local and special ranges, in IPv4 and IPv6 forms, are blocked; public ones are not', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.0.10', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', '::ffff:10.0.0.1', 'fe80::1', 'fd00::1']) {
      expect(isBlockedAddress(address), address).toBe(true);
    }
    for (const address of ['8.8.8.8', '211.234.100.1', '2001:4860:4860::8888']) expect(isBlockedAddress(address), address).toBe(false);
  });

  it('a host whose name resolves to loopback is refused after the lookup; the same host allowed by the operator is called, over http too', async () => {
    const port = await freePort();
    const server = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/plain' }).end('verifier'));
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    try {
      await expect(outboundFetch({ allow: [] })(`http://localhost:${port}/`)).rejects.toMatchObject({ reason: 'not-https' });
      const refused = await outboundFetch({ allow: [] })(`https://localhost:${port}/`).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(OutboundRefused);
      expect(refused).toMatchObject({ reason: 'private-address' });
      const answer = await outboundFetch({ allow: [`localhost:${port}`] })(`http://localhost:${port}/`);
      expect([answer.status, await answer.text()]).toEqual([200, 'verifier']);
    } finally {
      server.close();
    }
  });
});
