import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RemoteName, RuntimeConfig } from '../runtime-config.ts';
import { readRemoteEntryUrl } from './remote-manifest.ts';

let manifests: Record<RemoteName, string> | null = null;
/** Remotes whose entry is registered with the federation runtime. */
const registered = new Set<RemoteName>();

export function registerAppRemotes(config: RuntimeConfig): void {
  manifests = config.remotes;
  registered.clear();
}

/** Reads the remote's manifest and registers its entry (again, forgetting a failed container). */
async function registerRemote(name: RemoteName): Promise<void> {
  if (registered.has(name)) return;
  if (manifests === null) throw new Error('the runtime config has not been read');
  const entry = await readRemoteEntryUrl(manifests[name]);
  registerRemotes([{ name, entry }], { force: true });
  registered.add(name);
}

/** Forgets a remote's (possibly failed) manifest and entry so the next load fetches both again. */
function resetRemote(name: RemoteName): void {
  registered.delete(name);
}

export class RemoteLoadError extends Error {
  override readonly name = 'RemoteLoadError';
  constructor(
    readonly remote: RemoteName,
    options: { cause: unknown },
  ) {
    super(`The ${remote} remote could not be loaded`, options);
  }
}

/** Apps already loaded, so navigating back to a remote does not show the loading state again. */
const loadedApps = new Map<RemoteName, ComponentType>();

export const loadedRemoteApp = (name: RemoteName): ComponentType | undefined => loadedApps.get(name);

/** Forgets loaded apps (tests start from a clean shell). */
export function forgetLoadedRemoteApps(): void {
  loadedApps.clear();
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Loads `<remote>/App`, retrying with back-off before giving up with a RemoteLoadError. */
export async function loadRemoteApp(name: RemoteName, attempts = 3): Promise<ComponentType> {
  for (let attempt = 1; ; attempt++) {
    try {
      await registerRemote(name);
      const module = await loadRemote<{ default?: ComponentType }>(`${name}/App`);
      if (typeof module?.default !== 'function')
        throw new Error(`${name}/App has no default component export`);
      loadedApps.set(name, module.default);
      return module.default;
    } catch (cause) {
      resetRemote(name);
      if (attempt >= attempts) throw new RemoteLoadError(name, { cause });
      await delay(250 * 2 ** (attempt - 1));
    }
  }
}
