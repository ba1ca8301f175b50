import { Link, Route, Routes, useSearchParams } from '@store/router';
import { MemoryRouter } from '@store/router/memory';
import { mockApi } from '@store/test-support';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { resetStores } from '../../test/render.tsx';
import { KEEP_FOCUS } from '../navigation-focus.ts';
import { Layout } from './Layout.tsx';

beforeEach(() => {
  resetStores();
  mockApi();
});

function FirstPage() {
  return (
    <>
      <h1>Shopping Cart</h1>
      <Link to="/second">Go on</Link>
    </>
  );
}

/** A screen whose heading shows only once its data is there. */
function SecondPage() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 20);
    return () => clearTimeout(timer);
  }, []);
  return ready ? <h1>Checkout</h1> : <p>Loading…</p>;
}

/** A screen that changes itself (a filter): focus stays on the control. */
function FilteredPage() {
  const [params, setParams] = useSearchParams();
  return (
    <>
      <h1>Listing</h1>
      <button type="button" onClick={() => setParams({ size: 'M' }, { state: KEEP_FOCUS })}>
        Size M {params.get('size') ?? ''}
      </button>
    </>
  );
}

function renderApp(route: string) {
  render(
    <MemoryRouter initialEntries={[route]}>
      <Routes>
        <Route element={<Layout />}>
          <Route path="first" element={<FirstPage />} />
          <Route path="second" element={<SecondPage />} />
          <Route path="listing" element={<FilteredPage />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

it('offers "Skip to content" first, leading to the main content', () => {
  renderApp('/first');
  const skip = screen.getAllByRole('link')[0];
  expect(skip).toHaveTextContent('Skip to content');
  expect(skip).toHaveAttribute('href', '#main');
  expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
});

it("leaves focus alone on the first screen, and moves it to the new screen's heading after a navigation", async () => {
  renderApp('/first');
  expect(screen.getByRole('heading', { name: 'Shopping Cart' })).not.toHaveFocus();
  await userEvent.click(screen.getByRole('link', { name: 'Go on' }));
  // The heading comes with the screen's data: focus waits for it.
  const heading = await screen.findByRole('heading', { level: 1, name: 'Checkout' });
  await waitFor(() => expect(heading).toHaveFocus());
  expect(heading).toHaveAttribute('tabindex', '-1');
});

it('keeps focus on the control when a screen changes itself', async () => {
  renderApp('/listing');
  const button = screen.getByRole('button', { name: /Size M/ });
  await userEvent.click(button);
  expect(button).toHaveTextContent('Size M M');
  expect(button).toHaveFocus();
});
