import { ApiError } from '@store/api';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createLoadStore, useLoaded } from './load-store.ts';

/** A request the test answers by hand, in any order. */
interface Call {
  query: string;
  resolve: (data: string[]) => void;
  reject: (error: unknown) => void;
}

function controlled() {
  const calls: Call[] = [];
  const fetch = (query: string) =>
    new Promise<string[]>((resolve, reject) => {
      calls.push({ query, resolve, reject });
    });
  return { calls, fetch };
}

describe('createLoadStore', () => {
  it('goes pending, then fulfilled with the answer', async () => {
    const { calls, fetch } = controlled();
    const store = createLoadStore(fetch, []);
    const running = store.getState().load('shirts');
    expect(store.getState()).toMatchObject({ loading: true, error: null, data: [] });
    calls[0]?.resolve(['Linen Shirt']);
    await running;
    expect(store.getState()).toMatchObject({ loading: false, error: null, data: ['Linen Shirt'] });
  });

  it.each([
    ['an answer', (call: Call) => call.resolve(['Linen Shirt', 'Denim Jacket'])],
    ['a failure', (call: Call) => call.reject(new ApiError(500, 'Something broke', true))],
  ])('applies the later answer when %s to an earlier, slower request arrives after it', async (_, settle) => {
    const { calls, fetch } = controlled();
    const store = createLoadStore(fetch, []);
    const first = store.getState().load('page 1');
    const second = store.getState().load('kurta');
    calls[1]?.resolve(['Saffron Kurta']);
    await second;
    if (calls[0]) settle(calls[0]);
    await first;
    expect(store.getState()).toMatchObject({ loading: false, error: null, data: ['Saffron Kurta'] });
  });

  it("goes rejected with the server's message and keeps what it showed", async () => {
    const { calls, fetch } = controlled();
    const store = createLoadStore(fetch, []);
    const first = store.getState().load('a');
    calls[0]?.resolve(['A']);
    await first;
    const again = store.getState().load('a');
    calls[1]?.reject(new ApiError(403, 'Only admins can do that.', true));
    await again;
    expect(store.getState()).toMatchObject({
      loading: false,
      error: 'Only admins can do that.',
      data: ['A'],
    });
  });

  it('retries the latest request', async () => {
    const { calls, fetch } = controlled();
    const store = createLoadStore(fetch, []);
    await store.getState().retry();
    expect(calls).toHaveLength(0);
    const failed = store.getState().load('kurta');
    calls[0]?.reject(new TypeError('Failed to fetch'));
    await failed;
    expect(store.getState().error).toBe('Failed to fetch');
    const retried = store.getState().retry();
    expect(calls[1]?.query).toBe('kurta');
    expect(store.getState()).toMatchObject({ loading: true, error: null });
    calls[1]?.resolve(['Saffron Kurta']);
    await retried;
    expect(store.getState()).toMatchObject({ loading: false, error: null, data: ['Saffron Kurta'] });
  });

  it('update applies a change to the data shown', () => {
    const store = createLoadStore(async () => ['a'], ['x', 'y']);
    store.getState().update((data) => data.filter((item) => item !== 'x'));
    expect(store.getState().data).toEqual(['y']);
  });
});

/** A screen with a search box of its own, loading through useLoaded. */
function Screen({ store }: { store: ReturnType<typeof createLoadStore<string, string[]>> }) {
  const [search, setSearch] = useState('shirt');
  const { data, loading, error, retry } = useLoaded(store, search);
  return (
    <>
      <button type="button" onClick={() => setSearch('kurta')}>
        Search kurta
      </button>
      <button type="button" onClick={() => setSearch((same) => `${same}`)}>
        Same search
      </button>
      {loading && <p>Loading…</p>}
      {error && (
        <p role="alert">
          Error loading products: {error}{' '}
          <button type="button" onClick={() => void retry()}>
            Retry
          </button>
        </p>
      )}
      <ul>
        {data.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}
describe('useLoaded', () => {
  it('loads on mount and on a new query, shows a failure, and Retry loads again', async () => {
    const { calls, fetch } = controlled();
    const store = createLoadStore(fetch, []);
    render(<Screen store={store} />);
    expect(calls.map((call) => call.query)).toEqual(['shirt']);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await act(async () => calls[0]?.resolve(['Linen Shirt']));
    expect(screen.getByText('Linen Shirt')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Same search' }));
    expect(calls).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Search kurta' }));
    expect(calls.map((call) => call.query)).toEqual(['shirt', 'kurta']);
    await act(async () => calls[1]?.reject(new ApiError(502, 'The catalogue is resting', true)));
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading products: The catalogue is resting');
    expect(screen.getByText('Linen Shirt')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(calls.map((call) => call.query)).toEqual(['shirt', 'kurta', 'kurta']);
    await act(async () => calls[2]?.resolve(['Saffron Kurta']));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Saffron Kurta')).toBeInTheDocument();
  });
});
