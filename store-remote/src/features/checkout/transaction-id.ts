/**
 * The payment's transaction id, generated in the browser (docs/product.md §7): time plus 8 random hex
 * characters, e.g. "DP-LZ3K9Q2A-9F1C04B7".
 */
export function newTransactionId(now: number = Date.now()): string {
  const random = new Uint8Array(4);
  crypto.getRandomValues(random);
  const hex = Array.from(random, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `DP-${now.toString(36).toUpperCase()}-${hex.toUpperCase()}`;
}
