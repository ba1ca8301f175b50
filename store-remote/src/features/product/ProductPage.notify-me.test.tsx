import { aProduct, mockApi, variantsOf } from '@store/test-support';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen, resetStores, signIn } from '../../test/render.tsx';
import { ProductPage } from './ProductPage.tsx';

/** Navy has S (2) but not M; white has M (4); beige has nothing. */
const product = aProduct({
  colors: ['navy', 'white', 'beige'],
  variants: variantsOf(
    'CL-LIN-001',
    ['S', 'M', 'L'],
    ['navy', 'white', 'beige'],
    { 'S/navy': 2, 'M/white': 4 },
    0,
  ),
});

beforeEach(resetStores);
afterEach(() => jest.restoreAllMocks());

function renderProduct(query = '', answer: { status?: number; body: unknown } = { body: {} }) {
  const api = mockApi({
    'GET /api/products/similar/:id': { body: [] },
    'GET /api/products/:id': { body: product },
    'POST /api/stock-alerts': answer,
  });
  renderScreen(<ProductPage />, { route: `/product/${product._id}${query}`, path: '/product/:id' });
  return api;
}
const notifyRegion = () => screen.queryByRole('region', { name: 'Notify me when it is back' });

describe('Notify me on the product page', () => {
  it('appears only once the chosen size and colour is sold out, and sends a guest’s email', async () => {
    const api = renderProduct('', {
      status: 201,
      body: { message: 'We will e-mail meera@example.com once when it is back in stock.' },
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Navy/ }));
    await userEvent.click(screen.getByRole('button', { name: /^S\b/ }));
    expect(notifyRegion()).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /^M\b/ }));
    const region = notifyRegion();
    if (!region) throw new Error('no Notify me');
    expect(
      within(region).getByText(
        'M in Navy is sold out. Leave your email and we will send you one e-mail when it is back.',
      ),
    ).toBeInTheDocument();
    const email = within(region).getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    await userEvent.type(email, 'meera@example.com');
    await userEvent.click(within(region).getByRole('button', { name: 'Notify me' }));
    expect(await within(region).findByRole('status')).toHaveTextContent(
      'We will e-mail meera@example.com once when it is back in stock.',
    );
    expect(api.calls('POST /api/stock-alerts')[0]?.body).toEqual({
      productId: product._id,
      size: 'M',
      color: 'navy',
      email: 'meera@example.com',
    });
  });

  it("fills in the signed-in shopper's email and shows the server's 400 as an alert", async () => {
    signIn();
    renderProduct('?size=m&color=Navy', {
      status: 400,
      body: { message: 'This size and colour is in stock: add it to your bag instead' },
    });
    const region = await screen.findByRole('region', { name: 'Notify me when it is back' });
    expect(within(region).getByRole('textbox', { name: 'Email' })).toHaveValue('asha@example.test');
    await userEvent.click(within(region).getByRole('button', { name: 'Notify me' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'This size and colour is in stock: add it to your bag instead',
    );
  });

  it('opens with the size and colour of the link chosen (a back-in-stock mail’s link)', async () => {
    renderProduct('?size=M&color=white');
    expect(await screen.findByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    expect(screen.getByRole('button', { name: /^White/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /^M\b/ })).toHaveAttribute('aria-pressed', 'true');
    expect(notifyRegion()).toBeNull();
  });
});

describe('the removal link of a back-in-stock mail', () => {
  const token = 'a'.repeat(43);

  it('offers the removal on the product page, removes nothing until the shopper confirms, then says so', async () => {
    const api = renderProduct(`?size=M&color=navy#remove-alerts=${token}`);
    api.on('POST /api/stock-alerts/remove', {
      body: { message: 'Done: you will get no more back-in-stock e-mails for these alerts.' },
    });
    const panel = await screen.findByRole('region', { name: 'Remove back-in-stock alerts' });
    expect(
      within(panel).getByText(
        'Stop the back-in-stock e-mails still waiting for the address this link was sent to.',
      ),
    ).toBeInTheDocument();
    expect(api.calls('POST /api/stock-alerts/remove')).toHaveLength(0);
    await userEvent.click(within(panel).getByRole('button', { name: 'Remove my alerts' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent(
      'Done: you will get no more back-in-stock e-mails for these alerts.',
    );
    expect(api.calls('POST /api/stock-alerts/remove')[0]?.body).toEqual({ token });
  });

  it("shows the server's refusal of a link it does not know", async () => {
    const api = renderProduct(`#remove-alerts=${token}`);
    api.on('POST /api/stock-alerts/remove', {
      status: 400,
      body: { message: 'This link is not valid. The alerts may already be removed.' },
    });
    const panel = await screen.findByRole('region', { name: 'Remove back-in-stock alerts' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Remove my alerts' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'This link is not valid. The alerts may already be removed.',
    );
  });

  it('shows no removal panel without the link', async () => {
    renderProduct();
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Remove back-in-stock alerts' })).toBeNull();
  });
});
