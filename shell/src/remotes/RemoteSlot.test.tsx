import { MemoryRouter } from '@store/router/memory';
import { Toaster } from '@store/ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteSlot } from './RemoteSlot.tsx';
import { forgetLoadedRemoteApps, registerAppRemotes } from './registry.ts';

const loadRemote = jest.fn();
const registerRemotes = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => loadRemote(id),
  registerRemotes: (...args: unknown[]) => registerRemotes(...args),
}));

/** Each remote's manifest, as the builds write it (the entry beside the manifest). */
const manifest = (name: string) => ({
  id: name,
  name,
  metaData: { name, publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
});
const realFetch = globalThis.fetch;
const manifestFetch = jest.fn(async (input: RequestInfo | URL) => {
  const url = String(input);
  const name = url.includes('/remotes/admin/') ? 'admin' : 'store';
  return new Response(JSON.stringify(manifest(name)), { headers: { 'content-type': 'application/json' } });
});

afterAll(() => {
  globalThis.fetch = realFetch;
});

function Broken(): never {
  throw new Error('render failure');
}

function renderSlot(remote: 'store' | 'admin') {
  return render(
    <MemoryRouter>
      <RemoteSlot remote={remote} />
      <Toaster />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  forgetLoadedRemoteApps();
  loadRemote.mockReset();
  registerRemotes.mockReset();
  manifestFetch.mockClear();
  globalThis.fetch = manifestFetch as typeof fetch;
  registerAppRemotes({
    apiBaseUrl: '',
    remotes: {
      store: '/remotes/store/mf-manifest.json',
      admin: 'https://admin.example.test/v2/mf-manifest.json',
    },
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

it('renders the remote app once it has loaded', async () => {
  loadRemote.mockResolvedValue({ default: () => <h1>Storefront home</h1> });
  renderSlot('store');
  expect(await screen.findByRole('heading', { name: 'Storefront home' })).toBeInTheDocument();
  expect(loadRemote).toHaveBeenCalledWith('store/App');
  // The shell read the manifest itself and gave the runtime the entry beside it.
  expect(manifestFetch).toHaveBeenCalledWith('/remotes/store/mf-manifest.json', { cache: 'no-cache' });
  expect(registerRemotes).toHaveBeenCalledWith(
    [{ name: 'store', entry: `${window.location.origin}/remotes/store/remoteEntry.js` }],
    { force: true },
  );
});

it('reads the manifest again on every attempt after a failure, and registers the remote afresh', async () => {
  loadRemote.mockRejectedValue(new Error('remote entry unreachable'));
  renderSlot('admin');
  expect(await screen.findByRole('alert')).toHaveTextContent('The admin area is unavailable right now');
  expect(manifestFetch).toHaveBeenCalledTimes(3);
  expect(registerRemotes).toHaveBeenCalledTimes(3);
  expect(registerRemotes).toHaveBeenLastCalledWith(
    [{ name: 'admin', entry: 'https://admin.example.test/v2/remoteEntry.js' }],
    { force: true },
  );
});

it('retries, then shows a branded fallback with Retry that loads the remote again', async () => {
  loadRemote.mockRejectedValue(new Error('manifest unreachable'));
  renderSlot('admin');
  // Three attempts with back-off (250 ms, 500 ms) before the fallback.
  expect(await screen.findByRole('alert')).toHaveTextContent('The admin area is unavailable right now');
  expect(loadRemote).toHaveBeenCalledTimes(3);
  expect(await screen.findByText('The admin area could not be loaded')).toBeInTheDocument();

  loadRemote.mockResolvedValue({ default: () => <h1>Admin dashboard</h1> });
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Admin dashboard' })).toBeInTheDocument();
});

it('catches a remote that throws while rendering and keeps the page alive', async () => {
  loadRemote.mockResolvedValue({ default: Broken });
  renderSlot('store');
  expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong in the storefront');
  expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
  expect(await screen.findByText('The storefront ran into a problem')).toBeInTheDocument();
});

it('never shows one remote while another loads when the route switches between them', async () => {
  let finishStore: (value: unknown) => void = () => undefined;
  loadRemote.mockImplementation((id: string) =>
    id === 'admin/App'
      ? Promise.resolve({ default: () => <h1>Admin dashboard</h1> })
      : new Promise((resolve) => {
          finishStore = resolve;
        }),
  );
  const view = renderSlot('admin');
  expect(await screen.findByRole('heading', { name: 'Admin dashboard' })).toBeInTheDocument();
  view.rerender(
    <MemoryRouter>
      <RemoteSlot remote="store" />
      <Toaster />
    </MemoryRouter>,
  );
  expect(screen.queryByRole('heading', { name: 'Admin dashboard' })).not.toBeInTheDocument();
  expect(screen.getByText('Loading the storefront…')).toBeInTheDocument();
  await waitFor(() => expect(loadRemote).toHaveBeenCalledWith('store/App'));
  expect(screen.getByText('Loading the storefront…')).toBeInTheDocument();
  finishStore({ default: () => <h1>Storefront home</h1> });
  expect(await screen.findByRole('heading', { name: 'Storefront home' })).toBeInTheDocument();
});
