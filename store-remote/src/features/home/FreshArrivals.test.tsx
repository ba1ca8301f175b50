import { aProduct, mockApi } from '@store/test-support';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderScreen, resetStores } from '../../test/render.tsx';
import { FreshArrivals } from './FreshArrivals.tsx';

const arrivals = Array.from({ length: 8 }, (_, index) =>
  aProduct({ _id: String(index).padStart(24, 'f'), name: `New piece ${index + 1}` }),
);

/** jsdom has no layout: give the scroller a width, a content width and a movable scroll position. */
function fakeGeometry(scroller: HTMLElement) {
  let left = 0;
  Object.defineProperty(scroller, 'clientWidth', { configurable: true, value: 600 });
  Object.defineProperty(scroller, 'scrollWidth', { configurable: true, value: 1500 });
  Object.defineProperty(scroller, 'scrollLeft', {
    configurable: true,
    get: () => left,
    set: (value: number) => {
      left = Math.max(0, Math.min(900, value));
    },
  });
  const scrollBy = jest.fn(({ left: delta }: ScrollToOptions) => {
    left = Math.max(0, Math.min(900, left + (delta ?? 0)));
  });
  scroller.scrollBy = scrollBy as unknown as typeof scroller.scrollBy;
  return scrollBy;
}

// jsdom has no PointerEvent: without it the pointer fields never reach React.
class FakePointerEvent extends MouseEvent {
  readonly pointerType: string;
  readonly pointerId: number;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerType = init.pointerType ?? 'mouse';
    this.pointerId = init.pointerId ?? 1;
  }
}
beforeAll(() => {
  Object.defineProperty(window, 'PointerEvent', { configurable: true, value: FakePointerEvent });
});

beforeEach(() => {
  resetStores();
  mockApi({ 'GET /api/products/new-arrivals': { body: arrivals } });
});
afterEach(() => jest.useRealTimers());

async function renderCarousel() {
  renderScreen(<FreshArrivals />);
  const first = await screen.findByRole('heading', { level: 3, name: 'New piece 1' });
  const scroller = first.closest('article')?.parentElement;
  if (!scroller) throw new Error('no scroller');
  const scrollBy = fakeGeometry(scroller);
  fireEvent.scroll(scroller);
  return { scroller, scrollBy };
}

it('scrolls 300 px per button and disables each button at its end, re-checked after 350 ms', async () => {
  const { scroller, scrollBy } = await renderCarousel();
  const left = screen.getByRole('button', { name: 'Scroll left' });
  const right = screen.getByRole('button', { name: 'Scroll right' });
  expect(left).toBeDisabled();
  expect(right).toBeEnabled();

  jest.useFakeTimers();
  fireEvent.click(right);
  expect(scrollBy).toHaveBeenLastCalledWith({ left: 300, behavior: 'smooth' });
  act(() => jest.advanceTimersByTime(350));
  expect(left).toBeEnabled();

  fireEvent.click(right);
  fireEvent.click(right);
  expect(scroller.scrollLeft).toBe(900);
  act(() => jest.advanceTimersByTime(350));
  expect(right).toBeDisabled();

  fireEvent.click(left);
  expect(scrollBy).toHaveBeenLastCalledWith({ left: -300, behavior: 'smooth' });
  act(() => jest.advanceTimersByTime(350));
  expect(right).toBeEnabled();
});

it('drags with the mouse, and a drag does not open the card under the pointer', async () => {
  const { scroller } = await renderCarousel();
  fireEvent.pointerDown(scroller, { pointerType: 'mouse', button: 0, clientX: 500, pointerId: 1 });
  fireEvent.pointerMove(scroller, { pointerType: 'mouse', clientX: 300, pointerId: 1 });
  expect(scroller.scrollLeft).toBe(200);
  fireEvent.pointerUp(scroller, { pointerType: 'mouse', clientX: 300, pointerId: 1 });
  fireEvent.click(screen.getByRole('link', { name: 'View Details: New piece 1' }));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);

  // A plain click (no movement) follows the link.
  fireEvent.pointerDown(scroller, { pointerType: 'mouse', button: 0, clientX: 300, pointerId: 2 });
  fireEvent.pointerUp(scroller, { pointerType: 'mouse', clientX: 300, pointerId: 2 });
  fireEvent.click(screen.getByRole('link', { name: 'View Details: New piece 2' }));
  expect(screen.getByTestId('location')).toHaveTextContent(`/product/${arrivals[1]?._id}`);
});

it("marks a piece with no size or colour left 'Sold out'", async () => {
  mockApi({
    'GET /api/products/new-arrivals': {
      body: [
        aProduct({ _id: 'a'.repeat(24), name: 'Still here' }),
        aProduct({ _id: 'b'.repeat(24), name: 'All gone', variants: [], countInStock: 0 }),
      ],
    },
  });
  renderScreen(<FreshArrivals />);
  const gone = (await screen.findByRole('heading', { level: 3, name: 'All gone' })).closest('article');
  const here = screen.getByRole('heading', { level: 3, name: 'Still here' }).closest('article');
  expect(gone).toHaveTextContent('Sold out');
  expect(here).not.toHaveTextContent('Sold out');
});

it("marks a piece on sale 'Sale' as the grids do, with its brand and the discount", async () => {
  mockApi({
    'GET /api/products/new-arrivals': {
      body: [
        aProduct({ _id: 'a'.repeat(24), name: 'Full price', brand: 'Kesar' }),
        aProduct({
          _id: 'b'.repeat(24),
          name: 'Marked down',
          brand: 'Weftworks',
          price: 2000,
          discountPrice: 1600,
          onSale: true,
        }),
      ],
    },
  });
  renderScreen(<FreshArrivals />);
  const card = async (name: string) =>
    within((await screen.findByRole('heading', { level: 3, name })).closest('article') as HTMLElement);
  const sale = await card('Marked down');
  expect(sale.getByText('Sale')).toBeInTheDocument();
  expect(sale.getByText('NEW')).toBeInTheDocument();
  expect(sale.getByText('Weftworks')).toBeInTheDocument();
  expect(sale.getByText('20% off')).toBeInTheDocument();
  const full = await card('Full price');
  expect(full.queryByText('Sale')).not.toBeInTheDocument();
  expect(full.queryByText(/% off$/)).not.toBeInTheDocument();
  expect(full.getByText('Kesar')).toBeInTheDocument();
});
