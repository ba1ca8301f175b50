import { openPglite } from './client.ts';

describe('the embedded database under a queue of queries', () => {
  it('lets the server turn (accept connections, read requests) while the queue drains', async () => {
    const database = await openPglite(null);
    try {
      const events: string[] = [];
      const queries = Array.from({ length: 40 }, () =>
        database.pglite
          ?.query('select count(*) from generate_series(1, 50000)')
          .then(() => events.push('query')),
      );
      setImmediate(() => events.push('turn'));
      await Promise.all(queries);
      expect(events).toHaveLength(41);
      // The event loop turned before the last queued query ran, not only once the queue was empty.
      expect(events.indexOf('turn')).toBeLessThan(39);
      expect(events.indexOf('turn')).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  });
});
