import fs from 'node:fs';
import path from 'node:path';
import escapeHtml from 'escape-html';
import {
  BANNER_IMAGE_HEIGHT,
  BANNER_IMAGE_SIZES,
  BANNER_IMAGE_WIDTH,
  FIRST_VIEW_ID,
  HOME_HERO,
  imageSrcSet,
  LEAGUE_FIRST_VIEW_CLASS,
  LIVE_TICKER_LOADING,
  imageWidthSrcSet,
  leagueImageBannerClass,
  leagueImagePath,
  leaguePageNeedsLogin,
  leagueTopBarLogoPath,
  seasonChoiceLabel,
  SHELL_FIRST_VIEW_CLASS,
  SHELL_FIRST_VIEW_FILES,
  sizedImageUrl,
  TOP_BAR_LOGO_HEIGHT,
  TOP_BAR_LOGO_WIDTH,
  type LeagueBase,
} from '@dugout/contracts';

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

/** What the shell's index.html gains for one page. */
export interface ShellPage {
  hints: PreloadHint[];
  /** Stylesheets linked in the page's head, so its first paint has them. */
  stylesheets: string[];
  /** HTML drawn before any script runs (the league header and banner), or null. */
  firstView: string | null;
}

/** The league shown at a path (its main, seasons and banner), or null without one. */
export type LeagueBaseLookup = (leaguePath: string) => Promise<LeagueBase | null>;

interface RemoteFirstFiles {
  manifest: string;
  entry: string;
  scripts: string[];
  styles: string[];
}

/** League pages outside the admin are the public league remote's (the shell's routes). */
const LEAGUE_PUBLIC_PAGE = /^\/league\/([A-Za-z0-9]+)(\/(?!admin(?:\/|$)).*)?\/?$/;
/** The member area's pages are the user remote's; it loads for every visitor and guards its pages itself. */
const MEMBER_AREA_PAGE = /^\/(?:user|agreement)(?:\/.*)?$/;
/** A remote served here (/mf/<folder>/): its manifest is a file of this server. */
const REMOTE_MANIFEST_URL = /^\/mf\/([a-z-]+)\/mf-manifest\.json$/;
/** A file of the shell's build, named `<name>.<content hash, 8 hex digits><ending>`. */
const hashedFile = (name: string, ending: string) => new RegExp(`^${name}\\.[0-9a-f]{8}${ending.replace(/\./g, '\\.')}$`);
/** The shell's first chunk's stylesheet, the home page's stylesheet and illustration. */
const SHELL_BOOTSTRAP_CSS = hashedFile(SHELL_FIRST_VIEW_FILES.bootstrapChunk, '.chunk.css');
const SHELL_HOME_CSS = hashedFile(SHELL_FIRST_VIEW_FILES.homeChunk, '.chunk.css');
const SHELL_HOME_IMAGE = hashedFile(`assets/${SHELL_FIRST_VIEW_FILES.homeImage}`, '.svg');

/**
 * What a shell page's answer carries beyond index.html, so a phone on a slow network draws sooner:
 * - `Link` preloads of the files its JavaScript asks for one after another (remotes.json, the remote's
 *   manifest, entry and first chunk), fetched together with the shell's own script; only for a remote
 *   the page runs for every visitor: a page that sends a visitor to /login (leaguePageNeedsLogin) names
 *   none, since the session is not known here and unused preloads are wasted bytes and console warnings;
 * - the shell's first stylesheet, linked in the head;
 * - on the home and on a public league page, its first screen drawn by the server (the home's hero; the
 *   league's header and banner) with the app's own stylesheets (linked too): the largest thing on a
 *   phone's first screen is painted before any script runs. The app renders under it and removes it
 *   when its own is drawn (endFirstView).
 * Read from the built shell and remotes' manifests; remotes served from elsewhere get no hints and no first view.
 */
export class FirstView {
  private readonly remotes = new Map<string, { mtimeMs: number; files: RemoteFirstFiles | null }>();
  private shellFiles: { mtimeMs: number; names: string[] } | null = null;

  constructor(
    private readonly webRoot: string,
    private readonly shellRoot: string,
    private readonly remotesManifest: string,
    private readonly leagueBase: LeagueBaseLookup,
  ) {}

