import { MemoryRouter } from '@store/router';
import { Toaster } from '@store/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteSlot } from './RemoteSlot.tsx';
import { forgetLoadedRemoteApps } from './registry.ts';

const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => loadRemote(id),
  registerRemotes: jest.fn(),
}));

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
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

it('renders the remote app once it has loaded', async () => {
  loadRemote.mockResolvedValue({ default: () => <h1>Storefront home</h1> });
  renderSlot('store');
  expect(await screen.findByRole('heading', { name: 'Storefront home' })).toBeInTheDocument();
  expect(loadRemote).toHaveBeenCalledWith('store/App');
});

it('retries, then shows a branded fallback with Retry that loads the remote again', async () => {
  loadRemote.mockRejectedValue(new Error('manifest unreachable'));
  renderSlot('admin');
  // Three attempts with back-off (250 ms, 500 ms) before the fallback.
  expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
    'The admin area is unavailable right now',
  );
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
  finishStore({ default: () => <h1>Storefront home</h1> });
  expect(await screen.findByRole('heading', { name: 'Storefront home' })).toBeInTheDocument();
});
