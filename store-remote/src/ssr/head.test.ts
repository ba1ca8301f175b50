import { aProduct } from '@store/test-support';
import { headTags } from './head.ts';

const ORIGIN = 'https://shop.example';

const jsonLd = (head: string) =>
  [...head.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
  );

describe('the head of a server-rendered page', () => {
  it('describes a product: price in rupees, picture, Product with an offer and breadcrumbs', () => {
    const product = aProduct({
      _id: 'p1',
      name: 'Linen "Summer" Shirt <new>',
      price: 2499,
      discountPrice: 1999,
      countInStock: 0,
      gender: 'Men',
      images: [{ url: '/uploads/shirt.webp', altText: 'A linen shirt', color: null }],
    });
    const head = headTags({ kind: 'product', product }, ORIGIN, '/products/p1?ref=mail');
    expect(head).toContain('<title>Linen &quot;Summer&quot; Shirt &lt;new&gt; · Threadline</title>');
    expect(head).toContain('<link rel="canonical" href="https://shop.example/product/p1" />');
    expect(head).toContain(
      '<meta property="og:title" content="Linen &quot;Summer&quot; Shirt &lt;new&gt; · ₹1,999" />',
    );
    expect(head).toContain('<meta property="og:image" content="https://shop.example/uploads/shirt.webp" />');
    expect(head).toContain('<meta name="twitter:data1" content="₹1,999" />');
    const [item, crumbs] = jsonLd(head);
    expect(item).toMatchObject({
      '@type': 'Product',
      name: 'Linen "Summer" Shirt <new>',
      offers: { priceCurrency: 'INR', price: '1999.00', availability: 'https://schema.org/OutOfStock' },
    });
    expect(crumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home', item: 'https://shop.example/' },
        { position: 2, name: 'Men', item: 'https://shop.example/collections/men' },
        { position: 3, name: 'Linen "Summer" Shirt <new>', item: 'https://shop.example/product/p1' },
      ],
    });
    // Nothing in the JSON can end its script element.
    expect(head).not.toContain('<new>');
  });

  it('carries an aggregate rating only for a product with published reviews', () => {
    const rated = aProduct({ _id: 'p2', rating: 4.3, numReviews: 7 });
    expect(jsonLd(headTags({ kind: 'product', product: rated }, ORIGIN, '/product/p2'))[0]).toMatchObject({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.3, reviewCount: 7 },
    });
    const unrated = aProduct({ _id: 'p3', rating: 0, numReviews: 0 });
    const [item] = jsonLd(headTags({ kind: 'product', product: unrated }, ORIGIN, '/product/p3'));
    expect(item).not.toHaveProperty('aggregateRating');
  });

  it('describes a listing page: its count, a canonical URL without page 1, breadcrumbs', () => {
    const head = headTags(
      { kind: 'listing', title: "Men's Top Wear", collection: 'all', total: 1, page: 1, products: [] },
      ORIGIN,
      '/collections/all?gender=Men&category=Top%20Wear&page=1',
    );
    expect(head).toContain("<title>Men's Top Wear · Threadline</title>");
    expect(head).toContain(
      '<meta name="description" content="Men\'s Top Wear at Threadline: 1 product. Free shipping and easy returns." />',
    );
    expect(head).toContain(
      '<link rel="canonical" href="https://shop.example/collections/all?gender=Men&amp;category=Top+Wear" />',
    );
    expect(jsonLd(head)[0]).toMatchObject({
      itemListElement: [{ name: 'Home' }, { name: 'All Collections' }, { name: "Men's Top Wear" }],
    });
  });

  it('preloads the first picture at high priority: a photo by its AVIF srcset and sizes, a drawing by its URL', () => {
    const photo = '/uploads/products/0123456789abcdef01234567_800x1000.webp';
    const product = aProduct({
      _id: 'p2',
      images: [
        { url: photo, altText: '', color: null },
        { url: '/uploads/b.svg', altText: '', color: null },
      ],
    });
    const base = photo.replace('.webp', '');
    const preload = `<link rel="preload" as="image" type="image/avif" imagesrcset="${base}_320.avif 320w,${base}_640.avif 640w,${base}.avif 800w" imagesizes="(min-width:768px) 50vw,100vw" fetchpriority="high" />`;
    expect(headTags({ kind: 'product', product }, ORIGIN, '/product/p2')).toContain(preload);
    expect(headTags({ kind: 'home', bestSeller: product }, ORIGIN, '/')).toContain(preload);
    const drawn = aProduct({ images: [{ url: '/uploads/a.svg', altText: '', color: null }] });
    const listing = headTags(
      { kind: 'listing', title: 'All', collection: 'all', total: 1, page: 1, products: [drawn] },
      ORIGIN,
      '/collections/all',
    );
    expect(listing).toContain('<link rel="preload" as="image" href="/uploads/a.svg" fetchpriority="high" />');
    expect(headTags({ kind: 'not-found' }, ORIGIN, '/nope')).not.toContain('rel="preload"');
  });
});
