import { refusedAddressReason } from './webhook-address.policy';

describe('refusedAddressReason', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'link-local'],
    ['169.254.0.1', 'link-local'],
    ['100.64.0.1', 'shared (CGNAT)'],
    ['100.127.255.255', 'shared (CGNAT)'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['255.255.255.255', 'reserved'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fc00::1', 'private'],
    ['fd12:3456:789a::1', 'private'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['febf::1', 'link-local'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::FFFF:7f00:1', 'loopback'],
    ['::ffff:10.1.2.3', 'private'],
    ['::ffff:169.254.169.254', 'link-local'],
    ['::ffff:0.0.0.0', 'unspecified'],
    ['::127.0.0.1', 'IPv4-compatible'],
  ])('refuses %s (%s)', (address, reason) => {
    expect(refusedAddressReason(address)).toBe(reason);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '93.184.215.14',
    '172.15.255.255',
    '172.32.0.0',
    '100.63.255.255',
    '100.128.0.0',
    '169.253.255.255',
    '192.167.255.255',
    '223.255.255.255',
    '2001:4860:4860::8888',
    '2606:4700:4700::1111',
    '::ffff:8.8.8.8',
    'fbff::1',
    'fe7f::1',
  ])('allows the public address %s', (address) => {
    expect(refusedAddressReason(address)).toBeNull();
  });

  it('refuses what is no IP address', () => {
    expect(refusedAddressReason('localhost')).toBe('not an IP address');
    expect(refusedAddressReason('0x7f.1')).toBe('not an IP address');
  });
});
