/** The Paper tab: Table 1 as a coloured grid, Table 2 as bands, the paper's claims beside live checks. */
import { start } from '../client';
import type { PaperCheck, Table1Result, Table2Band } from '../protocol';
import { h, labelled, outcomeName, progressInto, withProgress } from '../ui';

/** Largest n drawn as a grid of focusable cells; larger tables are drawn on a canvas. */
const GRID_MAX = 40;

export function paperTab(root: HTMLElement): void {
  root.append(table1Section(), table2Section(), checksSection());
}

function legend(): HTMLElement {
  const l = h('ul', { class: 'legend', 'aria-label': 'Outcome colours' });
  for (const o of ['L', 'R', 'N', 'P']) l.append(h('li', {}, h('span', { class: `swatch o-${o}`, 'aria-hidden': 'true' }), `${o}: ${outcomeName(o)}`));
  l.append(h('li', {}, h('span', { class: 'swatch erratum-mark', 'aria-hidden': 'true', text: '!' }), 'corrected cell (see its note)'));
  return l;
}

function table1Section(): HTMLElement {
  const n = h('input', { id: 't1-n', type: 'number', min: 1, max: 606, value: 20 });
  const go = h('button', { type: 'submit', text: 'Compute Table 1' });
  const form = h('form', { class: 'row' }, labelled('Fingers n', n), go);
  const status = h('div', { class: 'job', 'aria-live': 'polite' });
  // a box of fixed height (it scrolls when a long note does not fit), so that the grid below never moves
  const detail = h('p', { id: 't1-detail', class: 'detail', 'aria-live': 'polite', tabindex: 0, 'aria-label': 'The cell under the pointer or focus', text: 'Hover or focus a cell to see its value.' });
  const out = h('div', { id: 't1-out' });
  const sec = h('section', { 'aria-labelledby': 't1-h' },
    h('h2', { id: 't1-h', text: 'Table 1: values of (i | j)_n' }),
    h('p', { class: 'help', text: 'Row j is Right’s hand, column i is Left’s hand, drawn as the paper prints Table 1 (n = 20) and as the CLI prints it: j = n in the top row, j = 1 in the bottom row, i = 1 on the left. Each cell is coloured by its outcome; Tab into the grid and move with the arrow keys.' }),
    form, legend(), status, detail, out);
  form.addEventListener('submit', async (ev) => {
    ev.preventDefault();
    const k = Math.max(1, Math.min(606, Math.floor(Number(n.value)) || 20));
    out.replaceChildren();
    const r = await withProgress(status, `Table 1 for n = ${k}`, () => start({ kind: 'table1', n: k }, progressInto(status, ' sums')));
    if (r) out.replaceChildren(r.n <= GRID_MAX ? grid(r, detail) : canvas(r, detail));
  });
  queueMicrotask(() => form.requestSubmit());
  return sec;
}

function cellText(r: Table1Result, i: number, j: number): { label: string; note?: string } {
  const v = r.values[r.cells[(j - 1) * r.n + (i - 1)]!]!;
  const e = r.errata.find((x) => x.i === i && x.j === j);
  const label = `(${i} | ${j})_${r.n} = ${v.unicode}, outcome ${v.outcome}`;
  return e ? { label, note: `Corrected: the paper prints ${e.printed}, the value is ${e.truth}. ${e.derivation}` } : { label };
}