  /** The additions for a page of the shell (its path, without the query). */
  async forPage(pathname: string): Promise<ShellPage> {
    const page: ShellPage = { hints: [{ url: '/remotes.json', as: 'fetch', crossOrigin: true }], stylesheets: [], firstView: null };
    const shellCss = this.shellFile(SHELL_BOOTSTRAP_CSS);
    if (shellCss) page.stylesheets.push(shellCss);
    if (pathname === '/') {
      const homeCss = this.shellFile(SHELL_HOME_CSS);
      const image = this.shellFile(SHELL_HOME_IMAGE);
      if (shellCss && homeCss && image) {
        page.hints.push({ url: image, as: 'image', highPriority: true });
        page.stylesheets.push(homeCss);
        page.firstView = homeFirstView(image);
      }
      return page;
    }
    if (MEMBER_AREA_PAGE.test(pathname)) {
      const files = this.remoteFiles('mfe_user');
      if (files) page.hints.push(...scriptHints(files), ...files.styles.map((url): PreloadHint => ({ url, as: 'style' })));
      return page;
    }
    const match = LEAGUE_PUBLIC_PAGE.exec(pathname);
    if (!match || leaguePageNeedsLogin(pathname)) return page;

    const files = this.remoteFiles('mfe_league_public');
    if (!files) return page;
    page.hints.push(...scriptHints(files));
    const base = await this.leagueBase(match[1]).catch(() => null);
    if (base?.extImg2) {
      // The same srcset and sizes as the banner's <img>, so the preloaded copy is the one it shows.
      const banner = leagueImagePath(base.extImg2);
      page.hints.push({
        url: sizedImageUrl(banner, BANNER_IMAGE_WIDTH),
        as: 'image',
        imageSrcSet: imageWidthSrcSet(banner),
        imageSizes: BANNER_IMAGE_SIZES,
        highPriority: true,
      });
    }
    if (!base || !shellCss) {
      page.hints.push(...files.styles.map((url): PreloadHint => ({ url, as: 'style' })));
      return page;
    }
    // The first view is drawn with the shell's and the league remote's own stylesheets.
    page.stylesheets.push(...files.styles);
    // The league's main page shows the full banner, its other pages a slimmer one (league-layout.tsx).
    page.firstView = leagueFirstView(match[1], base, { compact: Boolean(match[2] && match[2] !== '/') });
    return page;
  }

