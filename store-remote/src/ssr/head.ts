import { resolveAssetUrl } from '@store/api';
import type { Product } from '@store/contracts';
import { STORE_NAME } from '@store/contracts/constants';
import { formatRupees, sellingPrice } from '@store/ui';
import { MAIN_PICTURE_SIZES, pictureSources } from '../components/Picture.tsx';
import { CARD_SIZES } from '../features/catalog/ProductCard.tsx';
import { cardImage } from '../features/catalog/product-images.ts';
import { collectionTitle } from '../features/listing/filters-url.ts';
import type { PageFacts } from './screen-page.ts';

/** What the shell's page says when nothing more specific is known (shell/index.html). */
const HOME_TITLE = `${STORE_NAME} · Fashion for everyone`;
const HOME_DESCRIPTION = `${STORE_NAME}: men's, women's and unisex apparel with free shipping and easy returns.`;
const DESCRIPTION_LENGTH = 160;

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside <script>: nothing in it can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const shorten = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_LENGTH ? flat : `${flat.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…`;
};

const absolute = (url: string, origin: string) => new URL(resolveAssetUrl(url), `${origin}/`).toString();

interface Head {
  title: string;
  description: string;
  canonical: string;
  type: 'website' | 'product';
  image?: { url: string; alt: string };
  price?: string;
  jsonLd: unknown[];
}

function breadcrumbs(origin: string, trail: Array<{ name: string; path: string }>) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: `${origin}${step.path}`,
    })),
  };
}

function productJsonLd(product: Product, canonical: string, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: product.sku,
    brand: { '@type': 'Brand', name: product.brand },
    image: product.images.map((image) => absolute(image.url, origin)),
    ...(product.numReviews > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating,
            reviewCount: product.numReviews,
          },
        }
      : {}),
    offers: {
      '@type': 'Offer',
      url: canonical,
      priceCurrency: 'INR',
      price: sellingPrice(product.price, product.discountPrice).toFixed(2),
      availability: product.countInStock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
}

/** The head of a page the server rendered: the same title the screen gives the tab, and more. */
function describe(facts: PageFacts, origin: string, url: URL): Head {
  const home = { name: 'Home', path: '/' };
  switch (facts.kind) {
    case 'home': {
      const image = facts.bestSeller?.images[0];
      return {
        title: HOME_TITLE,
        description: HOME_DESCRIPTION,
        canonical: `${origin}/`,
        type: 'website',
        ...(image
          ? {
              image: {
                url: absolute(image.url, origin),
                alt: image.altText || (facts.bestSeller?.name ?? ''),
              },
            }
          : {}),
        jsonLd: [],
      };
    }
    case 'listing': {
      // Page 2 and on are pages of their own; the first page has no page number.
      const params = new URLSearchParams(url.search);
      if (params.get('page') === '1') params.delete('page');
      const query = params.toString();
      const canonical = `${origin}${url.pathname}${query ? `?${query}` : ''}`;
      const count = `${facts.total} ${facts.total === 1 ? 'product' : 'products'}`;
      const image = facts.products[0]?.images[0];
      const collectionPath = `/collections/${encodeURIComponent(facts.collection)}`;
      const trail = [home, { name: collectionTitle(facts.collection), path: collectionPath }];
      if (facts.title !== collectionTitle(facts.collection))
        trail.push({ name: facts.title, path: `${url.pathname}${url.search}` });
      return {
        title: `${facts.title} · ${STORE_NAME}`,
        description: shorten(
          `${facts.title} at ${STORE_NAME}: ${count}${facts.page > 1 ? `, page ${facts.page}` : ''}. Free shipping and easy returns.`,
        ),
        canonical,
        type: 'website',
        ...(image
          ? {
              image: {
                url: absolute(image.url, origin),
                alt: image.altText || (facts.products[0]?.name ?? ''),
              },
            }
          : {}),
        jsonLd: [breadcrumbs(origin, trail)],
      };
    }
    case 'product': {
      const { product } = facts;
      const canonical = `${origin}/product/${encodeURIComponent(product._id)}`;
      const price = formatRupees(sellingPrice(product.price, product.discountPrice));
      const image = product.images[0];
      const gender = product.gender === 'Women' ? 'women' : product.gender === 'Men' ? 'men' : 'all';
      return {
        title: `${product.name} · ${STORE_NAME}`,
        description: shorten(`${price} · ${product.description}`),
        canonical,
        type: 'product',
        price,
        ...(image ? { image: { url: absolute(image.url, origin), alt: image.altText || product.name } } : {}),
        jsonLd: [
          productJsonLd(product, canonical, origin),
          breadcrumbs(origin, [
            home,
            { name: collectionTitle(gender), path: `/collections/${gender}` },
            { name: product.name, path: `/product/${encodeURIComponent(product._id)}` },
          ]),
        ],
      };
    }
    case 'static':
      return {
        title: `${facts.title} · ${STORE_NAME}`,
        description: shorten(`${facts.title} · ${HOME_DESCRIPTION}`),
        canonical: `${origin}${url.pathname}`,
        type: 'website',
        jsonLd: [],
      };
    case 'not-found':
      return {
        title: `Page not found · ${STORE_NAME}`,
        description: HOME_DESCRIPTION,
        canonical: `${origin}${url.pathname}`,
        type: 'website',
        jsonLd: [],
      };
  }
}

