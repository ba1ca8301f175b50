import type { FastifyRequest } from 'fastify';
import { badRequest } from './http-errors.ts';

/** A host name or address with an optional port: what may go into an absolute URL we write. */
const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;
export const NO_HOST = 'The request names no valid host';

/**
 * The origin absolute URLs of an answer start with (the sitemap, robots.txt, a server-rendered
 * page's canonical and Open Graph URLs): PUBLIC_URL when set, else the origin the request was sent
 * to (behind a proxy: TRUST_PROXY). A Host header that is no host name is 400 NO_HOST, never echoed.
 */
export function requestOrigin(request: FastifyRequest, publicUrl: string | null): string {
  if (publicUrl) return publicUrl;
  const host = request.host;
  if (!host || !HOST.test(host)) throw badRequest(NO_HOST);
  return `${request.protocol}://${host.toLowerCase()}`;
}
