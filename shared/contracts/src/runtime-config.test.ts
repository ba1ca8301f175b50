import type { z } from 'zod';
import {
  DEFAULT_RUNTIME_CONFIG,
  parseRuntimeConfig,
  type RuntimeConfig,
  runtimeConfigProblem,
  runtimeConfigSchema,
} from './runtime-config.ts';

// Fails to type-check when the zod schema and the plain type describe different shapes.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameShape: Same<z.output<typeof runtimeConfigSchema>, RuntimeConfig> = true;

const good = {
  apiBaseUrl: 'https://api.example',
  remotes: { store: 'https://cdn.example/store/mf-manifest.json', admin: '/remotes/admin/mf-manifest.json' },
};

const samples: Array<[string, unknown, string | null]> = [
  ['the default', DEFAULT_RUNTIME_CONFIG, null],
  ['remotes elsewhere', good, null],
  ['extra fields', { ...good, note: 'ignored', remotes: { ...good.remotes, beta: '/b.json' } }, null],
  [
    'a server build',
    { ...good, serverRemotes: { store: 'https://cdn.example/store/server/remoteEntry.js' } },
    null,
  ],
  ['server rendering off', { ...good, serverRemotes: {} }, null],
  [
    'serverRemotes as a string',
    { ...good, serverRemotes: '/x' },
    'serverRemotes must be an object { store }',
  ],
  [
    'a numeric server build',
    { ...good, serverRemotes: { store: 1 } },
    'serverRemotes.store must be a string',
  ],
  ['null', null, 'expected an object { apiBaseUrl, remotes: { store, admin } }'],
  ['an array', [], 'expected an object { apiBaseUrl, remotes: { store, admin } }'],
  ['no apiBaseUrl', { remotes: good.remotes }, 'apiBaseUrl must be a string'],
  ['a numeric apiBaseUrl', { ...good, apiBaseUrl: 1 }, 'apiBaseUrl must be a string'],
  ['no remotes', { apiBaseUrl: '' }, 'remotes must be an object { store, admin }'],
  ['remotes as a string', { apiBaseUrl: '', remotes: '/x' }, 'remotes must be an object { store, admin }'],
  ['no store', { apiBaseUrl: '', remotes: { admin: '/a' } }, 'remotes.store must be a string'],
  [
    'a null admin',
    { apiBaseUrl: '', remotes: { store: '/s', admin: null } },
    'remotes.admin must be a string',
  ],
];

describe('the runtime config shape', () => {
  it('is the same for the zod schema and the zod-free check', () => {
    expect(sameShape).toBe(true);
    for (const [, value, problem] of samples) {
      expect(runtimeConfigProblem(value)).toBe(problem);
      expect(runtimeConfigSchema.safeParse(value).success).toBe(problem === null);
    }
  });

  it('parses to its own fields only, as the schema does, and names the problem otherwise', () => {
    const withExtras = { ...good, note: 'ignored', remotes: { ...good.remotes, beta: '/b.json' } };
    expect(parseRuntimeConfig(withExtras)).toEqual(good);
    expect(runtimeConfigSchema.parse(withExtras)).toEqual(good);
    const serverBuild = { store: '/remotes/store/server/remoteEntry.js' };
    expect(parseRuntimeConfig({ ...good, serverRemotes: { ...serverBuild, admin: '/x' } })).toEqual({
      ...good,
      serverRemotes: serverBuild,
    });
    expect(() => parseRuntimeConfig({ apiBaseUrl: '' })).toThrow(
      'remotes must be an object { store, admin }',
    );
  });
});
