import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { encodedBody, pageEncodingFor } from './page-encodings.ts';

describe('the encoding a page is answered in', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['identity', null],
    ['br;q=0, gzip;q=0', null],
    [undefined, null],
  ])('Accept-Encoding %s gives %s', (header, expected) => {
    expect(pageEncodingFor(header)).toBe(expected);
  });
});

describe('a kept page’s compressed copies', () => {
  it('are made once per encoding and give the page back', async () => {
    const page = { body: Buffer.from('<p>A page of kurtas</p>'.repeat(200)), encodings: new Map() };
    const first = encodedBody(page, 'br');
    expect(encodedBody(page, 'br')).toBe(first);
    expect(brotliDecompressSync(await first).toString()).toBe(page.body.toString());
    const gzipped = await encodedBody(page, 'gzip');
    expect(gunzipSync(gzipped).toString()).toBe(page.body.toString());
    expect([...page.encodings.keys()]).toEqual(['br', 'gzip']);
  });
});
