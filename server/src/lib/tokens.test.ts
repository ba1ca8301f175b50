import { SignJWT, UnsecuredJWT } from 'jose';
import { createTokenSigner, TOKEN_LIFETIME_MS } from './tokens.ts';

const SECRET = 'a-secret-that-is-long-enough-for-hs256-signing';
const signer = createTokenSigner(SECRET);
const bytes = (secret: string) => new TextEncoder().encode(secret);

/** A token as the server signed them with jose, before fast-jwt. */
const joseToken = (claims: Record<string, unknown>, change: (jwt: SignJWT) => SignJWT = (jwt) => jwt) =>
  change(
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('user-1')
      .setIssuer('threadline')
      .setIssuedAt()
      .setExpirationTime('7d'),
  ).sign(bytes(SECRET));

it('verifies what it signs: the account, its token version, an id of its own and seven days', async () => {
  const before = Date.now();
  const token = await signer.sign('user-1', 3);
  const claims = await signer.verify(token);
  expect(claims).toMatchObject({ userId: 'user-1', version: 3 });
  expect(claims?.tokenId).toMatch(/^[A-Za-z0-9_-]{22}$/);
  expect(claims?.tokenId).not.toBe((await signer.verify(await signer.sign('user-1', 3)))?.tokenId);
  const expires = claims?.expiresAt.getTime() ?? 0;
  expect(expires).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + TOKEN_LIFETIME_MS);
  expect(expires).toBeLessThanOrEqual(Date.now() + TOKEN_LIFETIME_MS);
});

it('still accepts the tokens the server signed with jose, with and without a token id', async () => {
  expect(await signer.verify(await joseToken({ ver: 2 }, (jwt) => jwt.setJti('old-id')))).toMatchObject({
    userId: 'user-1',
    version: 2,
    tokenId: 'old-id',
  });
  expect(await signer.verify(await joseToken({}))).toMatchObject({
    userId: 'user-1',
    version: 0,
    tokenId: null,
  });
});

it('refuses a token of another secret, issuer or algorithm, an expired, altered or unsigned one', async () => {
  const refused = [
    await createTokenSigner('another-secret-that-is-long-enough-to-sign').sign('user-1'),
    await joseToken({}, (jwt) => jwt.setIssuer('elsewhere')),
    await joseToken({}, (jwt) => jwt.setExpirationTime(Math.floor(Date.now() / 1000) - 60)),
    await new SignJWT({})
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject('user-1')
      .setIssuer('threadline')
      .setExpirationTime('7d')
      .sign(bytes(SECRET)),
    new UnsecuredJWT({}).setSubject('user-1').setIssuer('threadline').setExpirationTime('7d').encode(),
    await joseToken({ ver: 'admin' }),
    'not-a-token',
  ];
  const [header, , signature] = (await signer.sign('user-1')).split('.');
  const otherPayload = Buffer.from(JSON.stringify({ sub: 'admin-1', iss: 'threadline', exp: 2e9 })).toString(
    'base64url',
  );
  refused.push(`${header}.${otherPayload}.${signature}`);
  for (const token of refused) expect(await signer.verify(token)).toBeNull();
});
