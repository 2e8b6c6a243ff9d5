import fs from 'node:fs';
import path from 'node:path';
import { BANNER_IMAGE_SIZES, BANNER_IMAGE_WIDTH, imageWidthSrcSet, leagueImagePath, sizedImageUrl } from '@dugout/contracts';

/** One file a page will ask for, as a `Link: <url>; rel=preload` entry. */
export interface PreloadHint {
  url: string;
  as: 'fetch' | 'script' | 'style' | 'image';
  /** fetch() requests are CORS requests: the preload must say so to be used. */
  crossOrigin?: boolean;
  /** An image with a srcset: the browser preloads the candidate the <img> will choose. */
  imageSrcSet?: string;
  imageSizes?: string;
  highPriority?: boolean;
}

/** The league's top banner file name (league_main extImg2), or null without one or without the league. */
export type LeagueBannerLookup = (leaguePath: string) => Promise<string | null>;

interface RemoteFirstFiles {
  manifest: string;
  entry: string;
  scripts: string[];
  styles: string[];
}

/** League pages outside the admin are the public league remote's (the shell's routes). */
const LEAGUE_PUBLIC_PAGE = /^\/league\/([A-Za-z0-9]+)(?:\/(?!admin(?:\/|$)).*)?\/?$/;
/** A remote served here (/mf/<folder>/): its manifest is a file of this server. */
const REMOTE_MANIFEST_URL = /^\/mf\/([a-z-]+)\/mf-manifest\.json$/;

/**
 * The files a shell page asks for one after another once its JavaScript runs (remotes.json, then the
 * remote's manifest, its entry and first chunk), named in the page's answer as preload links so the
 * browser fetches them together with the shell's own script: a phone on a slow network saves a round
 * trip per step. Read from the built remotes' manifests; remotes served from elsewhere get no hints.
 * A league page also names its top banner, the largest thing on a phone's first screen.
 */
export class FirstViewHints {
  private readonly remotes = new Map<string, { mtimeMs: number; files: RemoteFirstFiles | null }>();

  constructor(
    private readonly webRoot: string,
    private readonly remotesManifest: string,
    private readonly leagueBanner: LeagueBannerLookup,
  ) {}

  /** The hints for a page of the shell (its path, without the query). */
  async forPage(pathname: string): Promise<PreloadHint[]> {
    const hints: PreloadHint[] = [{ url: '/remotes.json', as: 'fetch', crossOrigin: true }];
    const leaguePath = LEAGUE_PUBLIC_PAGE.exec(pathname)?.[1];
    if (leaguePath) {
      hints.push(...this.remoteHints('mfe_league_public'));
      const banner = await this.leagueBanner(leaguePath).catch(() => null);
      if (banner) {
        // The same srcset and sizes as the league header's <img>, so the preloaded copy is the one it shows.
        const url = leagueImagePath(banner);
        hints.push({
          url: sizedImageUrl(url, BANNER_IMAGE_WIDTH),
          as: 'image',
          imageSrcSet: imageWidthSrcSet(url),
          imageSizes: BANNER_IMAGE_SIZES,
          highPriority: true,
        });
      }
    }
    return hints;
  }

  private remoteHints(remote: string): PreloadHint[] {
    const files = this.remoteFiles(remote);
    if (!files) return [];
    return [
      { url: files.manifest, as: 'fetch', crossOrigin: true },
      { url: files.entry, as: 'script' },
      ...files.scripts.map((url): PreloadHint => ({ url, as: 'script' })),
      ...files.styles.map((url): PreloadHint => ({ url, as: 'style' })),
    ];
  }

  private remoteFiles(remote: string): RemoteFirstFiles | null {
    const manifestUrl = readJson<Record<string, string>>(this.remotesManifest)?.[remote];
    const folder = manifestUrl ? REMOTE_MANIFEST_URL.exec(manifestUrl)?.[1] : undefined;
    if (!manifestUrl || !folder) return null;
    const file = path.join(this.webRoot, folder, 'dist', 'mf-manifest.json');
    const mtimeMs = modifiedAt(file);
    const cached = this.remotes.get(file);
    if (cached && cached.mtimeMs === mtimeMs) return cached.files;
    const files = mtimeMs === null ? null : readRemoteFiles(file, manifestUrl);
    this.remotes.set(file, { mtimeMs: mtimeMs ?? -1, files });
    return files;
  }
}

interface FederationManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { name?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

function readRemoteFiles(file: string, manifestUrl: string): RemoteFirstFiles | null {
  const manifest = readJson<FederationManifest>(file);
  const entry = manifest?.metaData?.remoteEntry;
  const app = manifest?.exposes?.find((expose) => expose.name === 'App');
  if (!entry?.name || !app) return null;
  const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  const url = (name: string) => `${base}${name}`;
  return {
    manifest: manifestUrl,
    entry: url(entry.path ? `${entry.path}/${entry.name}` : entry.name),
    scripts: (app.assets?.js?.sync ?? []).map(url),
    styles: (app.assets?.css?.sync ?? []).map(url),
  };
}

/** The `Link` header value for the hints. */
export function linkHeader(hints: PreloadHint[]): string {
  return hints
    .map((hint) => {
      const parts = [`<${hint.url}>`, 'rel=preload', `as=${hint.as}`];
      if (hint.crossOrigin) parts.push('crossorigin');
      if (hint.imageSrcSet) parts.push(`imagesrcset="${hint.imageSrcSet}"`);
      if (hint.imageSizes) parts.push(`imagesizes="${hint.imageSizes}"`);
      if (hint.highPriority) parts.push('fetchpriority=high');
      return parts.join('; ');
    })
    .join(', ');
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

function modifiedAt(file: string): number | null {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return null;
  }
}
