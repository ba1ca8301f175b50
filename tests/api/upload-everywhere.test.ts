import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { buildApp } from '../../server/src/app.ts';
import { seedIfEmpty } from '../../server/src/db/seed/seed.ts';
import { makeTempDir, removeTempDir } from '../support/temp-dirs.ts';
import {
  createTestApp,
  createUser,
  startSecondInstance,
  type TestApp,
  type TestUser,
  testDatabaseKind,
} from './support/test-app.ts';

/**
 * Every process serves every picture: `writer` and `reader` are two API instances on one database.
 * On PostgreSQL they have uploads folders of their own, as processes on different machines would,
 * and pictures live in the database; with the embedded database (one process) the folder is the
 * store and both instances share it (docs/architecture.md, Several processes).
 */
let writer: TestApp;
let reader: Awaited<ReturnType<typeof buildApp>>['app'];
let readerDir: string;
let admin: TestUser;
beforeAll(async () => {
  writer = await createTestApp();
  readerDir = makeTempDir('reader');
  const uploadsDir = testDatabaseKind === 'postgres' ? readerDir : writer.config.uploadsDir;
  ({ app: reader } = await startSecondInstance(writer, { uploadsDir }));
  admin = await createUser(writer, { role: 'admin' });
});
afterAll(async () => {
  try {
    await reader?.close();
    await writer?.close();
  } finally {
    removeTempDir(readerDir);
  }
});

function multipart(content: Buffer) {
  const boundary = '----threadline-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('an uploaded picture', () => {
  it('is served by the other process with its type, caching headers and an ETag that answers 304', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366aa' } })
      .png()
      .toBuffer();
    const body = multipart(png);
    const uploaded = await writer.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload: body.payload,
      headers: { ...body.headers, ...admin.auth },
    });
    expect(uploaded.statusCode).toBe(201);
    const { imageUrl } = uploaded.json() as { imageUrl: string };

    const served = await reader.inject({ method: 'GET', url: imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    // A photo's copies are written once under a new id: cached for a year, unasked.
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 40,
      height: 30,
    });
    const etag = served.headers.etag;
    expect(etag).toEqual(expect.any(String));

    const again = await reader.inject({
      method: 'GET',
      url: imageUrl,
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // The writer serves it too, with the same validator.
    const fromWriter = await writer.app.inject({ method: 'GET', url: imageUrl });
    expect(fromWriter.statusCode).toBe(200);
    expect(fromWriter.headers.etag).toBe(etag);

    // On PostgreSQL the picture is in the database, not on the disk of the process that took it.
    const onDisk = existsSync(path.join(writer.config.uploadsDir, imageUrl.replace('/uploads/', '')));
    expect(onDisk).toBe(testDatabaseKind === 'pglite');
  });

  it('that does not exist is a 404, and a name climbing out of the folder is refused', async () => {
    const missing = await reader.inject({
      method: 'GET',
      url: '/uploads/products/000000000000000000000000.webp',
    });
    expect(missing.statusCode).toBe(404);
    const climbing = await reader.inject({ method: 'GET', url: '/uploads/..%2f..%2fpackage.json' });
    // 404 from the database store, 403 from the folder's static file server: never the file.
    expect([403, 404]).toContain(climbing.statusCode);
    expect(climbing.body).not.toContain('threadline');
  });
});

describe('seeded pictures', () => {
  it('are written to the same store and served by every process: SVG drawings and AVIF/WebP photos', async () => {
    await writer.reset();
    const seeded = await seedIfEmpty(writer.ctx.db, {
      uploadsDir: writer.config.uploadsDir,
      uploads: writer.ctx.uploads,
      adminEmail: `seed-admin.${Date.now()}@example.test`,
      adminPassword: 'seed-admin-password',
      productCount: 2,
      shop: writer.config.shop,
    });
    expect(seeded?.products).toBe(2);
    const listing = await reader.inject({ method: 'GET', url: '/api/products' });
    const urls = (listing.json() as Array<{ images: Array<{ url: string }> }>).flatMap((product) =>
      product.images.map((image) => image.url),
    );
    const drawing = urls.find((url) => /^\/uploads\/catalog\/.+-front\.svg$/.test(url)) ?? '';
    const picture = await reader.inject({ method: 'GET', url: drawing });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(picture.body).toContain('<svg');

    // The first product (featured) has a photo made at seed time: 800 × 1000, in three widths.
    const photo = urls.find((url) => /^\/uploads\/catalog\/.+-photo_800x1000\.webp$/.test(url)) ?? '';
    expect(photo).not.toBe('');
    for (const [url, width] of [
      [photo, 800],
      [photo.replace('.webp', '.avif'), 800],
      [photo.replace('.webp', '_320.avif'), 320],
      [photo.replace('.webp', '_640.webp'), 640],
    ] as const) {
      const served = await reader.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect((await sharp(served.rawPayload).metadata()).width).toBe(width);
    }
  });
});
