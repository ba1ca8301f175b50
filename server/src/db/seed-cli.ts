/**
 * `npm run db:seed`: migrates and seeds the configured database (PGlite in DATA_DIR, or DATABASE_URL)
 * without starting the server. A database that already has products is left as it is.
 */
import { loadConfig } from '../config.ts';
import { createUploadStore } from '../lib/upload-store.ts';
import { openDatabase } from './client.ts';
import { seedIfEmpty, seedSummary } from './seed/seed.ts';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const seeded = await seedIfEmpty(database.db, {
      ...config,
      uploads: createUploadStore(database, config.uploadsDir),
    });
    console.log(
      seeded
        ? [`Database: ${database.kind} (${database.location})`, ...seedSummary(seeded)].join('\n')
        : `Database ${database.kind} (${database.location}) already has products: nothing seeded.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error('Seeding failed:', error);
  process.exit(1);
});
