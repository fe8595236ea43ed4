/**
 * Writes the pictures of loopy game graphs that docs/loopy-values.md shows (docs/img/loopy-*.svg),
 * drawn by `loopyGraphSvg`. test/analysis/loopy-pictures.test.ts draws them again in memory and
 * checks that the committed files are the same bytes, so they never go stale.
 *
 * Usage: npx tsx scripts/loopy-pictures.ts
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { NORMAL_RULES, partizanOpening } from '../src/entries/chopsticks-played.js';
import { DUD, ON, OVER, UPON, anyOnside, formatAny, formatSide, parseLoopy } from '../src/index.js';
import { loopyGraphSvg } from '../src/index.js';

/** One picture: its file name under docs/img/ and its SVG text. */
export interface LoopyPicture {
  readonly file: string;
  readonly svg: string;
}

/** The pictures of the docs, drawn now (the whole graphs: numbers drawn with their options). */
export function loopyPictures(): LoopyPicture[] {
  const o = { expandNumbers: true };
  const opening = partizanOpening(NORMAL_RULES).value;
  if (opening === undefined) throw new Error('the normal Chopsticks opening has no value within the default limits');
  const onside = anyOnside(opening);
  return [
    { file: 'loopy-on.svg', svg: loopyGraphSvg(ON, o) },
    { file: 'loopy-over.svg', svg: loopyGraphSvg(OVER, o) },
    { file: 'loopy-upon.svg', svg: loopyGraphSvg(UPON, o) },
    { file: 'loopy-dud.svg', svg: loopyGraphSvg(DUD, o) },
    { file: 'loopy-pm-over.svg', svg: loopyGraphSvg(parseLoopy('{over|under}'), o) },
    { file: 'loopy-bach-carousel.svg', svg: loopyGraphSvg(parseLoopy('a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}'), o) },
    {
      file: 'loopy-chopsticks-onside.svg',
      svg: loopyGraphSvg(onside, { ...o, title: `the onside of the normal Chopsticks opening ${formatAny(opening)}: ${formatSide(onside)}` }),
    },
  ];
}

/** The folder the pictures go to: docs/img of this checkout. */
export const PICTURES_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'img');

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const p of loopyPictures()) {
    writeFileSync(join(PICTURES_DIR, p.file), p.svg);
    console.log(`wrote docs/img/${p.file} (${p.svg.length} bytes)`);
  }
}
