/** The Games tab: Domineering, Hackenbush strings, Toads and Frogs — drawn or typed, then valued. */
import { start } from '../client';
import type { Job } from '../protocol';
import { h, labelled, progressInto, withProgress } from '../ui';

export function rulesetsTab(root: HTMLElement): void {
  root.append(
    section('domineering', 'Domineering', 'Set the size, click cells to fill or empty them (Left places vertical dominoes, Right horizontal ones), or type rows of . and # separated by |.', '...|...|...',
      (text, set) => h('div', {}, sizeControls(text, set), cellEditor(text, set, (t) => t.split('|'), (rows) => rows.join('|'), ['.', '#'], 'Domineering board'))),
    section('hackenbush', 'Hackenbush string', 'A string of edges from the ground up: B (blue, Left) and R (red, Right). Click an edge to change its colour.', 'BRRB',
      (text, set) => cellEditor(text, set, (t) => [t], (rows) => rows[0] ?? '', ['B', 'R'], 'Hackenbush string, ground first')),
    section('toads-frogs', 'Toads and Frogs', 'T (toads, Left, move right), F (frogs, Right, move left) and . (empty). Click a cell to cycle it.', 'TT..FF',
      (text, set) => cellEditor(text, set, (t) => [t], (rows) => rows[0] ?? '', ['.', 'T', 'F'], 'Toads and Frogs strip')),
  );
}

type Editor = (text: string, set: (text: string) => void) => HTMLElement;

function section(game: Extract<Job, { kind: 'ruleset' }>['game'], title: string, help: string, initial: string, editor: Editor): HTMLElement {
  const input = h('input', { id: `${game}-input`, type: 'text', value: initial, spellcheck: 'false', autocomplete: 'off' });
  const go = h('button', { type: 'submit', text: 'Value' });
  const form = h('form', { class: 'row' }, labelled('Position', input), go);
  const pic = h('div', { class: 'editor' });
  const status = h('div', { class: 'job', 'aria-live': 'polite' });
  const out = h('p', { id: `${game}-out`, class: 'result', 'aria-live': 'polite' });
  const redraw = (): void => {
    pic.replaceChildren(editor(input.value, (t) => {
      input.value = t;
      redraw();
      form.requestSubmit();
    }));
  };
  input.addEventListener('input', redraw);
  form.addEventListener('submit', async (ev) => {
    ev.preventDefault();
    const text = input.value;
    out.textContent = '';
    const r = await withProgress(status, `Valuing ${title}`, () => start({ kind: 'ruleset', game, text }, progressInto(status)), text);
    if (r) out.textContent = `${r.text} = ${r.value.unicode} (CGSuite: ${r.value.plain}), outcome ${r.value.outcome}`;
  });
  redraw();
  return h('section', { 'aria-labelledby': `${game}-h` }, h('h2', { id: `${game}-h`, text: title }), h('p', { class: 'help', text: help }), form, pic, status, out);
}

/** A grid of buttons, one per character, each cycling through `cycle` when clicked. */
function cellEditor(text: string, set: (t: string) => void, split: (t: string) => string[], join: (rows: string[]) => string, cycle: string[], label: string): HTMLElement {
  const rows = split(text);
  const g = h('div', { class: 'cells', role: 'group', 'aria-label': label });
  rows.forEach((row, r) => {
    const line = h('div', { class: 'cellrow' });
    [...row].forEach((ch, c) => {
      const b = h('button', { type: 'button', class: `cell c-${ch === '.' ? 'empty' : ch === '#' ? 'filled' : ch}`, text: ch, 'aria-label': `row ${r + 1}, cell ${c + 1}: ${ch}` });
      b.addEventListener('click', () => {
        const next = cycle[(cycle.indexOf(ch) + 1) % cycle.length]!;
        const copy = rows.slice();
        copy[r] = row.slice(0, c) + next + row.slice(c + 1);
        set(join(copy));
      });
      line.append(b);
    });
    g.append(line);
  });
  return g;
}

/** Rows and columns of a Domineering board: resizing keeps the cells that stay on the board. */
function sizeControls(text: string, set: (t: string) => void): HTMLElement {
  const rows = text.split('|');
  const cols = Math.max(0, ...rows.map((r) => r.length));
  const r = h('input', { type: 'number', min: 1, max: 8, value: rows.length, id: 'domineering-rows' });
  const c = h('input', { type: 'number', min: 1, max: 8, value: cols, id: 'domineering-cols' });
  const resize = (): void => {
    const R = Math.max(1, Math.min(8, Math.floor(Number(r.value)) || 1));
    const C = Math.max(1, Math.min(8, Math.floor(Number(c.value)) || 1));
    const out: string[] = [];
    for (let i = 0; i < R; i++) out.push(((rows[i] ?? '') + '.'.repeat(C)).slice(0, C));
    set(out.join('|'));
  };
  r.addEventListener('change', resize);
  c.addEventListener('change', resize);
  return h('div', { class: 'row' }, labelled('Rows', r), labelled('Columns', c));
}
