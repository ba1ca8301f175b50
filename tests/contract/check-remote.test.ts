import { findSkew } from '../../scripts/check-remote.ts';

const shell = {
  name: 'shell',
  shared: [
    { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1' },
    { name: '@store/state', version: '1.0.0', requiredVersion: '^1.0.0' },
  ],
};

describe('check:remote', () => {
  it('accepts a remote whose every requirement the shell satisfies', () => {
    const store = {
      name: 'store',
      shared: [{ name: 'react', version: '19.3.1', requiredVersion: '^19.3.0' }],
    };
    expect(findSkew(store, [shell])).toEqual([]);
  });

  it('names each shared package the page cannot satisfy, and who provides what', () => {
    const store = {
      name: 'store',
      shared: [
        { name: '@store/state', version: '2.0.0', requiredVersion: '^2.0.0' },
        { name: 'react', version: '20.0.0', requiredVersion: '^20.0.0' },
        { name: 'sonner', version: '2.0.8', requiredVersion: '^2.0.8' },
      ],
    };
    expect(findSkew(store, [shell])).toEqual([
      'store needs @store/state@^2.0.0 but shell provides 1.0.0',
      'store needs react@^20.0.0 but shell provides 19.3.1',
    ]);
  });

  it('also checks the other remotes that may have loaded a package first', () => {
    const admin = {
      name: 'admin',
      shared: [{ name: '@store/ui', version: '1.0.0', requiredVersion: '^1.0.0' }],
    };
    const store = {
      name: 'store',
      shared: [{ name: '@store/ui', version: '1.2.0', requiredVersion: '^1.2.0' }],
    };
    expect(findSkew(store, [shell, admin])).toEqual([
      'store needs @store/ui@^1.2.0 but admin provides 1.0.0',
    ]);
  });
});
