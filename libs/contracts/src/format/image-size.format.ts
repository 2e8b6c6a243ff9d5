/**
 * Widths the API resizes league, team and player images to (GET <image>?w=<width>). A requested
 * width is snapped up to one of these, so each image has at most this many variants to cache.
 */
export const IMAGE_WIDTHS = [48, 96, 192, 384, 640, 960, 1280, 1920] as const;

/** Widths offered for a full-width banner (width-descriptor srcset with `sizes`): a phone takes 640 to 1280 by its pixel ratio. */
export const BANNER_IMAGE_WIDTHS = [640, 960, 1280, 1920] as const;

/** `sizes` of a league's top banner: the whole content width (1200 px) or the phone's screen. */
export const BANNER_IMAGE_SIZES = '(max-width: 1200px) 100vw, 1200px';
/** The banner's `src` width (browsers without srcset support); with the height, its <img> width and height. */
export const BANNER_IMAGE_WIDTH = 1200;
export const BANNER_IMAGE_HEIGHT = 240;

/** The league top bar's small logo (360x96 for the demo leagues) is drawn 36 px high, its width following up to this. */
export const TOP_BAR_LOGO_WIDTH = 135;
export const TOP_BAR_LOGO_HEIGHT = 36;

/** The smallest allowed width at least `cssPx` wide, else the largest. */
export function imageWidthFor(cssPx: number): number {
  return IMAGE_WIDTHS.find((width) => width >= cssPx) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
}

/** The image's address resized for a box `cssPx` wide (on a 1x screen). */
export function sizedImageUrl(url: string, cssPx: number): string {
  return `${url}${url.includes('?') ? '&' : '?'}w=${imageWidthFor(cssPx)}`;
}

/** srcSet for an image shown `cssPx` wide: the 1x and 2x (high-density screen) variants. */
export function imageSrcSet(url: string, cssPx: number): string {
  return `${sizedImageUrl(url, cssPx)} 1x, ${sizedImageUrl(url, cssPx * 2)} 2x`;
}

/** srcSet with width descriptors (for `sizes`): the browser picks the variant for the slot's width. */
export function imageWidthSrcSet(url: string, widths: readonly number[] = BANNER_IMAGE_WIDTHS): string {
  return widths.map((width) => `${sizedImageUrl(url, width)} ${imageWidthFor(width)}w`).join(', ');
}
