import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client.ts';
import { uploads } from '../db/schema.ts';

export interface StoredUpload {
  contentType: string;
  bytes: Buffer;
  createdAt: Date;
}

/**
 * Where uploaded (and seeded) pictures live, by their path under /uploads/ (`products/<id>.webp`).
 * `folder`: files under UPLOADS_DIR, served as static files; the default, and the only choice with
 * the embedded database (one process). `database`: the `uploads` table, so that every API process
 * on one PostgreSQL serves every picture whatever disk it runs on (docs/architecture.md).
 */
export interface UploadStore {
  kind: 'folder' | 'database';
  put: (name: string, contentType: string, bytes: Buffer) => Promise<void>;
  /** The picture, or null when there is none by that name (the folder store serves files itself). */
  get: (name: string) => Promise<StoredUpload | null>;
}

export function folderUploadStore(uploadsDir: string): UploadStore {
  return {
    kind: 'folder',
    put: async (name, _contentType, bytes) => {
      const file = path.join(uploadsDir, name);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
    },
    get: async () => null,
  };
}

export function databaseUploadStore(database: DatabaseHandle): UploadStore {
  return {
    kind: 'database',
    put: async (name, contentType, bytes) => {
      await database.db
        .insert(uploads)
        .values({ name, contentType, bytes })
        .onConflictDoUpdate({ target: uploads.name, set: { contentType, bytes, createdAt: new Date() } });
    },
    get: async (name) => {
      const [row] = await database.db
        .select({ contentType: uploads.contentType, bytes: uploads.bytes, createdAt: uploads.createdAt })
        .from(uploads)
        .where(eq(uploads.name, name))
        .limit(1);
      return row ?? null;
    },
  };
}

/** The database on PostgreSQL (several processes may serve the store), the folder otherwise. */
export function createUploadStore(database: DatabaseHandle, uploadsDir: string): UploadStore {
  return database.kind === 'postgres' ? databaseUploadStore(database) : folderUploadStore(uploadsDir);
}
