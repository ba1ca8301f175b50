import { escapeXml, robotsTxt, sitemapXml } from './serialize.ts';

describe('sitemapXml', () => {
  it('escapes what XML reserves in every address', () => {
    const xml = sitemapXml('https://shop.example/a&b<c>"\'', [
      { id: 'p1', updatedAt: new Date('2026-11-25T10:00:00.000Z') },
    ]);
    expect(xml).toContain('<loc>https://shop.example/a&amp;b&lt;c&gt;&quot;&apos;/faq</loc>');
    expect(xml).toContain(
      '<url><loc>https://shop.example/a&amp;b&lt;c&gt;&quot;&apos;/product/p1</loc><lastmod>2026-11-25T10:00:00.000Z</lastmod></url>',
    );
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it('starts with the XML declaration and the sitemaps.org namespace', () => {
    expect(sitemapXml('http://x.test', []).split('\n').slice(0, 2)).toEqual([
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ]);
  });
});

describe('escapeXml', () => {
  it('leaves other text alone', () => {
    expect(escapeXml('/collections/all?category=Top+Wear')).toBe('/collections/all?category=Top+Wear');
  });
});

describe('robotsTxt', () => {
  it('ends with the sitemap on the same base', () => {
    expect(robotsTxt('https://shop.example').trimEnd().split('\n').at(-1)).toBe(
      'Sitemap: https://shop.example/sitemap.xml',
    );
  });
});
