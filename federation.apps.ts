/**
 * The three browser apps and what each remote exposes. Read by the rspack factory, the dev runner
 * and the contract test; the shell itself knows remotes only by name (`store/App`, `admin/App`).
 */
export type AppKind = 'shell' | 'store' | 'admin';
export type RemoteKind = Exclude<AppKind, 'shell'>;

export interface AppDefinition {
  folder: string;
  devPort: number;
  exposes?: Record<string, string>;
}

export const apps: Record<AppKind, AppDefinition> = {
  shell: { folder: 'shell', devPort: 3000 },
  store: { folder: 'store-remote', devPort: 3001, exposes: { './App': './store-remote/src/app/App.tsx' } },
  admin: { folder: 'admin-remote', devPort: 3002, exposes: { './App': './admin-remote/src/app/App.tsx' } },
};

export const remoteKinds: RemoteKind[] = ['store', 'admin'];
