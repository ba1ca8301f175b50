import {
  COLLECTION_PAGE_PATHS,
  PRIVATE_PAGE_PREFIXES,
  productPagePath,
  SUPPORT_PAGE_SLUGS,
} from '@store/contracts';
import type { ProductPageEntry } from './site-service.ts';

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text safe inside an XML element or attribute. */
export const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);

const url = (loc: string, lastmod?: Date) =>
  `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;

/**
 * The sitemap (sitemaps.org protocol 0.9) with absolute addresses on `base` (an origin, or
 * PUBLIC_URL with its path): the home page, the collections' listings, the support and legal pages,
 * then every product with the time it last changed. One file holds up to 50,000 addresses.
 */
export function sitemapXml(base: string, productPages: readonly ProductPageEntry[]): string {
  const pages = ['/', ...COLLECTION_PAGE_PATHS, ...SUPPORT_PAGE_SLUGS.map((slug) => `/${slug}`)];
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...pages.map((path) => url(`${base}${path}`)),
    ...productPages.map((product) => url(`${base}${productPagePath(product.id)}`, product.updatedAt)),
    '</urlset>',
    '',
  ];
  return lines.join('\n');
}

/**
 * robots.txt: every crawler may visit the store but not the admin, the cart, checkout or the pages
 * of an account; the sitemap's absolute address. The API and the pictures stay open: a crawler that
 * runs the storefront's script needs the API to see a page's content.
 */
export function robotsTxt(base: string): string {
  return [
    'User-agent: *',
    ...PRIVATE_PAGE_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
}
