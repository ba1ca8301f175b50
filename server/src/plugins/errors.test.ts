import { DrizzleQueryError } from 'drizzle-orm/errors';
import Fastify from 'fastify';
import { serializeError } from '../lib/safe-log.ts';
import { registerErrorHandling } from './errors.ts';

/** A failed statement as drizzle reports it: the SQL and its parameters, the driver's error as cause. */
function failedStatement(code: string, message: string) {
  const cause = Object.assign(new Error(message), { code });
  return new DrizzleQueryError(
    'insert into users (email, password_hash) values ($1, $2)',
    ['a@b.test', '$argon2id$v=19$secret'],
    cause,
  );
}

async function answerTo(error: Error) {
  const lines: string[] = [];
  const app = Fastify({
    logger: {
      level: 'info',
      stream: { write: (line: string) => void lines.push(line) },
      serializers: { err: serializeError },
    },
  });
  registerErrorHandling(app);
  app.get('/fail', async () => {
    throw error;
  });
  const response = await app.inject({ method: 'GET', url: '/fail' });
  await app.close();
  return { response, levels: lines.map((line) => JSON.parse(line).level as number), log: lines.join('') };
}

describe('database errors caused by input', () => {
  it.each([
    [
      '22P02',
      'invalid input syntax for type integer: "abc"',
      400,
      'A value in the request is not valid or is out of range.',
    ],
    ['22003', 'integer out of range', 400, 'A value in the request is not valid or is out of range.'],
    [
      '22001',
      'value too long for type character varying(10)',
      400,
      'A value in the request is not valid or is out of range.',
    ],
    [
      '22021',
      'invalid byte sequence for encoding "UTF8": 0x00',
      400,
      'A value in the request is not valid or is out of range.',
    ],
    [
      '23505',
      'duplicate key value violates unique constraint "users_email_unique"',
      409,
      'The request conflicts with the current data. Please reload and try again.',
    ],
    [
      '23503',
      'insert or update violates foreign key constraint',
      409,
      'The request conflicts with the current data. Please reload and try again.',
    ],
    ['54000', 'index row size exceeds maximum', 400, 'A value in the request is too large.'],
  ])('answers %s with a 4xx without SQL, logged at info at most', async (code, message, status, answer) => {
    const { response, levels, log } = await answerTo(failedStatement(code, message));
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ message: answer });
    expect(Math.max(0, ...levels)).toBeLessThanOrEqual(30);
    expect(log).not.toContain('argon2id');
  });

  it('answers other database errors with 500 and logs them without the statement’s parameters', async () => {
    const { response, levels, log } = await answerTo(failedStatement('XX000', 'internal error'));
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
    expect(levels).toContain(50);
    expect(log).toContain('internal error');
    expect(log).not.toContain('argon2id');
    expect(log).not.toContain('a@b.test');
  });
});
