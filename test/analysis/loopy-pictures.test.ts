/**
 * The pictures of loopy game graphs in docs/img (shown by docs/loopy-values.md, "Pictures") are
 * what scripts/loopy-pictures.ts draws now: each is drawn again in memory and compared byte for
 * byte with the committed file, so they never go stale (and the drawing does not depend on the
 * order in which this process interned its values). To update them: npx tsx scripts/loopy-pictures.ts
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PICTURES_DIR, loopyPictures } from '../../scripts/loopy-pictures.js';

describe('docs/img/loopy-*.svg', () => {
  const pictures = loopyPictures();
  it('draws the seven pictures the docs show', () => {
    expect(pictures.map((p) => p.file)).toEqual([
      'loopy-on.svg',
      'loopy-over.svg',
      'loopy-upon.svg',
      'loopy-dud.svg',
      'loopy-pm-over.svg',
      'loopy-bach-carousel.svg',
      'loopy-chopsticks-onside.svg',
    ]);
  });
  for (const p of pictures) {
    it(`${p.file} is the committed file, byte for byte`, () => {
      expect(readFileSync(join(PICTURES_DIR, p.file), 'utf8')).toBe(p.svg);
    });
  }
  it('the docs show every picture', () => {
    const doc = readFileSync(join(PICTURES_DIR, '..', 'loopy-values.md'), 'utf8');
    for (const p of pictures) expect(doc).toContain(`](img/${p.file})`);
  });
});
