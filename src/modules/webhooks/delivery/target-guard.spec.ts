import { isBlockedAddress, targetUrlProblem } from './target-guard';

/**
 * D14's SSRF rule for webhook targets: only globally routable unicast addresses. IPv6 forms that carry an IPv4
 * address or are deprecated (IPv4-compatible ::/96, site-local fec0::/10, 6to4, Teredo, NAT64, SIIT) are refused
 * whatever they carry; a receiver has a native address.
 */
describe('webhook target addresses', () => {
  const REFUSED = [
    // IPv4-compatible (::/96), in every spelling URL parsing or a resolver may give.
    '::127.0.0.1', '::7f00:1', '::10.0.0.1', '::a00:1', '::8.8.8.8', '::808:808', '::169.254.169.254',
    // Site-local (deprecated by RFC 3879).
    'fec0::1', 'feff:ffff::1',
    // 6to4 embedding a private, loopback or public IPv4 address.
    '2002:a00:1::1', '2002:7f00:1::1', '2002:c0a8:101::1', '2002:808:808::1',
    // Teredo.
    '2001:0:4136:e378:8000:63bf:3fff:fdd2', '2001::1',
    // NAT64 (well-known and local-use prefixes) and SIIT.
    '64:ff9b::10.0.0.1', '64:ff9b::a00:1', '64:ff9b::127.0.0.1', '64:ff9b::8.8.8.8', '64:ff9b:1::1', '::ffff:0:a00:1',
    // The usual special ranges.
    '127.0.0.1', '10.0.0.1', '169.254.169.254', '::1', '::', 'fc00::1', 'fe80::1', '::ffff:10.0.0.1', '2001:db8::1', '100::1',
    'not an address',
  ];
  const ALLOWED = ['93.184.216.34', '8.8.8.8', '2606:4700::1111', '2a00:1450:4001:80b::200e', '::ffff:8.8.8.8'];

  it.each(REFUSED)('refuses %s', (address) => expect(isBlockedAddress(address)).toBe(true));
  it.each(ALLOWED)('allows %s', (address) => expect(isBlockedAddress(address)).toBe(false));

  it('refuses the literal forms in a URL, as URL parsing rewrites them', () => {
    for (const host of ['[::127.0.0.1]', '[::7f00:1]', '[fec0::1]', '[2002:a00:1::1]', '[64:ff9b::10.0.0.1]', '[2001::1]']) {
      expect([host, targetUrlProblem(`https://${host}/hook`, false)]).toEqual([host, expect.stringMatching(/private/)]);
    }
    expect(targetUrlProblem('https://[2606:4700::1111]/hook', false)).toBeNull();
  });

  it('refuses port 0, whether or not private targets are allowed', () => {
    for (const url of ['https://hooks.example.com:0/x', 'https://hooks.example.com:00/x', 'http://127.0.0.1:0/x']) {
      expect([url, targetUrlProblem(url, true)]).toEqual([url, 'must not use port 0']);
    }
    expect(targetUrlProblem('https://hooks.example.com:0/x', false)).toBe('must not use port 0');
    expect(targetUrlProblem('https://hooks.example.com:8443/x', false)).toBeNull();
  });
});
