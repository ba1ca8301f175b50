import sharp from 'sharp';
import { createTestApp, createUser, type TestApp, type TestUser } from './support/test-app.ts';

let api: TestApp;
let admin: TestUser;
beforeAll(async () => {
  api = await createTestApp();
  admin = await createUser(api, { role: 'admin' });
});
afterAll(() => api.close());

/** A multipart/form-data body with one file part. */
function multipart(field: string, filename: string, type: string, content: Buffer) {
  const boundary = '----threadline-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (body: ReturnType<typeof multipart>, who: Record<string, string> = admin.auth) =>
  api.app.inject({
    method: 'POST',
    url: '/api/upload',
    payload: body.payload,
    headers: { ...body.headers, ...who },
  });

async function photoWithMetadata(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 60 } } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Secret Photographer', ImageDescription: 'GPS home address' } })
    .toBuffer();
}

describe('POST /api/upload', () => {
  it('keeps a JPEG as AVIF and WebP copies in several widths, without metadata, cached as immutable', async () => {
    const original = await photoWithMetadata(3000, 1500);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const response = await upload(multipart('image', 'photo.jpg', 'image/jpeg', original));
    expect(response.statusCode).toBe(201);
    const { imageUrl } = response.json();
    // The full-width WebP; its name carries the size the copies are derived from.
    expect(imageUrl).toMatch(/^\/uploads\/products\/[a-f0-9]{24}_1600x800\.webp$/);
    const base = imageUrl.replace(/\.webp$/, '');

    const copies = [
      ...[320, 640, 960, 1280].map((width) => ({ suffix: `_${width}`, width })),
      { suffix: '', width: 1600 },
    ];
    for (const { suffix, width } of copies) {
      for (const format of ['avif', 'webp'] as const) {
        const served = await api.app.inject({ method: 'GET', url: `${base}${suffix}.${format}` });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe(`image/${format}`);
        expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const metadata = await sharp(served.rawPayload).metadata();
        expect(metadata.format).toBe(format === 'avif' ? 'heif' : 'webp');
        expect(metadata.width).toBe(width);
        expect(metadata.height).toBe(width / 2);
        expect(metadata.exif).toBeUndefined();
        expect(served.rawPayload.includes(Buffer.from('Secret Photographer'))).toBe(false);
      }
    }
    // No copy wider than the stored width.
    expect((await api.app.inject({ method: 'GET', url: `${base}_1920.webp` })).statusCode).toBe(404);
  });

  it('keeps a small PNG at its own width only, never enlarged', async () => {
    const png = await sharp({ create: { width: 500, height: 625, channels: 4, background: '#336699' } })
      .png()
      .toBuffer();
    const response = await upload(multipart('image', 'small.png', 'image/png', png));
    expect(response.statusCode).toBe(201);
    const { imageUrl } = response.json();
    expect(imageUrl).toMatch(/_500x625\.webp$/);
    const base = imageUrl.replace(/\.webp$/, '');
    for (const url of [`${base}_320.avif`, `${base}_320.webp`, `${base}.avif`, imageUrl]) {
      const served = await api.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      const { width } = await sharp(served.rawPayload).metadata();
      expect(width).toBe(url.includes('_320.') ? 320 : 500);
    }
    expect((await api.app.inject({ method: 'GET', url: `${base}_640.webp` })).statusCode).toBe(404);
  });

  it('refuses a picture of more than 50 megapixels with a clear 413', async () => {
    // A few kilobytes of PNG that would unpack into 10,000 × 6,000 pixels.
    const bomb = await sharp({ create: { width: 10_000, height: 6_000, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const response = await upload(multipart('image', 'huge.png', 'image/png', bomb));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The picture is too large: at most 50 megapixels.' });
  });

  it('judges by content: a text file named .png is refused, and so is SVG', async () => {
    const fake = await upload(multipart('image', 'cat.png', 'image/png', Buffer.from('<?php echo 1; ?>')));
    expect(fake.statusCode).toBe(415);
    expect(fake.json()).toEqual({
      message: 'That file is not an image. Upload a JPEG, PNG, WebP, GIF or AVIF picture.',
    });
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    expect((await upload(multipart('image', 'a.svg', 'image/svg+xml', svg))).statusCode).toBe(415);
  });

  it('refuses more than 5 MB with a clear 413, and a wrong field name', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 7);
    const tooBig = await upload(multipart('image', 'huge.jpg', 'image/jpeg', big));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ message: 'The image is larger than 5 MB.' });

    const wrongField = await upload(
      multipart('picture', 'a.jpg', 'image/jpeg', await photoWithMetadata(10, 10)),
    );
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toEqual({ message: 'Send the picture in the form field "image".' });
  });

  it('is for admins only', async () => {
    const customer = await createUser(api);
    const image = multipart('image', 'a.jpg', 'image/jpeg', await photoWithMetadata(10, 10));
    expect((await upload(image, customer.auth)).statusCode).toBe(403);
    expect((await upload(image, {})).statusCode).toBe(401);
  });
});
