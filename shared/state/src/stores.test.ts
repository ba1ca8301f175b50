import type { Cart } from '@store/contracts';
import { aCart, aCustomer, aLine, hold, mockApi, networkFailure, type Reply } from '@store/test-support';

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

/** Lets pending promises run until `done()` holds, or `turns` macrotasks have passed. */
async function settled(done: () => boolean, turns = 50): Promise<void> {
  for (let turn = 0; turn < turns && !done(); turn++) await new Promise((resolve) => setTimeout(resolve, 0));
}

const PRODUCT = 'a'.repeat(24);
const user = aCustomer;

const cart = (quantity: number, extra: Partial<Cart> = {}): Cart =>
  aCart([aLine({ productId: PRODUCT, name: 'Tee', price: 499, quantity, color: 'red' })], extra);

describe('guest id', () => {
  it('is created once as guest_{ms}, stored, and kept on the next start', async () => {
    const { useAuthStore } = await freshStores();
    const first = useAuthStore.getState().guestId;
    expect(first).toMatch(/^guest_\d{13}$/);
    expect(localStorage.getItem('guestId')).toBe(first);
    const again = await freshStores();
    expect(again.useAuthStore.getState().guestId).toBe(first);
  });

  it('comes with a random secret, stored beside it and kept on the next start', async () => {
    const { useAuthStore } = await freshStores();
    const { guestSecret } = useAuthStore.getState();
    expect(guestSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(localStorage.getItem('guestSecret')).toBe(guestSecret);
    expect((await freshStores()).useAuthStore.getState().guestSecret).toBe(guestSecret);
    localStorage.clear();
    expect((await freshStores()).useAuthStore.getState().guestSecret).not.toBe(guestSecret);
  });

  it('keeps a guest id stored before secrets existed, and gives it a secret (its cart is claimed with it)', async () => {
    localStorage.setItem('guestId', 'guest_1700000000000');
    const api = mockApi({ 'GET /api/cart': { body: cart(1) } });
    const { useAuthStore, useCartStore } = await freshStores();
    expect(useAuthStore.getState().guestId).toBe('guest_1700000000000');
    const { guestSecret } = useAuthStore.getState();
    expect(guestSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(localStorage.getItem('guestSecret')).toBe(guestSecret);
    await useCartStore.getState().fetchCart();
    expect(api.requests[0]?.url.searchParams.get('guestId')).toBe('guest_1700000000000');
    expect(api.requests[0]?.headers.get('x-guest-secret')).toBe(guestSecret);
  });
});

describe('auth store', () => {
  it('stores the user and token under userInfo and userToken after login', async () => {
    mockApi({ 'POST /api/users/login': { body: { user, token: 'jwt-1' } } });
    const { useAuthStore } = await freshStores();
    await expect(useAuthStore.getState().login({ email: user.email, password: 'pw' })).resolves.toBe(true);
    expect(useAuthStore.getState()).toMatchObject({ user, token: 'jwt-1', loading: false, error: null });
    expect(JSON.parse(localStorage.getItem('userInfo') ?? 'null')).toEqual(user);
    expect(localStorage.getItem('userToken')).toBe('jwt-1');
  });

  it("keeps the server's message when login fails", async () => {
    mockApi({ 'POST /api/users/login': { status: 401, body: { message: 'Invalid email or password' } } });
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
    const api = mockApi({
      'POST /api/users/login': { body: { user, token: 'jwt-2' } },
      'POST /api/cart/merge': { body: cart(3, { user: user._id, guestId: null }) },
    });
    const { useAuthStore, useCartStore } = await freshStores();
    await useAuthStore.getState().login({ email: user.email, password: 'pw' });
    expect(api.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /api/users/login',
      'POST /api/cart/merge',
    ]);
    expect(api.requests[1]?.headers.get('authorization')).toBe('Bearer jwt-2');
    // The guest cart is this browser's: the merge proves it with the guest's secret.
    expect(api.requests[1]?.headers.get('x-guest-secret')).toBe(useAuthStore.getState().guestSecret);
    expect(useCartStore.getState().cart.products[0]?.quantity).toBe(3);
  });

  it('renews the session with a new token for the same account, stored at once', async () => {
    mockApi({ 'POST /api/users/login': { body: { user, token: 'jwt-before' } } });
    const { useAuthStore } = await freshStores();
    await useAuthStore.getState().login({ email: user.email, password: 'pw' });
    useAuthStore.getState().renewSession({ user: { ...user, name: 'Renamed' }, token: 'jwt-after' });
    expect(useAuthStore.getState()).toMatchObject({ user: { name: 'Renamed' }, token: 'jwt-after' });
    expect(localStorage.getItem('userToken')).toBe('jwt-after');
    expect(JSON.parse(localStorage.getItem('userInfo') ?? 'null')).toMatchObject({ name: 'Renamed' });
  });

  it('does not renew a session that has signed out meanwhile', async () => {
    const { useAuthStore } = await freshStores();
    useAuthStore.getState().renewSession({ user, token: 'jwt-late' });
    expect(useAuthStore.getState()).toMatchObject({ user: null, token: null });
    expect(localStorage.getItem('userToken')).toBeNull();
  });

  it('logout clears the session and the cart and starts a new guest id and secret', async () => {
    mockApi({ 'POST /api/users/logout': { status: 204 } });
    localStorage.setItem('guestSecret', 'old-secret-0123456789');
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
    expect(useAuthStore.getState().guestSecret).not.toBe('old-secret-0123456789');
    expect(localStorage.getItem('guestSecret')).toBe(useAuthStore.getState().guestSecret);
  });

  it('logout ends the token on the server, and signs out at once whatever the server answers', async () => {
    const answers: Array<Reply | Error> = [
      { status: 204 },
      { status: 500, body: { message: 'Something went wrong on our side. Please try again.' } },
      networkFailure(),
    ];
    for (const answer of answers) {
      localStorage.setItem('userInfo', JSON.stringify(user));
      localStorage.setItem('userToken', 'jwt-4');
      const api = mockApi({ 'POST /api/users/logout': answer });
      const { useAuthStore } = await freshStores();
      useAuthStore.getState().logout();
      // Signed out before the server has answered (or failed to).
      expect(useAuthStore.getState()).toMatchObject({ user: null, token: null });
      expect(localStorage.getItem('userToken')).toBeNull();
      await settled(() => api.calls('POST /api/users/logout').length === 1);
      expect(api.requests[0]?.headers.get('authorization')).toBe('Bearer jwt-4');
      await settled(() => false, 5);
      expect(useAuthStore.getState()).toMatchObject({ user: null, token: null, error: null });
    }
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
    const api = mockApi({ 'POST /api/cart': { body: cart(2) } });
    const { useCartStore, itemCount } = await freshStores();
    expect(itemCount(useCartStore.getState().cart)).toBe(1);
    await expect(
      useCartStore.getState().addToCart({ productId: PRODUCT, size: 'M', color: 'red', quantity: 1 }),
    ).resolves.toBe(true);
    expect(itemCount(useCartStore.getState().cart)).toBe(2);
    expect(JSON.parse(localStorage.getItem('cart') ?? 'null')).toEqual(cart(2));
    expect(api.requests[0]?.body).toMatchObject({
      productId: PRODUCT,
      quantity: 1,
      guestId: expect.stringMatching(/^guest_/),
    });
    expect(api.requests[0]?.body).not.toHaveProperty('guestSecret');
    expect(api.requests[0]?.headers.get('x-guest-secret')).toBe(localStorage.getItem('guestSecret'));
  });

  it("starts a new guest id and secret when the guest id's cart is bound to another browser, and adds there", async () => {
    localStorage.setItem('guestId', 'guest_1700000000000');
    localStorage.setItem('guestSecret', 'mine-0123456789abcdef');
    const api = mockApi();
    api.once(
      'POST /api/cart',
      { status: 403, body: { message: 'That cart belongs to someone else.' } },
      { body: cart(1) },
    );
    const { useAuthStore, useCartStore } = await freshStores();
    await expect(
      useCartStore.getState().addToCart({ productId: PRODUCT, size: 'M', color: 'red', quantity: 1 }),
    ).resolves.toBe(true);
    const [refused, retried] = api.calls('POST /api/cart');
    expect(refused?.body).toMatchObject({ guestId: 'guest_1700000000000' });
    expect(refused?.headers.get('x-guest-secret')).toBe('mine-0123456789abcdef');
    const { guestId, guestSecret } = useAuthStore.getState();
    expect(guestId).not.toBe('guest_1700000000000');
    expect(guestSecret).not.toBe('mine-0123456789abcdef');
    expect(retried?.body).toMatchObject({ guestId });
    expect(retried?.headers.get('x-guest-secret')).toBe(guestSecret);
    expect([localStorage.getItem('guestId'), localStorage.getItem('guestSecret')]).toEqual([
      guestId,
      guestSecret,
    ]);
    expect(useCartStore.getState()).toMatchObject({ error: null, cart: cart(1) });
  });

  it('uses the messages of docs/product.md §8 when calls fail', async () => {
    const api = mockApi();
    const { useCartStore, CART_MESSAGES } = await freshStores();
    api.once('POST /api/cart', { status: 409, body: { message: 'Only 2 of Tee left in stock' } });
    await useCartStore.getState().addToCart({ productId: PRODUCT, size: 'M', color: 'red', quantity: 5 });
    expect(useCartStore.getState().error).toBe('Only 2 of Tee left in stock');
    api.once('POST /api/cart', { status: 500, body: {} });
    await useCartStore.getState().addToCart({ productId: PRODUCT, size: 'M', color: 'red', quantity: 1 });
    expect(useCartStore.getState().error).toBe('Failed to add to  cart');
    api.once('PUT /api/cart', { status: 500, body: {} });
    await useCartStore
      .getState()
      .updateQuantity({ productId: PRODUCT, size: 'M', color: 'red', quantity: 2 });
    expect(useCartStore.getState().error).toBe('Failed to update cart item');
    api.once('DELETE /api/cart', { status: 500, body: {} });
    await useCartStore.getState().removeFromCart({ productId: PRODUCT, size: 'M', color: 'red' });
    expect(useCartStore.getState().error).toBe('Failed to remove item');
    api.once('POST /api/cart/merge', { status: 500, body: {} });
    await useCartStore.getState().mergeCart();
    expect(useCartStore.getState().error).toBe(CART_MESSAGES.merge);
    api.once('GET /api/cart', { status: 500, body: {} }, { status: 500, body: {} }); // a GET is retried once
    await useCartStore.getState().fetchCart();
    expect(useCartStore.getState().error).toBe('Failed to fetch cart');
  });

  it('keeps the notices of an answer, once each, apart from the stored cart, until cleared', async () => {
    const reduced = 'Tee in M / red: only 2 left, so your cart now holds 2.';
    const dropped = 'Tee in L / red sold out and was removed from your cart.';
    localStorage.setItem('cart', JSON.stringify(cart(1)));
    const api = mockApi();
    api.once(
      'POST /api/cart/merge',
      { body: cart(2, { notices: [reduced, dropped] }) },
      { body: cart(2, { notices: [dropped] }) },
    );
    const { useCartStore } = await freshStores();
    await useCartStore.getState().mergeCart();
    await useCartStore.getState().mergeCart();
    expect(useCartStore.getState().notices).toEqual([reduced, dropped]);
    expect(useCartStore.getState().cart).toEqual(cart(2));
    expect(JSON.parse(localStorage.getItem('cart') ?? 'null')).toEqual(cart(2));
    useCartStore.getState().clearNotices();
    expect(useCartStore.getState().notices).toEqual([]);
    expect(useCartStore.getState().cart.products[0]?.quantity).toBe(2);
  });

  it('keeps the notices of an answer overtaken by a newer call, but not its cart', async () => {
    const notice = 'Tee in M / red is no longer sold and was removed from your cart.';
    const mergeAnswer = hold({ body: cart(5, { notices: [notice] }) });
    mockApi({ 'POST /api/cart/merge': mergeAnswer, 'GET /api/cart': { body: cart(1) } });
    const { useCartStore } = await freshStores();
    const merged = useCartStore.getState().mergeCart();
    await useCartStore.getState().fetchCart();
    mergeAnswer.release();
    await merged;
    expect(useCartStore.getState().notices).toEqual([notice]);
    expect(useCartStore.getState().cart.products[0]?.quantity).toBe(1);
  });

  it('reads a stored cart or an answer written before notices existed', async () => {
    const older = (quantity: number) => {
      const { notices: _notices, ...rest } = cart(quantity);
      return rest;
    };
    localStorage.setItem('cart', JSON.stringify(older(1)));
    mockApi({ 'GET /api/cart': { body: older(3) } });
    const { useCartStore } = await freshStores();
    expect(useCartStore.getState().cart).toEqual(cart(1));
    await useCartStore.getState().fetchCart();
    expect(useCartStore.getState()).toMatchObject({ cart: cart(3), notices: [] });
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
    localStorage.setItem('cart', JSON.stringify(cart(1)));
    const api = mockApi();
    const { startCartSync, useAuthStore } = await freshStores();
    api.once('GET /api/cart', { body: cart(1) }, { body: cart(1) }, { body: cart(2) });
    const stop = startCartSync();
    await Promise.resolve();
    useAuthStore.setState({ user, token: 'jwt' });
    useAuthStore.setState({ loading: true });
    useAuthStore.setState({ guestId: 'guest_42' });
    stop();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const carts = api.calls('GET /api/cart');
    expect(carts).toHaveLength(3);
    expect(carts[1]?.url.searchParams.get('userId')).toBe(user._id);
  });

  it('fetches nothing at start for a guest with no stored cart line, and fetches once one signs in', async () => {
    const api = mockApi();
    api.once('GET /api/cart', { body: cart(2) });
    const { startCartSync, useAuthStore, useCartStore } = await freshStores();
    const stop = startCartSync();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.calls('GET /api/cart')).toHaveLength(0);
    expect(useCartStore.getState().cart.products).toHaveLength(0);
    useAuthStore.setState({ user, token: 'jwt' });
    await settled(() => useCartStore.getState().cart.products.length > 0);
    stop();
    expect(api.calls('GET /api/cart')).toHaveLength(1);
    expect(useCartStore.getState().cart.products[0]?.quantity).toBe(2);
  });

  it('fetches at start for a guest whose stored cart has lines, and for a signed-in user', async () => {
    localStorage.setItem('cart', JSON.stringify(cart(1)));
    let api = mockApi({ 'GET /api/cart': { body: cart(3) } });
    let stores = await freshStores();
    let stop = stores.startCartSync();
    await settled(() => stores.useCartStore.getState().cart.products[0]?.quantity === 3);
    stop();
    expect(api.calls('GET /api/cart')).toHaveLength(1);

    localStorage.clear();
    localStorage.setItem('userInfo', JSON.stringify(user));
    localStorage.setItem('userToken', 'jwt');
    api = mockApi({ 'GET /api/cart': { body: cart(1) } });
    stores = await freshStores();
    stop = stores.startCartSync();
    await settled(() => api.calls('GET /api/cart').length > 0);
    stop();
    expect(api.calls('GET /api/cart')[0]?.url.searchParams.get('userId')).toBe(user._id);
  });
});
