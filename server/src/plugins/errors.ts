import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { pgErrorCode } from '../lib/db-errors.ts';
import { HttpError } from '../lib/http-errors.ts';

const FRIENDLY: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but JSON was declared.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'That content type is not accepted here.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body length does not match its Content-Length.',
  FST_REQ_FILE_TOO_LARGE: 'The image is larger than 5 MB.',
  FST_FILES_LIMIT: 'Send one image at a time.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Send the image as multipart/form-data.',
};

const SERVER_FAULT = 'Something went wrong on our side. Please try again.';

/**
 * Database refusals that only input can cause, as 4xx: a safety net behind the schemas and the input
 * gate (plugins/input-guard.ts), so a value they let through answers a readable refusal, never a 500
 * with the statement. By SQLSTATE class: 22 data exceptions (text not valid for its type, a number
 * out of range, a string too long, an invalid character), 23 integrity violations (the row conflicts
 * with data that exists or changed meanwhile), 54 program limits (a value too large to index or search).
 */
export function databaseRefusal(error: unknown): { status: number; message: string } | null {
  const code = pgErrorCode(error);
  if (code === null) return null;
  if (code.startsWith('22') || code === '23502') {
    return { status: 400, message: 'A value in the request is not valid or is out of range.' };
  }
  if (code.startsWith('23')) {
    return {
      status: 409,
      message: 'The request conflicts with the current data. Please reload and try again.',
    };
  }
  if (code.startsWith('54')) return { status: 400, message: 'A value in the request is too large.' };
  return null;
}

/** Every refusal is `{ message }` with a 4xx status; only real faults are 500, and they are logged. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || '',
        message: issue.message ?? 'Invalid value',
      }));
      const first = issues[0];
      return reply.status(400).send({ message: first?.message ?? 'The request is not valid.', issues });
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ ...error.details, message: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send({ message: FRIENDLY[error.code] ?? error.message ?? 'The request is not valid.' });
    }
    const refusal = databaseRefusal(error);
    if (refusal) {
      request.log.info(
        { code: pgErrorCode(error), statusCode: refusal.status },
        'database refused the input',
      );
      return reply.status(refusal.status).send({ message: refusal.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: SERVER_FAULT });
  });

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !/^\/(api|uploads|remotes)(\/|$)/.test(pathname);
    // Client-side routes of the single-page app get the shell's index.html.
    if (isPage && app.sendShellIndex) return app.sendShellIndex(request, reply);
    return reply.status(404).send({ message: `No route for ${request.method} ${pathname}` });
  });
}
