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

/**
 * The rules as players say them, with the Wikipedia article's names of the variants in brackets
 * (the code's field names stay in the URL only).
 */
const WORDS: Record<string, string> = {
  players: 'Players',
  hands: 'Hands each',
  r: 'Fingers that put a hand out (5 in the usual game)',
  overflow: 'When a hand goes past that',
  split: 'Splitting (moving fingers between your own hands)',
  attack: 'When you tap a hand',
  start: 'Start with',
  transfers: 'Move fingers between two of your hands that are in play (Transfers)',
  divisions: 'Move fingers onto a hand that is out, to bring it back (Divisions)',
  suicide: 'Split so that one of your own hands goes out (Suicide)',
  meta: 'Split a pair with too many fingers, keeping what is over the limit (Meta)',
  selfTap: 'Tap your own other hand',
  selfKill: '… and put it out that way',
  swaps: 'Swap your two hands as a move (Swaps)',
  misere: 'Whoever loses both hands first wins (Misère)',
};
const CHOICE_WORDS: Record<string, string> = {
  rollover: 'count on round: 5 + 1 is 1 (Roll-over, the usual rule)',
  cutoff: 'it is out (Cutoff)',
  none: 'no splitting',
  standard: 'split any way you like (the usual rule)',
  halves: 'only an even hand, into two equal halves (Halvesies)',
  'halves-odd': 'halves, an odd total as evenly as possible (Halvesies, odd)',
  american: 'the tapped hand gets the fingers (the usual rule)',
  chinese: 'your tapping hand gets the fingers (Chinese)',
  ones: 'one finger on each hand (the usual start)',
  suns: 'one finger short of out on every hand (Suns)',
};
/** The presets by the names players know (the article's names of the variants). */
const PRESET_WORDS: Record<string, string> = {
  normal: 'The usual game (Wikipedia: Rules)',
  cutoff: 'Cutoff',
  misere: 'Misère',
  suicide: 'Suicide',
  meta: 'Meta',
  swaps: 'Swaps',
  suns: 'Suns',
  'suicide-meta-suns': 'Suicide, Meta and Suns',
  'transfers-only': 'Transfers only',
  'divisions-only': 'Divisions only',
  halvesies: 'Halvesies',
  'halvesies-odd': 'Halvesies, odd splits too',
  'three-players': 'Three players',
  'four-players': 'Four players',
  'simple-wikipedia': 'Simple English Wikipedia: cutoff, tap your own hand',
  blog: 'The blog post: cutoff, halve an even hand',
  'no-split': 'No splitting',
  student: 'No splitting, misère (student project)',
  chinese: 'Chinese',
  'sudden-death': 'Sudden Death',
  'three-lives': 'Sudden Death with three lives',
  logan: 'Logan Clause',
  cherri: 'Cherri',
  integers: 'Integers',
  'three-hands-split-all': 'Three hands, split them all',
  zombies: 'Zombies',
  stumps: 'Stumps',
  'both-starts': 'Both starts',
};
const presetWords = (k: string): string => PRESET_WORDS[k] ?? k.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());

const SVG = 'http://www.w3.org/2000/svg';
const svgEl = (tag: string, attrs: Record<string, string | number>): SVGElement => {
  const e = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  return e;
};

/**
 * A hand drawn as a hand: a palm with `slots` fingers, `up` of them raised (the others folded), so
 * the count can be read without numbers; an out hand is a grey fist. The number is written under it.
 */
export function handPicture(up: number, slots: number, mirror: boolean): SVGSVGElement {
  const n = Math.max(slots, up);
  const fw = 9;
  const gap = 3;
  const palmW = n * fw + (n - 1) * gap + 8;
  const W = palmW + 4;
  const H = 86;
  const svg = svgEl('svg', { viewBox: `0 0 ${W} ${H}`, width: W, height: H, class: 'hand-pic', 'aria-hidden': 'true' }) as SVGSVGElement;
  const out = up === 0;
  const skin = out ? '#d5d5d5' : '#f3c89a';
  const line = out ? '#6b6b6b' : '#8a4b1c';
  const g = svgEl('g', mirror ? { transform: `translate(${W},0) scale(-1,1)` } : {});
  for (let k = 0; k < n; k++) {
    const x = 4 + k * (fw + gap);
    const raised = k < up;
    // the first finger drawn is the index finger, raised fingers are counted from it
    const len = raised ? 34 - (k % 4 === 3 ? 6 : 0) : 8;
    const y = 44 - len;
    const f = svgEl('rect', { x, y, width: fw, height: len + 8, rx: fw / 2, fill: skin, stroke: line, 'stroke-width': 1.5 });
    f.setAttribute('data-finger', raised ? 'up' : 'down');
    g.append(f);
  }
  g.append(svgEl('rect', { x: 2, y: 40, width: palmW, height: 30, rx: 9, fill: skin, stroke: line, 'stroke-width': 1.5 }));
  svg.append(g);
  const t = svgEl('text', { x: W / 2, y: 82, 'text-anchor': 'middle', 'font-size': 12, 'font-weight': 700, fill: out ? '#555' : '#1a1a1a' });
  t.textContent = out ? 'out' : String(up);
  svg.append(t);
  return svg;
}

