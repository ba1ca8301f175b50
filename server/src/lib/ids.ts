import { randomBytes } from 'node:crypto';

/** 24 hex characters: 8 of seconds since the epoch, 16 random. Sortable by creation, unguessable. */
export function newId(now: number = Date.now()): string {
  return (
    Math.floor(now / 1000)
      .toString(16)
      .padStart(8, '0') + randomBytes(8).toString('hex')
  );
}
