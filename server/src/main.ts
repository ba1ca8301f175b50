import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedIfEmpty, seedSummary } from './db/seed/seed.ts';
import { createTokenSigner, resolveJwtSecret } from './lib/tokens.ts';
import { createUploadStore } from './lib/upload-store.ts';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  await database.migrate();
  const seeded = await seedIfEmpty(database.db, {
    ...config,
    uploads: createUploadStore(database, config.uploadsDir),
  });
  const signer = createTokenSigner(await resolveJwtSecret(config.jwtSecret, config.dataDir));
  const serveWeb = existsSync(path.join(config.shellDir, 'index.html'));
  const { app } = await buildApp({ config, database, signer, serveWeb, logger: { level: config.logLevel } });

  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, closing`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const url = `http://localhost:${config.port}`;
  const lines = [
    '',
    `  Threadline is running at ${url}${serveWeb ? '' : ' (API only: run `npm run build` for the web app)'}`,
    `  API docs:  ${url}/api/docs`,
    `  Database:  ${database.kind === 'pglite' ? `embedded PGlite in ${database.location}` : `PostgreSQL ${database.location}`}`,
    `  Uploads:   ${config.uploadsDir}`,
  ];
  if (seeded) lines.push(...seedSummary(seeded));
  console.log(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  console.error('Threadline failed to start:', error);
  process.exit(1);
});
