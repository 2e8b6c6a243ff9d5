import type { ComponentType } from 'react';
import { getInstance } from '@module-federation/enhanced/runtime';
import { parseRemotesManifest, REMOTE_NAMES, type RemoteName, type RemotesManifest } from './remote-names';

const REMOTES_MANIFEST_PATH = '/remotes.json';

let manifestRequest: Promise<RemotesManifest> | null = null;

function federation() {
  // The webpack ModuleFederationPlugin creates the host instance ("shell") before bootstrap runs.
  const instance = getInstance();
  if (!instance) throw new Error('Module Federation runtime is not initialised');
  return instance;
}

function fetchRemotesManifest(): Promise<RemotesManifest> {
  if (!manifestRequest) {
    const manifestUrl = new URL(REMOTES_MANIFEST_PATH, window.location.origin).href;
    // The server answers it with Cache-Control: no-cache, and names it as a preload of the page: a plain
    // fetch takes that preloaded answer (a cache mode of its own would ask again).
    manifestRequest = fetch(manifestUrl)
      .then((response) => {
        if (!response.ok) throw new Error(`remotes.json: HTTP ${response.status}`);
        return response.json();
      })
      .then((json: unknown) => {
        const manifest = parseRemotesManifest(json, manifestUrl);
        federation().registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: manifest[name] })));
        return manifest;
      })
      .catch((error: unknown) => {
        manifestRequest = null; // the next attempt fetches again
        throw error;
      });
  }
  return manifestRequest;
}

/** Fetches /remotes.json and registers every remote; called once at start, without waiting for it. */
export function startRemoteRegistry(): void {
  fetchRemotesManifest().catch(() => {
    // Each remote area shows its own error panel (with retry) when it is opened.
  });
}

function cacheBusted(url: string): string {
  const busted = new URL(url);
  busted.searchParams.set('retry', Date.now().toString(36));
  return busted.href;
}

/**
 * Loads `<remote>/App`. On a retry the remote is registered again with `force`, which drops the
 * runtime's cached manifest and entry for it, and with a fresh manifest URL so no HTTP cache answers.
 */
export async function loadRemoteApp(remote: RemoteName, isRetry: boolean): Promise<ComponentType> {
  const manifest = await fetchRemotesManifest();
  const mf = federation();
  if (isRetry) {
    mf.registerRemotes([{ name: remote, entry: cacheBusted(manifest[remote]) }], { force: true });
  }
  const exposed = await mf.loadRemote<{ default?: ComponentType }>(`${remote}/App`);
  if (!exposed?.default) throw new Error(`${remote}/App did not export a component`);
  return exposed.default;
}
