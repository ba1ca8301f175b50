import type { Cart } from '@store/contracts';
import { mockFetch } from '@store/test-support';

type StateModule = typeof import('./index.ts');

/** A fresh copy of the stores, created after the test has prepared localStorage. */
async function freshStores(): Promise<StateModule> {
  let loaded: StateModule | undefined;
  await jest.isolateModulesAsync(async () => {
    loaded = await import('./index.ts');
  });
  if (!loaded) throw new Error('state module did not load');
  return loaded;
}

const PRODUCT = 'a'.repeat(24);
const user = {
  _id: 'b'.repeat(24),
  name: 'Asha Verma',
  email: 'asha@example.test',
  role: 'customer' as const,
};

function cart(quantity: number, extra: Partial<Cart> = {}): Cart {
  return {
    _id: 'c'.repeat(24),
    products: [
      {
        productId: PRODUCT,
        name: 'Tee',
        image: '/t.svg',
        price: 499,
        quantity,
        size: 'M',
        color: 'red',
        countInStock: 9,
      },
    ],
    totalPrice: 499 * quantity,
    user: null,
    guestId: 'guest_1700000000000',
    ...extra,
  };
}

describe('guest id', () => {
  it('is created once as guest_{ms}, stored, and kept on the next start', async () => {
    const { useAuthStore } = await freshStores();
    const first = useAuthStore.getState().guestId;
    expect(first).toMatch(/^guest_\d{13}$/);
    expect(localStorage.getItem('guestId')).toBe(first);
    const again = await freshStores();
    expect(again.useAuthStore.getState().guestId).toBe(first);
  });
});

describe('auth store', () => {
  it('stores the user and token under userInfo and userToken after login', async () => {
    const fetch = mockFetch();
    fetch.reply({ body: { user, token: 'jwt-1' } });
    const { useAuthStore } = await freshStores();
    await expect(useAuthStore.getState().login({ email: user.email, password: 'pw' })).resolves.toBe(true);
    expect(useAuthStore.getState()).toMatchObject({ user, token: 'jwt-1', loading: false, error: null });
    expect(JSON.parse(localStorage.getItem('userInfo') ?? 'null')).toEqual(user);
    expect(localStorage.getItem('userToken')).toBe('jwt-1');
  });

  it("keeps the server's message when login fails", async () => {
    const fetch = mockFetch();
    fetch.reply({ status: 401, body: { message: 'Invalid email or password' } });
    const { useAuthStore } = await freshStores();
    await expect(useAuthStore.getState().login({ email: user.email, password: 'bad' })).resolves.toBe(false);
    expect(useAuthStore.getState()).toMatchObject({
      user: null,
      loading: false,
      error: 'Invalid email or password',
    });
  });

  it('merges a guest cart that has items before the user is set', async () => {
    localStorage.setItem('cart', JSON.stringify(cart(2)));
    const fetch = mockFetch();
    fetch.reply({ body: { user, token: 'jwt-2' } }, { body: cart(3, { user: user._id, guestId: null }) });
    const { useAuthStore, useCartStore } = await freshStores();
    await useAuthStore.getState().login({ email: user.email, password: 'pw' });
    expect(fetch.requests.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      'POST /api/users/login',
      'POST /api/cart/merge',
    ]);
    expect(fetch.requests[1]?.headers.get('authorization')).toBe('Bearer jwt-2');
    expect(useCartStore.getState().cart.products[0]?.quantity).toBe(3);
  });

  it('logout clears the session and the cart and starts a new guest id', async () => {
    localStorage.setItem('userInfo', JSON.stringify(user));
    localStorage.setItem('userToken', 'jwt-3');
    localStorage.setItem('guestId', 'guest_1');
    localStorage.setItem('cart', JSON.stringify(cart(1)));
    const { useAuthStore, useCartStore } = await freshStores();
    expect(useAuthStore.getState().user).toEqual(user);
    useAuthStore.getState().logout();
    expect(useAuthStore.getState()).toMatchObject({ user: null, token: null });
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(localStorage.getItem('userToken')).toBeNull();
    expect(localStorage.getItem('cart')).toBeNull();
    expect(useCartStore.getState().cart.products).toEqual([]);
    expect(useAuthStore.getState().guestId).not.toBe('guest_1');
    expect(localStorage.getItem('guestId')).toBe(useAuthStore.getState().guestId);
  });

  it('resets a corrupt stored session instead of crashing', async () => {
    localStorage.setItem('userInfo', '{not json');
    localStorage.setItem('userToken', 'jwt');
    localStorage.setItem('cart', '"oops"');
    const { useAuthStore, useCartStore } = await freshStores();
    expect(useAuthStore.getState().user).toBeNull();
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(useCartStore.getState().cart.products).toEqual([]);
    expect(localStorage.getItem('cart')).toBeNull();
  });
});

