import { remoteEntryUrl } from './remote-manifest.ts';

const PAGE = 'https://shop.example.test/collections/men?size=M';
const manifest = (metaData: Record<string, unknown>) => ({ id: 'store', name: 'store', metaData });

describe('remoteEntryUrl', () => {
  it('puts the entry beside the manifest when the public path is "auto"', () => {
    const entry = { name: 'remoteEntry.js', path: '', type: 'global' };
    expect(
      remoteEntryUrl(
        manifest({ publicPath: 'auto', remoteEntry: entry }),
        '/remotes/store/mf-manifest.json',
        PAGE,
      ),
    ).toBe('https://shop.example.test/remotes/store/remoteEntry.js');
    expect(
      remoteEntryUrl(
        manifest({ publicPath: 'auto', remoteEntry: entry }),
        'https://cdn.example.test/store/v7/mf-manifest.json',
        PAGE,
      ),
    ).toBe('https://cdn.example.test/store/v7/remoteEntry.js');
  });

  it('follows an explicit public path and the entry folder', () => {
    expect(
      remoteEntryUrl(
        manifest({
          publicPath: 'https://cdn.example.test/store/',
          remoteEntry: { name: 'remoteEntry.js', path: 'v8/' },
        }),
        '/remotes/store/mf-manifest.json',
        PAGE,
      ),
    ).toBe('https://cdn.example.test/store/v8/remoteEntry.js');
  });

  it('refuses a manifest that names no entry', () => {
    expect(() => remoteEntryUrl({ name: 'store' }, '/remotes/store/mf-manifest.json', PAGE)).toThrow(
      '/remotes/store/mf-manifest.json names no remote entry',
    );
    expect(() =>
      remoteEntryUrl(manifest({ remoteEntry: { name: '' } }), '/remotes/store/mf-manifest.json', PAGE),
    ).toThrow('names no remote entry');
  });
});
