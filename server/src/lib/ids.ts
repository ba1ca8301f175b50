import { randomFillSync } from 'node:crypto';

/**
 * Random bytes drawn from the system 4 KB at a time (512 ids), not 8 per id: each draw is a system
 * call, and on this project's machines a call per id was 3% of an add to cart's CPU (bench:api
 * profile). Node's own randomUUID keeps such a pool for the same reason.
 */
const POOL_BYTES = 4096;
const ID_RANDOM_BYTES = 8;
const pool = Buffer.allocUnsafe(POOL_BYTES);
let used = POOL_BYTES;

function randomHex(): string {
  if (used + ID_RANDOM_BYTES > POOL_BYTES) {
    randomFillSync(pool);
    used = 0;
  }
  const hex = pool.toString('hex', used, used + ID_RANDOM_BYTES);
  used += ID_RANDOM_BYTES;
  return hex;
}

/** 24 hex characters: 8 of seconds since the epoch, 16 random. Sortable by creation, unguessable. */
export function newId(now: number = Date.now()): string {
  return (
    Math.floor(now / 1000)
      .toString(16)
      .padStart(8, '0') + randomHex()
  );
}
