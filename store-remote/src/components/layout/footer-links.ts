/**
 * The footer's columns (docs/product.md §2): shop links combine gender and category; support and
 * legal pages.
 */
const shop = (gender: string, category: string) =>
  `/collections/all?${new URLSearchParams({ gender, category }).toString()}`;

export const FOOTER_COLUMNS = [
  {
    title: 'Shop',
    links: [
      { label: "Men's Top Wear", to: shop('Men', 'Top Wear') },
      { label: "Women's Top Wear", to: shop('Women', 'Top Wear') },
      { label: "Men's Bottom Wear", to: shop('Men', 'Bottom Wear') },
      { label: "Women's Bottom Wear", to: shop('Women', 'Bottom Wear') },
      { label: 'Dresses', to: '/collections/all?category=Dresses' },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Contact Us', to: '/contact' },
      { label: 'About Us', to: '/about' },
      { label: 'FAQs', to: '/faq' },
      { label: 'Shipping', to: '/shipping' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Returns & Exchanges', to: '/returns' },
      { label: 'Privacy Policy', to: '/privacy' },
      { label: 'Terms of Service', to: '/terms' },
      { label: 'Cookie Policy', to: '/cookies' },
    ],
  },
] as const;
