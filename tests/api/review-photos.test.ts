import sharp from 'sharp';
import { A_REVIEW, deliverOrder } from './support/reviews.ts';
import {
  createProducts,
  createTestApp,
  createUser,
  placeOrder,
  type TestApp,
  type TestUser,
} from './support/test-app.ts';

/** One optional photo on a verified review, through the upload pipeline (docs/product.md §3, Reviews). */

let api: TestApp;
let admin: TestUser;
beforeAll(async () => {
  api = await createTestApp();
  admin = await createUser(api, { role: 'admin' });
});
afterAll(() => api.close());

function multipart(field: string, filename: string, type: string, content: Buffer) {
  const boundary = '----threadline-review-photo';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const photo = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .jpeg()
    .withExif({ IFD0: { ImageDescription: 'GPS home address' } })
    .toBuffer();

const uploadPhoto = async (who: Record<string, string>, content?: Buffer, name = 'me.jpg') =>
  api.app.inject({
    method: 'POST',
    url: '/api/reviews/photos',
    ...(() => {
      const body = multipart('image', name, 'image/jpeg', content ?? Buffer.alloc(0));
      return { payload: body.payload, headers: { ...body.headers, ...who } };
    })(),
  });

/** A customer with a delivered order of a new product. */
async function buyer(name: string) {
  const [product] = await createProducts(api, 1, { countInStock: 20 });
  if (!product) throw new Error('no product');
  const user = await createUser(api, { name });
  await deliverOrder(api, admin, (await placeOrder(api, user, product))._id);
  return { user, productId: product.id, productName: product.name };
}

const published = async (productId: string) =>
  (await api.app.inject({ method: 'GET', url: `/api/products/${productId}/reviews` })).json()
    .reviews as Array<{
    _id: string;
    photoUrl: string | null;
  }>;

describe('POST /api/reviews/photos', () => {
  it('stores a signed-in customer’s photo re-encoded as WebP without metadata under /uploads/reviews/', async () => {
    const customer = await createUser(api);
    const response = await uploadPhoto(customer.auth, await photo());
    expect(response.statusCode).toBe(201);
    const { photoUrl } = response.json();
    expect(photoUrl).toMatch(/^\/uploads\/reviews\/[a-f0-9]{24}\.webp$/);
    const served = await api.app.inject({ method: 'GET', url: photoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 40, height: 30 });
    expect(metadata.exif).toBeUndefined();
  });

  it('asks guests to sign in (401)', async () => {
    const response = await uploadPhoto({}, await photo());
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Please sign in to continue.');
  });

  it('refuses what is not an image, whatever its name says, and an empty or misnamed part (400/415)', async () => {
    const customer = await createUser(api);
    const fake = await uploadPhoto(customer.auth, Buffer.from('<?php echo 1; ?>'), 'photo.jpg');
    expect(fake.statusCode).toBe(415);
    expect(fake.json()).toEqual({
      message: 'That file is not an image. Upload a JPEG, PNG, WebP, GIF or AVIF picture.',
    });
    const empty = await uploadPhoto(customer.auth, Buffer.alloc(0));
    expect([empty.statusCode, empty.json().message]).toEqual([400, 'The picture is empty.']);
    const body = multipart('picture', 'a.jpg', 'image/jpeg', await photo());
    const wrongField = await api.app.inject({
      method: 'POST',
      url: '/api/reviews/photos',
      payload: body.payload,
      headers: { ...body.headers, ...customer.auth },
    });
    expect([wrongField.statusCode, wrongField.json().message]).toEqual([
      400,
      'Send the picture in the form field "image".',
    ]);
    const big = await uploadPhoto(customer.auth, Buffer.alloc(5 * 1024 * 1024 + 10, 7));
    expect([big.statusCode, big.json().message]).toEqual([413, 'The image is larger than 5 MB.']);
  });
});

describe('the review photo rate limit', () => {
  it('allows 20 uploads an hour per customer, then 429; another customer is not held back', async () => {
    const busy = await createUser(api);
    const other = await createUser(api);
    const image = await photo();
    for (let index = 0; index < 20; index++) {
      expect((await uploadPhoto(busy.auth, image)).statusCode).toBe(201);
    }
    const limited = await uploadPhoto(busy.auth, image);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
    expect((await uploadPhoto(other.auth, image)).statusCode).toBe(201);
  });
});

describe('a review’s photo', () => {
  it('is attached on create, shown with the published review, and removed on edit', async () => {
    const { user, productId } = await buyer('Meera Iyer');
    const photoUrl = (await uploadPhoto(user.auth, await photo())).json().photoUrl as string;
    const created = await api.app.inject({
      method: 'POST',
      url: `/api/products/${productId}/reviews`,
      headers: user.auth,
      payload: { ...A_REVIEW, photoUrl },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ photoUrl });
    const reviewId = created.json()._id as string;
    expect(await published(productId)).toEqual([expect.objectContaining({ _id: reviewId, photoUrl })]);

    const edit = (payload: Record<string, unknown>) =>
      api.app.inject({ method: 'PUT', url: `/api/reviews/${reviewId}`, headers: user.auth, payload });
    const kept = await edit({ ...A_REVIEW, rating: 5 });
    expect(kept.json()).toMatchObject({ rating: 5, photoUrl });
    const removed = await edit({ ...A_REVIEW, photoUrl: null });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ photoUrl: null });
    expect(await published(productId)).toEqual([expect.objectContaining({ _id: reviewId, photoUrl: null })]);

    const another = (await uploadPhoto(user.auth, await photo())).json().photoUrl as string;
    const added = await edit({ ...A_REVIEW, photoUrl: another });
    expect(added.json()).toMatchObject({ photoUrl: another });
    const mine = await api.app.inject({
      method: 'GET',
      url: `/api/products/${productId}/reviews/mine`,
      headers: user.auth,
    });
    expect(mine.json().review).toMatchObject({ photoUrl: another });
  });

  it('must be one of the author’s own uploads: someone else’s photo or any other address is refused', async () => {
    const { user, productId } = await buyer('Nisha Rao');
    const stranger = await createUser(api);
    const theirs = (await uploadPhoto(stranger.auth, await photo())).json().photoUrl as string;
    const adminPicture = '/uploads/products/aaaaaaaaaaaaaaaaaaaaaaaa.webp';
    for (const photoUrl of [theirs, adminPicture, 'https://evil.example/x.webp']) {
      const refused = await api.app.inject({
        method: 'POST',
        url: `/api/products/${productId}/reviews`,
        headers: user.auth,
        payload: { ...A_REVIEW, photoUrl },
      });
      expect([refused.statusCode, refused.json().message]).toEqual([
        400,
        'Attach a photo you uploaded for your review.',
      ]);
    }
    const created = await api.app.inject({
      method: 'POST',
      url: `/api/products/${productId}/reviews`,
      headers: user.auth,
      payload: A_REVIEW,
    });
    expect(created.json()).toMatchObject({ photoUrl: null });
    const onEdit = await api.app.inject({
      method: 'PUT',
      url: `/api/reviews/${created.json()._id}`,
      headers: user.auth,
      payload: { ...A_REVIEW, photoUrl: theirs },
    });
    expect([onEdit.statusCode, onEdit.json().message]).toEqual([
      400,
      'Attach a photo you uploaded for your review.',
    ]);
  });

  it('is not shown once an admin hides the review', async () => {
    const { user, productId } = await buyer('Kavya Menon');
    const photoUrl = (await uploadPhoto(user.auth, await photo())).json().photoUrl as string;
    const reviewId = (
      await api.app.inject({
        method: 'POST',
        url: `/api/products/${productId}/reviews`,
        headers: user.auth,
        payload: { ...A_REVIEW, photoUrl },
      })
    ).json()._id as string;
    expect((await published(productId)).map((review) => review.photoUrl)).toEqual([photoUrl]);
    const hidden = await api.app.inject({
      method: 'PUT',
      url: `/api/admin/reviews/${reviewId}/hide`,
      headers: admin.auth,
      payload: { reason: 'Not a photo of the product' },
    });
    expect(hidden.statusCode).toBe(200);
    expect(await published(productId)).toEqual([]);
  });
});
