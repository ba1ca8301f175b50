import type { z } from 'zod';
import { GatewayRefusedError, GatewayUnavailableError } from './provider.ts';

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export interface RazorpayHttpOptions {
  /** https://api.razorpay.com, or the embedded test gateway's address (…/test-gateway). */
  baseUrl: string;
  keyId: string;
  keySecret: string;
  /** A call that takes longer counts as a gateway that is down. */
  timeoutMs: number;
  fetch?: FetchLike;
}

/**
 * Razorpay's REST API with HTTP Basic auth (key id : key secret). A gateway that does not answer,
 * answers too slowly, answers 5xx or 429, or answers something that is not JSON throws
 * GatewayUnavailableError; a 400 or 404 with Razorpay's error shape throws GatewayRefusedError. The
 * key secret is only ever in the Authorization header, never in a message.
 */
export function razorpayHttp(options: RazorpayHttpOptions) {
  const base = options.baseUrl.replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
  const send = options.fetch ?? ((url: string, init: RequestInit) => fetch(url, init));

  return async function call<T extends z.ZodType>(
    schema: T,
    method: 'GET' | 'POST',
    path: string,
    body?: Record<string, unknown>,
    headers: Record<string, string> = {},
  ): Promise<z.infer<T>> {
    const signal = AbortSignal.timeout(options.timeoutMs);
    let status: number;
    let json: unknown;
    try {
      const response = await send(`${base}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal,
      });
      status = response.status;
      json = await response.json().catch(() => undefined);
    } catch {
      throw new GatewayUnavailableError();
    }
    if (status === 400 || status === 404) {
      const error = (json as { error?: { code?: unknown; description?: unknown } } | undefined)?.error;
      throw new GatewayRefusedError(
        status,
        typeof error?.code === 'string' ? error.code : 'BAD_REQUEST_ERROR',
        typeof error?.description === 'string'
          ? error.description
          : 'The payment gateway refused the request.',
      );
    }
    if (status < 200 || status >= 300) throw new GatewayUnavailableError();
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new GatewayUnavailableError();
    return parsed.data;
  };
}
