/** Federation container names of the remotes (tools/webpack/federation-apps.js). */
export const REMOTE_NAMES = ['mfe_league_public', 'mfe_league_admin', 'mfe_team', 'mfe_user'] as const;

export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Where each remote lives: its mf-manifest.json URL. */
export type RemotesManifest = Record<RemoteName, string>;

/** Reads remotes.json; entries are resolved against the manifest's own address. */
export function parseRemotesManifest(json: unknown, manifestUrl: string): RemotesManifest {
  if (typeof json !== 'object' || json === null) throw new Error('remotes.json is not an object');
  const record = json as Record<string, unknown>;
  const entries = REMOTE_NAMES.map((name) => {
    const entry = record[name];
    if (typeof entry !== 'string' || entry.length === 0) throw new Error(`remotes.json has no entry for ${name}`);
    return [name, new URL(entry, manifestUrl).href] as const;
  });
  return Object.fromEntries(entries) as RemotesManifest;
}
