/** The header's category links (docs/product.md §2): all go to the main listing with one filter. */
export const NAV_LINKS = [
  { label: 'Men', param: 'gender', value: 'Men' },
  { label: 'Women', param: 'gender', value: 'Women' },
  { label: 'Top Wear', param: 'category', value: 'Top Wear' },
  { label: 'Bottom Wear', param: 'category', value: 'Bottom Wear' },
] as const;

export function navLinkHref(link: (typeof NAV_LINKS)[number]): string {
  return `/collections/all?${new URLSearchParams({ [link.param]: link.value }).toString()}`;
}