function grid(r: Table1Result, detail: HTMLElement): HTMLElement {
  const t = h('table', { class: 'grid', id: 't1-grid' });
  t.append(h('caption', { text: `Table 1 for n = ${r.n}: rows j (Right) from ${r.n} at the top down to 1, columns i (Left) from 1` }));
  const head = h('tr', {}, h('th', { scope: 'col', text: 'j \\ i' }));
  for (let i = 1; i <= r.n; i++) head.append(h('th', { scope: 'col', text: String(i) }));
  t.append(h('thead', {}, head));
  const body = h('tbody');
  for (let j = r.n; j >= 1; j--) {
    const tr = h('tr', {}, h('th', { scope: 'row', text: String(j) }));
    for (let i = 1; i <= r.n; i++) {
      const v = r.values[r.cells[(j - 1) * r.n + (i - 1)]!]!;
      const { label, note } = cellText(r, i, j);
      const td = h('td', { class: `o-${v.outcome}${note ? ' erratum' : ''}`, tabindex: i === 1 && j === r.n ? 0 : -1, 'data-i': i, 'data-j': j, 'aria-label': note ? `${label}. ${note}` : label, title: note ? `${label}\n${note}` : label });
      td.textContent = r.n <= 20 ? v.unicode : '';
      const show = (): void => {
        detail.textContent = note ? `${label}. ${note}` : label;
      };
      td.addEventListener('mouseenter', show);
      td.addEventListener('focus', show);
      tr.append(td);
    }
    body.append(tr);
  }
  t.append(body);
  // arrow keys move between cells
  t.addEventListener('keydown', (ev) => {
    const td = (ev.target as HTMLElement).closest('td');
    if (!td) return;
    const d = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] }[ev.key];
    if (!d) return;
    const i = Number(td.dataset.i) + d[0]!;
    const j = Number(td.dataset.j) + d[1]!;
    const next = t.querySelector<HTMLElement>(`td[data-i="${i}"][data-j="${j}"]`);
    if (next) {
      ev.preventDefault();
      // one cell of the grid is in the Tab order (roving tabindex); arrows move it
      td.tabIndex = -1;
      next.tabIndex = 0;
      next.focus();
    }
  });
  return h('div', { class: 'scroll' }, t);
}

const COLOURS: Record<string, string> = { L: '#1f5fbf', R: '#c0392b', N: '#f2c14e', P: '#6c757d' };

function canvas(r: Table1Result, detail: HTMLElement): HTMLElement {
  const c = h('canvas', { width: r.n, height: r.n, class: 'bigtable', role: 'img', 'aria-label': `Table 1 for n = ${r.n} as a picture: one pixel per cell, coloured by outcome, j = ${r.n} in the top row; hover to read a cell` });
  const ctx = c.getContext('2d')!;
  const img = ctx.createImageData(r.n, r.n);
  // one 32-bit RGBA word per cell (little-endian byte order: R, G, B, A)
  const word = (hex: string): number => {
    const [R, G, B] = [1, 3, 5].map((k) => parseInt(hex.slice(k, k + 2), 16)) as [number, number, number];
    return ((255 << 24) | (B << 16) | (G << 8) | R) >>> 0;
  };
  const pal = Uint32Array.from(r.values, (v) => word(COLOURS[v.outcome] ?? '#000000'));
  const px = new Uint32Array(img.data.buffer);
  // cells[(j − 1)·n + (i − 1)] is drawn at row n − j: j = n at the top, as in the paper
  for (let j = 1; j <= r.n; j++) {
    const from = (j - 1) * r.n;
    const to = (r.n - j) * r.n;
    for (let i = 0; i < r.n; i++) px[to + i] = pal[r.cells[from + i]!]!;
  }
  ctx.putImageData(img, 0, 0);
  c.addEventListener('mousemove', (ev) => {
    const rect = c.getBoundingClientRect();
    const i = Math.min(r.n, 1 + Math.floor(((ev.clientX - rect.left) / rect.width) * r.n));
    // row 0 of the picture is j = n (the paper's orientation)
    const j = Math.max(1, r.n - Math.floor(((ev.clientY - rect.top) / rect.height) * r.n));
    detail.textContent = cellText(r, i, j).label;
  });
  return h('div', { class: 'scroll' }, c);
}

function table2Section(): HTMLElement {
  const N = h('input', { id: 't2-n', type: 'number', min: 1, max: 20000, value: 606 });
  const go = h('button', { type: 'submit', text: 'Compute Table 2' });
  const form = h('form', { class: 'row' }, labelled('Up to N', N), go);
  const status = h('div', { id: 't2-status', class: 'job', 'aria-live': 'polite' });
  const out = h('div', { id: 't2-out' });
  form.addEventListener('submit', async (ev) => {
    ev.preventDefault();
    const k = Math.max(1, Math.min(20000, Math.floor(Number(N.value)) || 100));
    out.replaceChildren();
    const r = await withProgress(status, `Table 2 up to N = ${k}`, () => start({ kind: 'table2', maxN: k }, progressInto(status, ' finger counts')));
    if (r) out.replaceChildren(bands(r));
  });
  queueMicrotask(() => form.requestSubmit());
  return h('section', { 'aria-labelledby': 't2-h' },
    h('h2', { id: 't2-h', text: 'Table 2: (1 | 1)_n for n up to N' }),
    h('p', { class: 'help', text: 'Runs of consecutive n where (1 | 1)_n has one value, as the paper prints them (the paper goes to 606; large N take a while, with a progress bar and Cancel).' }),
    form, status, out);
}

