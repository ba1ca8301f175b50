/** Made on first use: a page's first Intl formatter costs tens of ms on a phone (see money.ts). */
let dates: Intl.DateTimeFormat | undefined;

export function formatDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  dates ??= new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
  return dates.format(date);
}

/** Orders are shown by the last 8 characters of their id (docs/product.md §2). */
export function shortId(id: string): string {
  return id.slice(-8);
}

/** "AB" from "Asha Bhosle"; "?" for an empty name. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((part) => part?.charAt(0).toUpperCase() ?? '').join('') || '?';
}

/** Capitalises a colour or collection name for display ("navy" → "Navy"). */
export function capitalise(value: string): string {
  return value.length === 0 ? value : value.charAt(0).toUpperCase() + value.slice(1);
}