describe('cart store', () => {
  it('starts from the stored cart and replaces it with every server answer', async () => {
    localStorage.setItem('cart', JSON.stringify(cart(1)));
    const fetch = mockFetch();
    fetch.reply({ body: cart(2) });
    const { useCartStore, itemCount } = await freshStores();
    expect(itemCount(useCartStore.getState().cart)).toBe(1);
    await expect(
      useCartStore.getState().addToCart({ productId: PRODUCT, size: 'M', color: 'red', quantity: 1 }),
    ).resolves.toBe(true);
    expect(itemCount(useCartStore.getState().cart)).toBe(2);
    expect(JSON.parse(localStorage.getItem('cart') ?? 'null')).toEqual(cart(2));
    expect(fetch.requests[0]?.body).toMatchObject({
      productId: PRODUCT,
      quantity: 1,
      guestId: expect.stringMatching(/^guest_/),
    });
  });

  it('uses the messages of docs/product.md §8 when calls fail', async () => {
    const fetch = mockFetch();
    const { useCartStore, CART_MESSAGES } = await freshStores();
    fetch.reply({ status: 409, body: { message: 'Only 2 of Tee left in stock' } });
    await useCartStore.getState().addToCart({ productId: PRODUCT, size: 'M', color: 'red', quantity: 5 });
    expect(useCartStore.getState().error).toBe('Only 2 of Tee left in stock');
    fetch.reply({ status: 500, body: {} });
    await useCartStore.getState().addToCart({ productId: PRODUCT, size: 'M', color: 'red', quantity: 1 });
    expect(useCartStore.getState().error).toBe('Failed to add to  cart');
    fetch.reply({ status: 500, body: {} });
    await useCartStore
      .getState()
      .updateQuantity({ productId: PRODUCT, size: 'M', color: 'red', quantity: 2 });
    expect(useCartStore.getState().error).toBe('Failed to update cart item');
    fetch.reply({ status: 500, body: {} });
    await useCartStore.getState().removeFromCart({ productId: PRODUCT, size: 'M', color: 'red' });
    expect(useCartStore.getState().error).toBe('Failed to remove item');
    fetch.reply({ status: 500, body: {} });
    await useCartStore.getState().mergeCart();
    expect(useCartStore.getState().error).toBe(CART_MESSAGES.merge);
    fetch.reply({ status: 500, body: {} }, { status: 500, body: {} }); // a GET is retried once
    await useCartStore.getState().fetchCart();
    expect(useCartStore.getState().error).toBe('Failed to fetch cart');
  });

  it('clearCart empties the cart and removes it from storage', async () => {
    localStorage.setItem('cart', JSON.stringify(cart(4)));
    const { useCartStore } = await freshStores();
    useCartStore.getState().clearCart();
    expect(useCartStore.getState().cart.products).toEqual([]);
    expect(localStorage.getItem('cart')).toBeNull();
  });
});

describe('cart sync', () => {
  it('re-fetches the cart when the user or the guest id changes', async () => {
    const fetch = mockFetch();
    const { startCartSync, useAuthStore } = await freshStores();
    fetch.reply({ body: cart(1) }, { body: cart(1) }, { body: cart(2) });
    const stop = startCartSync();
    await Promise.resolve();
    useAuthStore.setState({ user, token: 'jwt' });
    useAuthStore.setState({ loading: true });
    useAuthStore.setState({ guestId: 'guest_42' });
    stop();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const carts = fetch.requests.filter((request) => request.url.pathname === '/api/cart');
    expect(carts).toHaveLength(3);
    expect(carts[1]?.url.searchParams.get('userId')).toBe(user._id);
  });
});
