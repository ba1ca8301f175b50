/**
 * The shell reads each remote's `mf-manifest.json` itself and hands the federation runtime the URL
 * of the remote's `remoteEntry.js`: the runtime's own manifest handling (its "snapshot" code, about
 * 1.4 KB gzip of every first load) is left out of the build (docs/architecture.md §2).
 */
interface ManifestMetaData {
  publicPath?: unknown;
  remoteEntry?: { name?: unknown; path?: unknown };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The absolute URL of the remote entry a manifest names; throws on a manifest without one. */
export function remoteEntryUrl(manifest: unknown, manifestUrl: string, pageUrl: string): string {
  const metaData: ManifestMetaData | undefined =
    isRecord(manifest) && isRecord(manifest.metaData) ? manifest.metaData : undefined;
  const entry = metaData?.remoteEntry;
  if (!entry || typeof entry.name !== 'string' || entry.name === '') {
    throw new Error(`${manifestUrl} names no remote entry`);
  }
  const manifestAt = new URL(manifestUrl, pageUrl);
  // "auto": the remote's files sit beside its manifest, wherever it is deployed.
  const publicPath = metaData.publicPath;
  const base =
    typeof publicPath === 'string' && publicPath !== '' && publicPath !== 'auto'
      ? new URL(publicPath, manifestAt)
      : new URL('.', manifestAt);
  const folder =
    typeof entry.path === 'string' && entry.path !== '' ? `${entry.path.replace(/\/+$/, '')}/` : '';
  return new URL(`${folder}${entry.name}`, base).href;
}

/** Fetches a manifest (never from the HTTP cache: a redeployed remote is seen at once). */
export async function readRemoteEntryUrl(manifestUrl: string): Promise<string> {
  const response = await fetch(manifestUrl, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${manifestUrl} answered ${response.status}`);
  return remoteEntryUrl(await response.json(), manifestUrl, window.location.href);
}
