/**
 * The Games tab, driven by the library's registry (`GAMES` and `findGame` of partizan/games): every
 * game the library knows, with its summary, how a position is written, its source and examples;
 * a position typed, or drawn on a grid with the game's palette (`toGrid`/`fromGrid`/`palette`),
 * valued by the game's own `value`. Nothing here names a particular game.
 */
import { startGame } from '../client';
import type { GameAnswer, GameInfo, Grid } from '../protocol';
import { h, labelled, outcomeName, progressInto, withProgress } from '../ui';

/** Largest grid side the editor offers. */
const MAX_SIDE = 12;

export function rulesetsTab(root: HTMLElement): void {
  const status = h('div', { class: 'job', 'aria-live': 'polite' });
  root.append(h('h2', { id: 'games-h', text: 'Games of the library' }), status);
  void (async () => {
    const games = await withProgress(status, 'Loading the games', () => startGame({ kind: 'catalog' }));
    if (games) build(root, games);
  })();
}

function build(root: HTMLElement, games: GameInfo[]): void {
  const select = h('select', { id: 'game-select' });
  for (const g of games) select.append(h('option', { value: g.id, text: `${g.name}${g.kind === 'partizan' ? '' : ` (${g.kind === 'impartial' ? 'impartial: nim values' : 'loopy'})`}` }));
  const about = h('div', { id: 'game-about', class: 'help' });
  const input = h('input', { id: 'game-input', type: 'text', spellcheck: 'false', autocomplete: 'off', 'aria-describedby': 'game-about' });
  const form = h('form', { class: 'row', 'aria-label': 'Value a position' }, labelled('Position', input), h('button', { type: 'submit', text: 'Value' }));
  const examples = h('p', { class: 'help', id: 'game-examples' });
  const editor = h('div', { class: 'editor', id: 'game-editor' });
  const status = h('div', { class: 'job', 'aria-live': 'polite' });
  const out = h('p', { id: 'game-out', class: 'result', 'aria-live': 'polite' });
  const best = h('p', { id: 'game-best', class: 'result', 'aria-live': 'polite' });
  root.append(h('p', { class: 'help', text: 'Every game of the library’s registry: choose one, type a position or draw it, and its value is computed in your browser.' }),
    h('div', { class: 'row' }, labelled('Game', select)), about, form, examples, editor, status, out, best);

  let game = games[0]!;
  let grid: Grid | undefined;

  const value = async (job: { text?: string; grid?: Grid }): Promise<void> => {
    out.textContent = '';
    best.textContent = '';
    // what the box held when the job started: if the user types while it runs, their text is kept,
    // and an answer that prints the text as typed leaves the box (and its caret) alone
    const typed = input.value;
    const r: GameAnswer | undefined = await withProgress(status, `Valuing ${game.name}`, () => startGame({ kind: 'game', id: game.id, ...job }, progressInto(status, ' positions')), job.text);
    if (!r) return;
    if (input.value === typed && r.text !== typed) input.value = r.text;
    if (r.grid) {
      grid = r.grid;
      drawGrid();
    }
    out.textContent = `${r.text} = ${r.value.unicode} (CGSuite: ${r.value.plain}), outcome ${r.value.outcome}: ${outcomeName(r.value.outcome)}`;
    const moves = (who: string, list: string[]): string => `${who} moving first: ${list.length === 0 ? 'no winning move' : `winning moves to ${list.join(', ')}`}`;
    best.textContent = r.best ? `${moves('Left', r.best.L)}. ${moves('Right', r.best.R)}.` : 'Too many moves to list the winning ones.';
  };

  const setGrid = (g: Grid): void => {
    grid = g;
    drawGrid();
    void value({ grid: g });
  };

  const drawGrid = (): void => {
    if (!game.palette || !grid) {
      editor.replaceChildren();
      return;
    }
    const pal = game.palette;
    const g = grid;
    // a typed position larger than the editor's sides is valued but not drawn (a million buttons would freeze the page)
    if (g.rows > MAX_SIDE || g.cols > MAX_SIDE) {
      editor.replaceChildren(h('p', { class: 'note', text: `The board is ${g.rows} × ${g.cols}: larger than ${MAX_SIDE} × ${MAX_SIDE}, so it is not drawn; edit it as text.` }));
      return;
    }
    const rows = h('input', { type: 'number', id: 'game-rows', min: 1, max: MAX_SIDE, value: g.rows });
    const cols = h('input', { type: 'number', id: 'game-cols', min: 1, max: MAX_SIDE, value: g.cols });
    const resize = (): void => {
      const R = Math.max(1, Math.min(MAX_SIDE, Math.floor(Number(rows.value)) || 1));
      const C = Math.max(1, Math.min(MAX_SIDE, Math.floor(Number(cols.value)) || 1));
      let cells = '';
      for (let r = 0; r < R; r++) for (let c = 0; c < C; c++) cells += r < g.rows && c < g.cols ? g.cells[r * g.cols + c]! : pal[0]!.char;
      setGrid({ rows: R, cols: C, cells });
    };
    rows.addEventListener('change', resize);
    cols.addEventListener('change', resize);
    const what = (ch: string): string => pal.find((p) => p.char === ch)?.label ?? ch;
    const cells = h('div', { class: 'cells', role: 'group', 'aria-label': `${game.name} board: click a cell to change it` });
    for (let r = 0; r < g.rows; r++) {
      const line = h('div', { class: 'cellrow' });
      for (let c = 0; c < g.cols; c++) {
        const ch = g.cells[r * g.cols + c]!;
        const b = h('button', { type: 'button', class: `cell c-${ch.charCodeAt(0)}`, text: ch, 'aria-label': `row ${r + 1}, cell ${c + 1}: ${what(ch)}`, title: what(ch) });
        b.addEventListener('click', () => {
          const k = pal.findIndex((p) => p.char === ch);
          const next = pal[(k + 1) % pal.length]!.char;
          const at = r * g.cols + c;
          setGrid({ rows: g.rows, cols: g.cols, cells: g.cells.slice(0, at) + next + g.cells.slice(at + 1) });
        });
        line.append(b);
      }
      cells.append(line);
    }
    const legend = h('ul', { class: 'legend', 'aria-label': 'What a cell can hold (a click moves to the next)' });
    for (const p of pal) legend.append(h('li', {}, h('span', { class: `swatch cell c-${p.char.charCodeAt(0)}`, 'aria-hidden': 'true', text: p.char }), ` ${p.label}`));
    editor.replaceChildren(h('div', { class: 'row' }, labelled('Rows', rows), labelled('Columns', cols)), legend, cells);
  };

  const choose = (id: string, text?: string): void => {
    game = games.find((g) => g.id === id) ?? games[0]!;
    select.value = game.id;
    about.replaceChildren(h('p', { text: game.summary }), h('p', { text: `How to write a position: ${game.syntax}` }), h('p', { text: `Source: ${game.source}` }));
    examples.replaceChildren('Examples: ');
    game.examples.forEach((e, i) => {
      const b = h('button', { type: 'button', class: 'chip', text: e.position, 'aria-label': `example ${e.position}${e.value ? ` (value ${e.value})` : ''}` });
      b.addEventListener('click', () => {
        input.value = e.position;
        form.requestSubmit();
      });
      examples.append(b, i < game.examples.length - 1 ? ' ' : '');
    });
    grid = undefined;
    editor.replaceChildren();
    input.value = text ?? game.examples[0]?.position ?? '';
    form.requestSubmit();
  };

  select.addEventListener('change', () => choose(select.value));
  form.addEventListener('submit', (ev) => {
    ev.preventDefault();
    void value({ text: input.value });
  });
  choose(games[0]!.id);
}
