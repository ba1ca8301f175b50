/** Class names shared by the admin forms. */
export const field = {
  label: 'block text-sm font-medium text-stone-800',
  input:
    'mt-1 block w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-sm text-ink shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-brand-700 disabled:bg-stone-100 aria-[invalid=true]:border-rose-600',
  error: 'mt-1 text-sm text-rose-700',
  hint: 'mt-1 text-xs text-stone-500',
} as const;
