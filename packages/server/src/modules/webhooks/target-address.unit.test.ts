import { describe, expect, it } from 'vitest';
import { type AddressKind, classifyAddress, resolveWebhookTarget } from './target-address';

describe('classifyAddress', () => {
  it.each<[string, AddressKind]>([
    ['93.184.215.14', 'public'],
    ['8.8.8.8', 'public'],
    ['0.0.0.0', 'unspecified'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['172.32.0.1', 'public'],
    ['192.168.1.10', 'private'],
    ['169.254.169.254', 'link-local'],
    ['100.64.0.1', 'shared'],
    ['100.127.255.255', 'shared'],
    ['100.128.0.1', 'public'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'reserved'],
    ['2606:2800:21f:cb07:6820:80da:af6b:8b2c', 'public'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['fe80::1', 'link-local'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456::1', 'unique-local'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:169.254.169.254', 'link-local'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:8.8.8.8', 'public'],
    ['::127.0.0.1', 'reserved'],
    ['64:ff9b::a00:1', 'reserved'],
  ])('%s is %s', (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
  });
});

describe('resolveWebhookTarget', () => {
  const resolvesTo =
    (...addresses: string[]) =>
    async () =>
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

  it('answers the first public address, to which the request is then pinned', async () => {
    const target = await resolveWebhookTarget('https://hooks.example.com/in', {
      allowPrivateTargets: false,
      resolve: resolvesTo('93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'),
    });
    expect(target).toMatchObject({ address: '93.184.215.14', family: 4 });
  });

  it.each([
    ['http://127.0.0.1:8080/', resolvesTo()],
    ['http://[::1]/', resolvesTo()],
    ['http://[::ffff:169.254.169.254]/latest/meta-data', resolvesTo()],
    ['http://metadata.example/', resolvesTo('169.254.169.254')],
    // One private address among public ones: the connection could take it.
    ['http://mixed.example/', resolvesTo('93.184.215.14', '10.0.0.5')],
  ])('refuses %s by default, and takes it when private targets are allowed', async (url, resolve) => {
    await expect(resolveWebhookTarget(url, { allowPrivateTargets: false, resolve })).rejects.toThrow(
      /address\. Webhooks go to public addresses only/,
    );
    if (url.includes('[') || /\/\/\d/.test(url))
      await expect(resolveWebhookTarget(url, { allowPrivateTargets: true, resolve })).resolves.toBeDefined();
  });

  it('refuses other schemes and names that do not resolve', async () => {
    await expect(
      resolveWebhookTarget('ftp://files.example/', {
        allowPrivateTargets: true,
        resolve: resolvesTo('93.184.215.14'),
      }),
    ).rejects.toThrow('http or https only');
    await expect(
      resolveWebhookTarget('https://nowhere.example/', {
        allowPrivateTargets: false,
        resolve: async () => {
          throw new Error('ENOTFOUND');
        },
      }),
    ).rejects.toThrow('could not be resolved');
  });
});
