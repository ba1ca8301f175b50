import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { gatewayCredentials } from '../../db/schema.ts';
import { randomToken } from './ids.ts';

export interface TestCredentials {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

/**
 * The test gateway's key id, key secret and webhook secret: made once, at random, by whichever
 * process asks first, and kept in the database, so every process sharing it (and the gateway they
 * all serve) agrees on them. Never logged; they are worth nothing outside this store's test mode.
 */
export async function testCredentials(db: Database): Promise<TestCredentials> {
  await db
    .insert(gatewayCredentials)
    .values({
      id: 1,
      keyId: `rzp_test_${randomToken(14)}`,
      keySecret: randomToken(32),
      webhookSecret: randomToken(32),
    })
    .onConflictDoNothing({ target: gatewayCredentials.id });
  const [row] = await db
    .select({
      keyId: gatewayCredentials.keyId,
      keySecret: gatewayCredentials.keySecret,
      webhookSecret: gatewayCredentials.webhookSecret,
    })
    .from(gatewayCredentials)
    .where(eq(gatewayCredentials.id, sql`1`));
  if (!row) throw new Error('test gateway credentials could not be stored');
  return row;
}
