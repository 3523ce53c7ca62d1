import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  avatarSvg,
  FEATURED_HEIGHT,
  FEATURED_WIDTH,
  featuredSvg,
  initials,
  renderJpeg,
  renderWebp,
} from './images';
import { createRng } from './prng';

describe('images', () => {
  it('makes initials from names', () => {
    expect(initials('Asha Rao')).toBe('AR');
    expect(initials('Siddharth Vasant Kulkarni')).toBe('SK');
    expect(initials('reader')).toBe('R');
  });

  it('featured SVGs are deterministic per key and render to 1600×900', async () => {
    expect(featuredSvg('a', 'teal rain')).toBe(featuredSvg('a', 'teal rain'));
    expect(featuredSvg('a', 'teal rain')).not.toBe(featuredSvg('b', 'teal rain'));
    const jpeg = await renderJpeg(featuredSvg('a', 'indigo night stars'));
    const meta = await sharp(jpeg).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', FEATURED_WIDTH, FEATURED_HEIGHT]);
  });

  it('avatars render to square WebP', async () => {
    const meta = await sharp(await renderWebp(avatarSvg('Asha Rao', '#E8590C', '#FFF4E6'))).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(meta.height);
  });
});

describe('prng', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = createRng('x');
    const b = createRng('x');
    expect([a.next(), a.int(1, 6), a.pick(['p', 'q', 'r'])]).toEqual([
      b.next(),
      b.int(1, 6),
      b.pick(['p', 'q', 'r']),
    ]);
    const s = createRng(1).sample([1, 2, 3, 4, 5], 3);
    expect(new Set(s).size).toBe(3);
  });
});
