import { Outlet, Route, Routes } from '@store/router';
import { MemoryRouter } from '@store/router/memory';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { routeParts, STORE_ROUTES } from './routes.tsx';

/** A route of the table as a marker of which route the router picked. */
function Picked({ path }: { path: string }) {
  return <p>{path}</p>;
}

const toRoute = (route: { path?: string }): ReactElement =>
  route.path === undefined ? (
    <Route key="" index element={<Picked path="home" />} />
  ) : (
    <Route key={route.path} path={route.path} element={<Picked path={route.path} />} />
  );

function Layout() {
  return (
    <main>
      <Outlet />
    </main>
  );
}

const layout = <Route element={<Layout />} />;
const wholeTable = <Route element={<Layout />}>{STORE_ROUTES.map((route) => toRoute(route))}</Route>;
const partFor = routeParts(STORE_ROUTES, toRoute, layout);

/** What the router shows at `path` for `routes`. */
function shown(path: string, routes: ReactElement): string {
  const { container, unmount } = render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>{routes}</Routes>
    </MemoryRouter>,
  );
  const html = container.innerHTML;
  unmount();
  return html;
}

const ADDRESSES = [
  '/',
  '/product/abc',
  '/PRODUCT/abc',
  '/products/abc',
  '/product',
  '/product/',
  '/product/abc/',
  '/product/a/b',
  '/%70roduct/abc',
  '/pro%ZZduct/abc',
  '//product/abc',
  '/collections',
  '/collections/men',
  '/Collections/Women',
  '/checkout',
  '/checkout/ord_1/return',
  '/checkout/ord_1',
  '/about',
  '/ABOUT/',
  '/faq',
  '/cart',
  '/order/1',
  '/order-confirmation',
  '/my-orders',
  '/reset-password',
  '/no/such/page',
  '/zzz',
];

describe('the part of the route table an address is matched against', () => {
  it.each(ADDRESSES)('picks the route the whole table picks for %s', (address) => {
    expect(shown(address, partFor(address))).toBe(shown(address, wholeTable));
  });

  it('picks the route the whole table picks for addresses made of the table’s own segments', () => {
    const segments = [
      ...new Set(STORE_ROUTES.flatMap((route) => (route.path ?? '').split('/'))),
      'x',
      'Product',
      'COLLECTIONS',
      '%2F',
    ];
    let seed = 7;
    const next = (below: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % below;
    };
    for (let index = 0; index < 200; index++) {
      const length = 1 + next(4);
      const address = `/${Array.from({ length }, () => segments[next(segments.length)]).join('/')}`;
      expect([address, shown(address, partFor(address))]).toEqual([address, shown(address, wholeTable)]);
    }
  });

  it('shows the screen with the layout around it', () => {
    expect(shown('/product/abc', partFor('/product/abc'))).toBe('<main><p>product/:id</p></main>');
    expect(shown('/nowhere', partFor('/nowhere'))).toBe('<main><p>*</p></main>');
  });
});