/**
 * The largest picture of the page's first screen: the product's (or the home page's best seller's)
 * first picture, or the listing's first card's, with the `sizes` it is drawn at.
 */
function firstPicture(facts: PageFacts, url: URL): { url: string; sizes: string } | null {
  const main = (product: Product | null) => {
    const image = product?.images[0];
    return image ? { url: image.url, sizes: MAIN_PICTURE_SIZES } : null;
  };
  if (facts.kind === 'product') return main(facts.product);
  if (facts.kind === 'home') return main(facts.bestSeller);
  if (facts.kind !== 'listing' || !facts.products[0]) return null;
  const image = cardImage(facts.products[0].images, url.searchParams.get('color') ?? '');
  return image ? { url: image.url, sizes: CARD_SIZES } : null;
}

/**
 * A preload of that picture at high priority, so the browser fetches it while the scripts load. For a
 * photo kept in several widths it names the AVIF srcset and sizes of the <picture> (Picture.tsx),
 * so the browser fetches exactly the copy the page then draws.
 */
export function picturePreload(facts: PageFacts, pageUrl: string): string | null {
  const picture = firstPicture(facts, new URL(pageUrl, 'http://localhost'));
  if (!picture) return null;
  const href = resolveAssetUrl(picture.url);
  const sources = pictureSources(href);
  return sources
    ? `<link rel="preload" as="image" type="image/avif" imagesrcset="${escapeHtml(sources.avif)}" imagesizes="${escapeHtml(picture.sizes)}" fetchpriority="high" />`
    : `<link rel="preload" as="image" href="${escapeHtml(href)}" fetchpriority="high" />`;
}

/** <title>, description, canonical, Open Graph, Twitter and JSON-LD tags for a server-rendered page. */
export function headTags(facts: PageFacts, origin: string, pageUrl: string): string {
  const head = describe(facts, origin, new URL(pageUrl, 'http://localhost'));
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const title = facts.kind === 'product' ? facts.product.name : head.title;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    picturePreload(facts, pageUrl) ?? '',
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    meta('property', 'og:site_name', STORE_NAME),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.price ? `${title} · ${head.price}` : title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.price ? `${title} · ${head.price}` : title),
    meta('name', 'twitter:description', head.description),
  ];
  if (head.image) {
    tags.push(
      meta('property', 'og:image', head.image.url),
      meta('property', 'og:image:alt', head.image.alt),
      meta('name', 'twitter:image', head.image.url),
      meta('name', 'twitter:image:alt', head.image.alt),
    );
  }
  if (facts.kind === 'product') {
    const amount = sellingPrice(facts.product.price, facts.product.discountPrice).toFixed(2);
    tags.push(
      meta('property', 'product:price:amount', amount),
      meta('property', 'product:price:currency', 'INR'),
      meta('property', 'og:price:amount', amount),
      meta('property', 'og:price:currency', 'INR'),
      meta('name', 'twitter:label1', 'Price'),
      meta('name', 'twitter:data1', head.price ?? ''),
    );
  }
  for (const data of head.jsonLd)
    tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  return tags.filter((tag) => tag !== '').join('\n    ');
}