function bands(rows: Table2Band[]): HTMLElement {
  const t = h('table', { class: 'bands', id: 't2-table' }, h('caption', { text: `${rows.length} runs` }),
    h('thead', {}, h('tr', {}, h('th', { scope: 'col', text: 'n' }), h('th', { scope: 'col', text: 'value' }), h('th', { scope: 'col', text: 'outcome' }))));
  const body = h('tbody');
  for (const b of rows) {
    body.append(h('tr', { class: `o-${b.value.outcome}` }, h('td', { text: b.from === b.to ? String(b.from) : `${b.from}–${b.to}` }), h('td', { text: b.value.unicode }), h('td', { text: b.value.outcome })));
  }
  t.append(body);
  return h('div', { class: 'scroll tall' }, t);
}

function checksSection(): HTMLElement {
  const N = h('input', { id: 'chk-n', type: 'number', min: 12, max: 5000, value: 606 });
  const go = h('button', { type: 'submit', text: 'Check the paper' });
  const form = h('form', { class: 'row' }, labelled('Table 2 checked up to', N), go);
  const status = h('div', { class: 'job', 'aria-live': 'polite' });
  const out = h('div', { id: 'chk-out', 'aria-live': 'polite' });
  form.addEventListener('submit', async (ev) => {
    ev.preventDefault();
    const k = Math.max(12, Math.min(5000, Math.floor(Number(N.value)) || 606));
    const r = await withProgress(status, 'Checking the paper', () => start({ kind: 'paper', maxN: k }, progressInto(status)));
    if (r) out.replaceChildren(checks(r));
  });
  queueMicrotask(() => form.requestSubmit());
  return h('section', { 'aria-labelledby': 'chk-h' },
    h('h2', { id: 'chk-h', text: 'The paper’s claims, checked live' }),
    h('p', { class: 'help', text: 'Each statement of the paper beside what the library computes now. The table entries (Table 1’s cells, Table 2’s rows) are counted in the summary; the theorems and other claims are listed.' }),
    form, status, out);
}

function checks(all: PaperCheck[]): HTMLElement {
  const cells = all.filter((c) => c.source.startsWith('Table'));
  const count = (s: string): number => cells.filter((c) => c.status === s).length;
  // the theorems and the named claims first, then the many per-value checks ("… is an uptimal")
  const perValue = (c: PaperCheck): number => (/ is an uptimal$/.test(c.claim) ? 1 : 0);
  const claims = all.filter((c) => !c.source.startsWith('Table')).sort((a, b) => perValue(a) - perValue(b));
  const t = h('table', { class: 'checks' }, h('thead', {}, h('tr', {}, ...['Where', 'Statement', 'Paper', 'Computed', 'Status'].map((x) => h('th', { scope: 'col', text: x })))));
  const body = h('tbody');
  for (const c of claims) body.append(h('tr', { class: `st-${c.status}` }, ...[c.source, c.claim, c.printed, c.computed, c.status].map((x) => h('td', { text: x }))));
  t.append(body);
  const all_ = (s: string): number => all.filter((c) => c.status === s).length;
  const t1 = all.filter((c) => c.source.startsWith('Table 1')).length;
  const t2 = cells.length - t1;
  // the same count as `npm start` (partizan paper), with what it counts
  return h('div', {},
    h('p', { id: 'chk-summary', text: `${all.length} checks, counted as \`npm start\` (partizan paper) counts them: ${t1} cells of Table 1, ${t2} rows of Table 2 and ${claims.length} other statements of the paper (listed below). ${all_('agree')} agree, ${all_('erratum')} differ by a recorded erratum, ${all_('disagree')} disagree, ${all_('unchecked')} not checked. Of the table entries alone: ${count('agree')} agree, ${count('erratum')} differ by a recorded erratum.` }),
    h('div', { class: 'scroll' }, t));
}
