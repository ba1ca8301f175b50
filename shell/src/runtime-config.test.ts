import { DEFAULT_CONFIG, loadRuntimeConfig } from './runtime-config.ts';

const answer = (body: unknown, status = 200) =>
  jest
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    );

afterEach(() => jest.restoreAllMocks());

describe('loadRuntimeConfig', () => {
  it('answers the runtime config of /config.json, with only its own fields', async () => {
    const config = {
      apiBaseUrl: 'https://api.example',
      remotes: {
        store: 'https://cdn.example/store/mf-manifest.json',
        admin: '/remotes/admin/mf-manifest.json',
      },
    };
    const fetch = answer({ ...config, note: 'not part of the shape' });
    expect(await loadRuntimeConfig()).toEqual(config);
    expect(fetch).toHaveBeenCalledWith('/config.json', { cache: 'no-cache' });
  });

  it('falls back to the same-origin defaults when the file is missing or has the wrong shape', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    answer({ message: 'Not found' }, 404);
    expect(await loadRuntimeConfig()).toEqual(DEFAULT_CONFIG);
    answer({ apiBaseUrl: '', remotes: { store: '/s.json' } });
    expect(await loadRuntimeConfig()).toEqual(DEFAULT_CONFIG);
    expect(console.warn).toHaveBeenLastCalledWith(
      '[shell] using the default runtime config:',
      new Error('remotes.admin must be a string'),
    );
  });
});
