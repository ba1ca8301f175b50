import type { ServerConfig } from './config.ts';
import type { Database, DatabaseKind } from './db/client.ts';
import { ResponseCache } from './lib/response-cache.ts';
import type { Auth } from './plugins/auth.ts';

export interface CachedList {
  body: string;
  total: number;
}

/** What every route module receives: the database, auth, configuration and shared caches. */
export interface AppContext {
  db: Database;
  dbKind: DatabaseKind;
  config: ServerConfig;
  auth: Auth;
  /** Serialized catalogue answers; cleared on every write that changes what they show. */
  catalogCache: ResponseCache<CachedList>;
}

export function createAppContext(parts: Omit<AppContext, 'catalogCache'>): AppContext {
  return { ...parts, catalogCache: new ResponseCache<CachedList>(2_000) };
}