export function playTab(root: HTMLElement): (hash: string) => void {
  const preset = h('select', { id: 'play-preset' });
  for (const k of Object.keys(PRESETS)) preset.append(h('option', { value: k, text: presetWords(k) }));
  preset.append(h('option', { value: 'custom', text: 'My own rules (below)' }));
  const fields = new Map<string, HTMLInputElement | HTMLSelectElement>();
  const rulesBox = h('fieldset', { class: 'rules' }, h('legend', { text: 'Rules' }));
  for (const [k, [lo, hi]] of Object.entries(NUMS)) {
    const i = h('input', { type: 'number', min: lo, max: hi, id: `rule-${k}` });
    fields.set(k, i);
    rulesBox.append(labelled(WORDS[k]!, i));
  }
  for (const [k, opts] of Object.entries(CHOICES)) {
    const s = h('select', { id: `rule-${k}` });
    for (const o of opts) s.append(h('option', { value: o, text: CHOICE_WORDS[o] ?? o }));
    fields.set(k, s);
    rulesBox.append(labelled(WORDS[k]!, s));
  }
  for (const k of BOOLS) {
    const c = h('input', { type: 'checkbox', id: `rule-${k}` });
    fields.set(k, c);
    rulesBox.append(h('label', { class: 'check' }, c, ` ${WORDS[k]!}`));
  }
  const mode = h('select', { id: 'play-mode' }, h('option', { value: 'ai', text: 'against perfect play (you move first)' }), h('option', { value: 'friend', text: 'pass the device to a friend' }));
  const newGame = h('button', { type: 'submit', text: 'New game' });
  const form = h('form', { class: 'stack', 'aria-label': 'Chopsticks rules' }, h('div', { class: 'row' }, labelled('Rules to play by', preset), labelled('Opponent', mode)), rulesBox, newGame);
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
      const b = h('button', { type: 'button', class: `move v-${m.value}${m.best ? ' best' : ''}`, disabled: !human, text: `${moveWords(m.text)} — ${label(m)}`, 'aria-label': `${moveWords(m.text)}: ${label(m)}${m.best ? ', a best move' : ''}`, title: m.text });
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
        ...hands.map((f, k) => {
          const box = h('span', { class: `hand${f === 0 ? ' dead' : ''}`, role: 'img', 'aria-label': f === 0 ? 'a hand that is out' : `a hand with ${f} finger${f === 1 ? '' : 's'} up`, 'data-fingers': f });
          box.append(handPicture(f, Math.max(4, Number(fields.get('r')!.value) - 1), k % 2 === 0));
          return box;
        })));
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

/**
 * A move in a player's words, from the library's move text (`attack 1→4 (opponent)`, `self-tap 1→2`,
 * `transfer 13→22`, `division 02→11`, `suicide 22→04`, `swap (pass)`, `flip 1→4`); a text of another
 * shape is shown as it is.
 */
export function moveWords(text: string): string {
  let m = /^attack (\S+)→(\S+) \((opponent|player \+(\d+))\)$/.exec(text);
  if (m) return `Tap ${m[3] === 'opponent' ? 'their' : `the ${ordinal(Number(m[4]))} player's`} ${m[2]} with your ${m[1]}`;
  m = /^self-tap (\S+)→(\S+)$/.exec(text);
  if (m) return `Tap your own ${m[2]} with your ${m[1]}`;
  if (text === 'swap (pass)') return 'Swap your hands (and pass)';
  m = /^flip (\S+)→(\S+)$/.exec(text);
  if (m) return `Turn your ${m[1]} over into a ${m[2]}`;
  m = /^(transfer|division|suicide) (\S+)→(\S+)$/.exec(text);
  if (m) {
    const what = { transfer: 'Move fingers between your hands', division: 'Bring a hand back', suicide: 'Put one of your hands out' }[m[1] as 'transfer' | 'division' | 'suicide'];
    return `${what}: ${m[2]} becomes ${m[3]}`;
  }
  return text;
}

const ordinal = (k: number): string => (k === 1 ? 'next' : k === 2 ? 'second next' : `${k}th next`);

function label(m: PlayMove): string {
  return m.remoteness === null ? m.value : `${m.value} in ${m.remoteness + 1}`;
}

function history_replace(url: URL): void {
  if (location.hash.startsWith('#play')) history.replaceState(null, '', url);
}
