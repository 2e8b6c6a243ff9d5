import { IMAGE_WIDTHS, imageSrcSet, imageWidthFor, imageWidthSrcSet, sizedImageUrl } from './image-size.format';

describe('image sizes', () => {
  it('snaps a box width up to the smallest allowed width that fills it, and caps it at the largest', () => {
    expect(imageWidthFor(1)).toBe(48);
    expect(imageWidthFor(48)).toBe(48);
    expect(imageWidthFor(49)).toBe(96);
    expect(imageWidthFor(300)).toBe(384);
    expect(imageWidthFor(1200)).toBe(1280);
    expect(imageWidthFor(5000)).toBe(IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]);
  });

  it('adds the snapped width to the address, after any query it already has', () => {
    expect(sizedImageUrl('/api/team/logo/a.png', 28)).toBe('/api/team/logo/a.png?w=48');
    expect(sizedImageUrl('/upload/league/x.png?v=2', 100)).toBe('/upload/league/x.png?v=2&w=192');
  });

  it('offers the 1x and 2x variants for a fixed-size image', () => {
    expect(imageSrcSet('/api/team/logo/a.png', 40)).toBe('/api/team/logo/a.png?w=48 1x, /api/team/logo/a.png?w=96 2x');
    expect(imageSrcSet('/a.png', 1500)).toBe('/a.png?w=1920 1x, /a.png?w=1920 2x');
  });

  it('describes a banner by its variant widths, a phone-sized one first', () => {
    expect(imageWidthSrcSet('/upload/league/b.png')).toBe(
      '/upload/league/b.png?w=640 640w, /upload/league/b.png?w=960 960w, /upload/league/b.png?w=1280 1280w, /upload/league/b.png?w=1920 1920w',
    );
    expect(imageWidthSrcSet('/s.png', [300, 600])).toBe('/s.png?w=384 384w, /s.png?w=640 640w');
  });
});