  /** A file of the shell's build (a name with its content hash) as a URL, or null. */
  private shellFile(name: RegExp): string | null {
    const mtimeMs = modifiedAt(path.join(this.shellRoot, 'index.html'));
    if (this.shellFiles?.mtimeMs !== mtimeMs) {
      const names = [...listFiles(this.shellRoot), ...listFiles(path.join(this.shellRoot, 'assets')).map((file) => `assets/${file}`)];
      this.shellFiles = { mtimeMs: mtimeMs ?? -1, names };
    }
    const found = this.shellFiles.names.find((file) => name.test(file));
    return found ? `/${found}` : null;
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

/** A remote's manifest, entry and first chunk, in the order its federation runtime asks for them. */
function scriptHints(files: RemoteFirstFiles): PreloadHint[] {
  return [
    { url: files.manifest, as: 'fetch', crossOrigin: true },
    { url: files.entry, as: 'script' },
    ...files.scripts.map((url): PreloadHint => ({ url, as: 'script' })),
  ];
}

const { layout: shell, liveTicker, home } = SHELL_FIRST_VIEW_CLASS;
const league = LEAGUE_FIRST_VIEW_CLASS;

/**
 * The shell's top bar as the app draws it (shell-layout.tsx), its logo only, and the live-match strip
 * under it as it is while its games load (live-ticker.tsx): the page below starts where the app's does.
 */
const SHELL_TOP_BAR =
  `<div class="${shell.topBar}"><div class="${shell.topBarInner}"><span class="${shell.logo}">` +
  `<img src="/icon.svg" width="30" height="30" alt=""><span class="${shell.logoText}">더그아웃</span></span></div></div>` +
  `<section class="${liveTicker.root}"><div class="${liveTicker.inner}"><span class="${liveTicker.label}">${LIVE_TICKER_LOADING.label}</span>` +
  `<p class="${liveTicker.message}">${LIVE_TICKER_LOADING.message}</p></div></section>`;

/** The home's top bar and hero as the app draws them (home-hero.tsx). */
export function homeFirstView(imageUrl: string): string {
  return [
    `<div id="${FIRST_VIEW_ID}" aria-hidden="true"><div class="${shell.root}">`,
    SHELL_TOP_BAR,
    `<div class="${shell.main}"><div class="${home.root}"><section class="${home.hero}"><div class="${home.heroInner}"><div class="${home.heroCopy}">`,
    `<p class="${home.eyebrow}">${HOME_HERO.eyebrow}</p><div class="${home.title}">${HOME_HERO.title}</div>`,
    `<p class="${home.slogan}">${HOME_HERO.slogan}</p><p class="${home.description}">${HOME_HERO.description}</p></div>`,
    `<img class="${home.image}" src="${attr(imageUrl)}" alt="" width="${HOME_HERO.imageWidth}" height="${HOME_HERO.imageHeight}" fetchpriority="high" decoding="sync">`,
    '</div></section></div></div></div></div>',
  ].join('');
}

/**
 * The league header as the app draws it (shell top bar, league top bar, menu bar, banner; shell-layout.tsx,
 * league-header.tsx, league-nav.tsx, mobile-menu.tsx), with their classes and without anything to press.
 * Hidden from assistive technology: the app's own header follows at once.
 */
export function leagueFirstView(leaguePath: string, base: LeagueBase, options: { compact: boolean }): string {
  const name = escapeHtml(base.mainName);
  const logo = leagueTopBarLogoPath(leaguePath);
  const season = base.seasons.find((candidate) => candidate.seasonId === base.activeSeasonId);
  const seasonPart = season
    ? `<span class="${league.season.root}"><span class="${league.season.label}">시즌</span><span class="${league.season.select}">${escapeHtml(seasonChoiceLabel(season))}</span></span>`
    : '';
  return [
    `<div id="${FIRST_VIEW_ID}" aria-hidden="true"><div class="${shell.root}">`,
    SHELL_TOP_BAR,
    `<div class="${shell.main}"><div class="${league.root}">`,
    `<div class="${league.topBar.root}"><div class="${league.topBar.inner}"><span class="${league.topBar.brand}">`,
    `<img class="${league.topBar.logo}" src="${attr(sizedImageUrl(logo, TOP_BAR_LOGO_WIDTH))}" srcset="${attr(imageSrcSet(logo, TOP_BAR_LOGO_WIDTH))}" alt="" width="${TOP_BAR_LOGO_WIDTH}" height="${TOP_BAR_LOGO_HEIGHT}">`,
    `<span>${name}</span></span><div class="${league.topBar.tools}">${seasonPart}</div></div></div>`,
    `<div class="${league.nav.root}"><div class="${league.nav.main}"><ul class="${league.nav.list}"><li><span class="${league.nav.link}">&nbsp;</span></li></ul></div></div>`,
    `<div class="${league.mobileMenu.root}"><span class="${league.mobileMenu.toggle}"><span class="${league.mobileMenu.bars}"></span>리그 메뉴</span></div>`,
    bannerHtml(base, options.compact),
    '</div></div></div></div>',
  ].join('');
}

function bannerHtml(base: LeagueBase, compact: boolean): string {
  if (!base.extImg2) {
    return `<div class="${league.banner.root}"><div class="${league.banner.inner}"><div class="${league.banner.title}">${escapeHtml(base.mainName)}</div></div></div>`;
  }
  const banner = leagueImagePath(base.extImg2);
  return (
    `<div class="${leagueImageBannerClass(compact)}">` +
    `<img class="${league.banner.image}" src="${attr(sizedImageUrl(banner, BANNER_IMAGE_WIDTH))}" srcset="${attr(imageWidthSrcSet(banner))}" ` +
    `sizes="${attr(BANNER_IMAGE_SIZES)}" alt="" width="${BANNER_IMAGE_WIDTH}" height="${BANNER_IMAGE_HEIGHT}" fetchpriority="high" decoding="sync"></div>`
  );
}

const attr = (value: string) => escapeHtml(value);

/** index.html with the page's stylesheets in its head and its first view before the app's root. */
export function renderShellPage(indexHtml: string, page: ShellPage): string {
  let html = indexHtml;
  if (page.stylesheets.length > 0) {
    const links = page.stylesheets.map((url) => `<link rel="stylesheet" href="${attr(url)}">`).join('');
    html = html.replace('</head>', `${links}</head>`);
  }
  if (page.firstView) html = html.replace(/<div id="?root"?>/, (root) => `${page.firstView}${root}`);
  return html;
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

function listFiles(folder: string): string[] {
  try {
    return fs.readdirSync(folder);
  } catch {
    return [];
  }
}

function modifiedAt(file: string): number | null {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return null;
  }
}
