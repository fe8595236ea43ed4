/**
 * The Play tab: Chopsticks as people play it, on the rules model of `partizan/loopy`. Every legal
 * move is labelled win / lose / draw for the mover with its remoteness; play against perfect
 * play or pass the device; undo and redo; the rules and the game so far live in the URL.
 */
import { NORMAL_RULES, PRESETS, type Rules } from 'partizan/chopsticks-played';
import { start } from '../client';
import type { PlayMove, PlayPosition } from '../protocol';
import { h, labelled, progressInto, withProgress } from '../ui';

interface Ply {
  code: number;
  /** Seat of the player to move. */
  seat: number;
}

const BOOLS = ['transfers', 'divisions', 'suicide', 'meta', 'selfTap', 'selfKill', 'swaps', 'misere'] as const;
const CHOICES = { overflow: ['rollover', 'cutoff'], split: ['none', 'standard', 'halves', 'halves-odd'], attack: ['american', 'chinese'], start: ['ones', 'suns'] } as const;
const NUMS = { players: [2, 4], hands: [1, 4], r: [2, 10] } as const;

/** Builds the tab; returns what it does when the hash changes to `#play…` later. */
export function playTab(root: HTMLElement): (hash: string) => void {
  const preset = h('select', { id: 'play-preset' });
  for (const k of Object.keys(PRESETS)) preset.append(h('option', { value: k, text: k }));
  preset.append(h('option', { value: 'custom', text: '(custom)' }));
  const fields = new Map<string, HTMLInputElement | HTMLSelectElement>();
  const rulesBox = h('fieldset', { class: 'rules' }, h('legend', { text: 'Rules' }));
  for (const [k, [lo, hi]] of Object.entries(NUMS)) {
    const i = h('input', { type: 'number', min: lo, max: hi, id: `rule-${k}` });
    fields.set(k, i);
    rulesBox.append(labelled(k, i));
  }
  for (const [k, opts] of Object.entries(CHOICES)) {
    const s = h('select', { id: `rule-${k}` });
    for (const o of opts) s.append(h('option', { value: o, text: o }));
    fields.set(k, s);
    rulesBox.append(labelled(k, s));
  }
  for (const k of BOOLS) {
    const c = h('input', { type: 'checkbox', id: `rule-${k}` });
    fields.set(k, c);
    rulesBox.append(h('label', { class: 'check' }, c, ` ${k}`));
  }
  const mode = h('select', { id: 'play-mode' }, h('option', { value: 'ai', text: 'against perfect play (you move first)' }), h('option', { value: 'friend', text: 'pass the device to a friend' }));
  const newGame = h('button', { type: 'submit', text: 'New game' });
  const form = h('form', { class: 'stack', 'aria-label': 'Chopsticks rules' }, h('div', { class: 'row' }, labelled('Preset', preset), labelled('Opponent', mode)), rulesBox, newGame);
  const status = h('div', { class: 'job', 'aria-live': 'polite' });
  const board = h('div', { id: 'play-board', 'aria-live': 'polite' });
  const undo = h('button', { type: 'button', id: 'play-undo', text: 'Undo' });
  const redo = h('button', { type: 'button', id: 'play-redo', text: 'Redo' });
  const share = h('a', { id: 'play-link', text: 'link to this position' });
  const moves = h('ul', { id: 'play-moves', class: 'moves', 'aria-label': 'Legal moves' });
  root.append(
    h('p', { class: 'help', id: 'play-convention', text: 'Each move is labelled with what it leaves you with best play: win, lose or draw. Win in N, lose in N: the game ends after N moves, both players’, counting the move about to be made, with best play (the winner hurrying, the loser delaying) — the same count as the command line (partizan loopy play). A best move (★) carries the position’s own N.' }),
    form, status, board, h('div', { class: 'row' }, undo, redo, share), moves,
  );

  let rulesText = '{}';
  let history: Ply[] = [];
  let at = 0;
  let players = 2;
  let lastWritten = '';

  const fill = (r: Rules): void => {
    for (const [k, f] of fields) {
      const v = r[k as keyof Rules];
      if (f instanceof HTMLInputElement && f.type === 'checkbox') f.checked = v === true;
      else f.value = String(v);
    }
  };
  const read = (): Partial<Rules> => {
    const out: Record<string, unknown> = {};
    for (const [k, f] of fields) {
      const v = f instanceof HTMLInputElement && f.type === 'checkbox' ? f.checked : k in NUMS ? Number(f.value) : f.value;
      if (v !== (NORMAL_RULES as unknown as Record<string, unknown>)[k]) out[k] = v;
    }
    return out as Partial<Rules>;
  };
  preset.addEventListener('change', () => {
    if (preset.value !== 'custom') fill({ ...NORMAL_RULES, ...PRESETS[preset.value] } as Rules);
  });
  rulesBox.addEventListener('change', () => (preset.value = 'custom'));

  const saveUrl = (): void => {
    const q = new URLSearchParams({ rules: rulesText, mode: mode.value, h: history.map((p) => `${p.code}.${p.seat}`).join(','), i: String(at) });
    const url = new URL(location.href);
    url.hash = `play?${q}`;
    history_replace(url);
    share.href = url.href;
    lastWritten = url.hash;
  };

  const show = async (): Promise<void> => {
    saveUrl();
    undo.disabled = at === 0;
    redo.disabled = at >= history.length - 1;
    const ply = history[at]!;
    const pos = await withProgress(status, 'Valuing the position', () => start({ kind: 'loopy-moves', rules: rulesText, position: ply.code }));
    if (!pos) return;
    drawBoard(pos, ply);
    moves.replaceChildren();
    const human = mode.value === 'friend' || ply.seat === 0;
    if (pos.moves.length === 0) return;
    for (const m of pos.moves) {
      const b = h('button', { type: 'button', class: `move v-${m.value}${m.best ? ' best' : ''}`, disabled: !human, text: `${m.text} — ${label(m)}`, 'aria-label': `${m.text}: ${label(m)}${m.best ? ', a best move' : ''}` });
      b.addEventListener('click', () => play(m));
      moves.append(h('li', {}, b));
    }
    if (!human) {
      const best = pos.moves.find((m) => m.best) ?? pos.moves[0]!;
      const when = { at, history };
      // perfect play answers after a short pause, unless undo/redo or a new game came first
      setTimeout(() => {
        if (at === when.at && history === when.history) play(best);
      }, 300);
    }
  };
  const drawBoard = (pos: PlayPosition, ply: Ply): void => {
    const rows: HTMLElement[] = [];
    for (let q = 0; q < players; q++) {
      const hands = pos.hands[(q - ply.seat + players) % players]!;
      const who = mode.value === 'ai' ? (q === 0 ? 'You' : 'Perfect play') : `Player ${q + 1}`;
      rows.push(h('div', { class: `player${q === ply.seat ? ' to-move' : ''}` }, h('span', { class: 'who', text: `${who}${q === ply.seat ? ' (to move)' : ''}` }),
        ...hands.map((f) => h('span', { class: `hand${f === 0 ? ' dead' : ''}`, text: String(f), 'aria-label': f === 0 ? 'dead hand' : `${f} fingers` }))));
    }
    const mover = mode.value === 'ai' ? (ply.seat === 0 ? 'You' : 'Perfect play') : `Player ${ply.seat + 1}`;
    const verdict =
      pos.moves.length === 0
        ? `Game over: ${mover} ${pos.value === 'lose' ? 'lost' : pos.value === 'win' ? 'won' : 'drew'}.`
        : `${mover} to move: ${pos.value}${pos.remoteness !== null ? ` in ${pos.remoteness}` : ''} with best play. Position ${pos.text} (mover first).`;
    board.replaceChildren(...rows, h('p', { id: 'play-verdict', text: verdict }));
  };
  const play = (m: PlayMove): void => {
    const ply = history[at]!;
    history = history.slice(0, at + 1);
    history.push({ code: m.next, seat: (ply.seat + m.shift) % players });
    at++;
    void show();
  };
  undo.addEventListener('click', () => {
    if (at === 0) return;
    at--;
    if (mode.value === 'ai') while (at > 0 && history[at]!.seat !== 0) at--;
    void show();
  });
  redo.addEventListener('click', () => {
    if (at >= history.length - 1) return;
    at++;
    if (mode.value === 'ai') while (at < history.length - 1 && history[at]!.seat !== 0) at++;
    void show();
  });

  const begin = async (restore?: { h: Ply[]; i: number }): Promise<void> => {
    moves.replaceChildren();
    board.replaceChildren();
    const s = await withProgress(status, 'Solving the rules', () => start({ kind: 'loopy-solve', rules: rulesText }, progressInto(status, ' positions')));
    if (!s) return;
    players = Number(fields.get('players')!.value);
    history = restore && restore.h.length > 0 ? restore.h : [{ code: s.start, seat: 0 }];
    at = restore ? Math.min(restore.i, history.length - 1) : 0;
    status.replaceChildren(h('p', { text: `${s.positions} positions: ${s.counts.win} won, ${s.counts.lose} lost, ${s.counts.draw} drawn for the player to move.` }));
    await show();
  };
  form.addEventListener('submit', (ev) => {
    ev.preventDefault();
    rulesText = JSON.stringify(read());
    void begin();
  });

  // restore from the URL, or start the normal game
  const restore = (hash: string): boolean => {
    const m = /^#play\?(.*)$/s.exec(hash);
    if (!m) return false;
    const q = new URLSearchParams(m[1]);
    rulesText = q.get('rules') ?? '{}';
    mode.value = q.get('mode') === 'friend' ? 'friend' : 'ai';
    let parsed: Partial<Rules> = {};
    try {
      parsed = JSON.parse(rulesText) as Partial<Rules>;
    } catch {
      rulesText = '{}';
    }
    fill({ ...NORMAL_RULES, ...parsed } as Rules);
    preset.value = 'custom';
    const plies = (q.get('h') ?? '').split(',').filter(Boolean).map((x) => x.split('.').map(Number)).filter((x) => x.length === 2 && x.every(Number.isSafeInteger)).map(([code, seat]) => ({ code: code!, seat: seat! }));
    void begin({ h: plies, i: Number(q.get('i') ?? 0) || 0 });
    return true;
  };
  if (!restore(location.hash)) {
    preset.value = 'normal';
    fill(NORMAL_RULES as Rules);
    rulesText = '{}';
    playTabReady = begin;
  }
  return (hash) => {
    // the hash the page wrote itself (replaceState) is the position shown: nothing to do
    if (hash === lastWritten) return;
    restore(hash);
  };
}

/** Starts the default game the first time the tab is opened (not at page load). */
export let playTabReady: (() => Promise<void>) | undefined;

function label(m: PlayMove): string {
  return m.remoteness === null ? m.value : `${m.value} in ${m.remoteness + 1}`;
}

function history_replace(url: URL): void {
  if (location.hash.startsWith('#play')) history.replaceState(null, '', url);
}
