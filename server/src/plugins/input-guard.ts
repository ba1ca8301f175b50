import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * One gate for text no route can store or search (docs/api.md, "Requests and validation"): a NUL
 * character (PostgreSQL text cannot hold one) or an unpaired UTF-16 surrogate (not valid Unicode;
 * the drivers would silently replace it) anywhere in the query, the path parameters, the body (any
 * depth, keys included) or the Authorization header is a 400 naming the field, before validation
 * and before any handler, so no route can pass one to the database.
 */

// With the `u` flag a surrogate pair is one code point, so only unpaired halves match.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding NUL is the point.
const FORBIDDEN = /[\u0000\uD800-\uDFFF]/u;

export const hasForbiddenCharacter = (value: string): boolean => FORBIDDEN.test(value);

/** A field's path as it can be shown in a message (its own forbidden characters replaced). */
const printable = (path: string) => path.replace(new RegExp(FORBIDDEN.source, 'gu'), '\uFFFD');

/**
 * The path of the first string (value or key) in `root` with a forbidden character, or null.
 * Iterative: a deeply nested body must not overflow the stack.
 */
export function findForbiddenText(root: unknown, rootPath: string): string | null {
  const stack: Array<[unknown, string]> = [[root, rootPath]];
  while (stack.length > 0) {
    const [value, path] = stack.pop() as [unknown, string];
    if (typeof value === 'string') {
      if (hasForbiddenCharacter(value)) return path;
    } else if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index--) {
        stack.push([value[index], path ? `${path}.${index}` : String(index)]);
      }
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const childPath = path ? `${path}.${key}` : key;
        if (hasForbiddenCharacter(key)) return childPath;
        stack.push([child, childPath]);
      }
    }
  }
  return null;
}

export const forbiddenTextMessage = (field: string) =>
  `${printable(field)} contains a character that is not allowed (a NUL or an unpaired surrogate)`;

function refuse(reply: FastifyReply, field: string) {
  const message = forbiddenTextMessage(field);
  return reply.status(400).send({ message, issues: [{ path: printable(field), message }] });
}

export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest, reply: FastifyReply) => {
    const authorization = request.headers.authorization;
    if (typeof authorization === 'string' && hasForbiddenCharacter(authorization)) {
      return refuse(reply, 'Authorization');
    }
    const field =
      findForbiddenText(request.params, '') ??
      findForbiddenText(request.query, '') ??
      findForbiddenText(request.body, '');
    if (field !== null) return refuse(reply, field || 'body');
  });
}
