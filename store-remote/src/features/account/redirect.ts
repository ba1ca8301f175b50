/**
 * Where signing in leads (docs/product.md §2): a `redirect` parameter that contains "checkout" goes to
 * /checkout, anything else (or none) to /.
 */
export function afterSignInPath(params: URLSearchParams): string {
  return (params.get('redirect') ?? '').includes('checkout') ? '/checkout' : '/';
}

/** The same redirect carried to the other form ("Register" from login and back). */
export function withRedirect(path: string, params: URLSearchParams): string {
  const redirect = params.get('redirect');
  return redirect ? `${path}?${new URLSearchParams({ redirect }).toString()}` : path;
}
