/**
 * The multiplication table of a misère quotient as an SVG picture: rows and columns are the
 * elements (as words in the generators), each cell shows the product, and the cells whose product
 * lies in the P-portion are shaded, so the P-positions of every sum of two elements can be read off.
 *
 * Invariant: the picture is a function of the quotient alone (no clock, no randomness), and every
 * text in it is escaped.
 */
import { type MisereQuotient, pPortion } from '../misere/quotient.js';
import { optionsArg } from '../engine/guard.js';
import { escapeXml as esc } from './svg.js';

/** Options of {@link quotientTableSvg}. */
export interface QuotientSvgOptions {
  /** The side of a cell in pixels (default 28). */
  cell?: number;
  /** The fill of P-cells (default a light red). */
  pFill?: string;
  /** The most elements drawn (default 64); a larger quotient draws its first elements and says so. */
  maxElements?: number;
}


/**
 * The multiplication table of `q` as an SVG document, P-portion shaded. For the workbench: call
 * `quotientTableSvg(misereQuotient(parseHeapRules(code), maxHeap))` and show the string.
 */
export function quotientTableSvg(q: MisereQuotient, options: QuotientSvgOptions = {}): string {
  pPortion(q); // a KindError when q is not a quotient made by misereQuotient
  const opts = optionsArg<QuotientSvgOptions>(options, 'quotientTableSvg');
  const cell = opts.cell ?? 28;
  const pFill = opts.pFill ?? '#f4b6b6';
  const n = Math.min(q.order, opts.maxElements ?? 64);
  const label = Math.max(36, 7 * Math.max(...q.words.slice(0, n).map((w) => w.length)) + 8);
  const font = Math.max(8, Math.round(cell * 0.38));
  const w = label + n * cell + 1;
  const title = `${esc(q.game)}: misère quotient, heaps ≤ ${q.maxHeap}, order ${q.order}${n < q.order ? ` (first ${n} shown)` : ''}`;
  const h = label + n * cell + 24;
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" font-family="sans-serif" font-size="${font}">`,
    `<title>${title}</title>`,
    `<text x="2" y="${h - 8}">${title}; shaded: products in the P-portion</text>`,
  ];
  for (let i = 0; i < n; i++) {
    const word = esc(q.words[i]!);
    const bold = q.isP[i] === 1 ? ' font-weight="bold"' : '';
    out.push(`<text x="${label - 4}" y="${label + i * cell + cell / 2 + font / 3}" text-anchor="end"${bold}>${word}</text>`);
    out.push(`<text x="${label + i * cell + cell / 2}" y="${label - 6}" text-anchor="middle"${bold}>${word}</text>`);
  }
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      const p = q.mul[i * q.order + j]!;
      const x = label + j * cell;
      const y = label + i * cell;
      out.push(`<rect x="${x}" y="${y}" width="${cell}" height="${cell}" fill="${q.isP[p] === 1 ? pFill : 'white'}" stroke="#999" stroke-width="0.5"/>`);
      if (cell >= 16) out.push(`<text x="${x + cell / 2}" y="${y + cell / 2 + font / 3}" text-anchor="middle" font-size="${Math.max(7, font - 2)}">${esc(q.words[p]!)}</text>`);
    }
  }
  out.push('</svg>');
  return out.join('\n');
}
