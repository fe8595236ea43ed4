/**
 * The calculator's worksheet (issue 27): numbered lines of CGSuite text, `G := {0|*}` assigning names
 * for the lines below, each line's value and outcome under it; kept in localStorage, shared as
 * `#sheet=…` (the lines, joined by newlines, URI-encoded); and an explorer that walks a short game's
 * Left and Right options (CGSuite's Explorer) with Back. The worker reads the lines (./sheet.ts).
 */
import { JobError, start } from '../client';
import type { Explored, Printed, SheetLine } from '../protocol';
import { errorBlock, h, labelled, outcomeName, progressInto, withProgress } from '../ui';

/** Where the worksheet is kept between visits. */
export const STORAGE_KEY = 'partizan.worksheet.v1';

/** The lines of a `#sheet=…` hash, or undefined. */
export function sheetFromHash(hash: string): string[] | undefined {
  const m = /^#sheet=(.*)$/s.exec(hash);
  if (!m) return undefined;
  let text: string;
  try {
    text = decodeURIComponent(m[1]!);
  } catch {
    text = m[1]!;
  }
  return text.split('\n');
}

/** The `#sheet=…` hash of `lines`. */
export function sheetHash(lines: readonly string[]): string {
  return `#sheet=${encodeURIComponent(lines.join('\n'))}`;
}

/** The lines without the empty ones at the end (what is stored and shared). */
function trimmed(lines: readonly string[]): string[] {
  const out = [...lines];
  while (out.length > 0 && out[out.length - 1]!.trim() === '') out.pop();
  return out;
}

function load(): string[] {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    const v: unknown = raw ? JSON.parse(raw) : undefined;
    if (Array.isArray(v) && v.every((x) => typeof x === 'string')) return v as string[];
  } catch {
    // storage unavailable or garbled: start empty
  }
  return [];
}

function save(lines: readonly string[]): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(trimmed(lines)));
  } catch {
    // storage full or disabled: the worksheet still works for this visit
  }
}

/** Builds the worksheet into `root`; returns what it does for a `#sheet=…` hash (true when it was one). */
export function worksheet(root: HTMLElement): (hash: string) => boolean {
  const list = h('ol', { id: 'sheet-lines', class: 'sheet-lines' });
  const status = h('div', { class: 'job', 'aria-live': 'polite' });
  const compute = h('button', { type: 'button', id: 'sheet-run', text: 'Compute worksheet' });
  const add = h('button', { type: 'button', id: 'sheet-add', class: 'secondary', text: 'Add line' });
  const share = h('button', { type: 'button', id: 'sheet-share', class: 'secondary', text: 'Share link' });
  const clear = h('button', { type: 'button', id: 'sheet-clear', class: 'secondary', text: 'Clear worksheet' });
  const link = h('input', { id: 'sheet-link', type: 'text', readonly: true, spellcheck: 'false' });
  const linkField = labelled('Link to this worksheet', link);
  linkField.hidden = true;
  const explorer = h('section', { id: 'explorer', class: 'explorer', 'aria-labelledby': 'explorer-h', hidden: true });
  const section = h(
    'section',
    { class: 'worksheet', 'aria-labelledby': 'sheet-h' },
    h('h2', { id: 'sheet-h', text: 'Worksheet' }),
    h('p', { class: 'help', id: 'sheet-help' },
      'One expression per line, in the calculator\'s notation. ', h('code', { text: 'G := {0|*}' }),
      ' names a value for the lines below (', h('code', { text: 'G + *' }), ', ', h('code', { text: 'G - G' }),
      '). Enter computes every line and, on the last line, adds a new one; edit any line and press Enter to recompute the lines below it. The worksheet is kept in this browser; Share link puts it in the address.'),
    list,
    h('div', { class: 'row' }, compute, add, share, clear),
    linkField,
    status,
    explorer,
  );
  root.append(section);

  const inputs = (): HTMLInputElement[] => [...list.querySelectorAll<HTMLInputElement>('input.sheet-input')];
  const lines = (): string[] => inputs().map((i) => i.value);

  /** Renumbers the lines' labels and ids after a line is added or removed. */
  const renumber = (): void => {
    [...list.children].forEach((li, k) => {
      const n = k + 1;
      li.querySelector('.sheet-n')!.textContent = `${n}`;
      const input = li.querySelector<HTMLInputElement>('input.sheet-input')!;
      input.id = `sheet-in-${n}`;
      input.setAttribute('aria-label', `Line ${n}`);
      li.querySelector('.sheet-out')!.id = `sheet-out-${n}`;
      input.setAttribute('aria-describedby', `sheet-out-${n}`);
      li.querySelector('button.remove')!.setAttribute('aria-label', `Remove line ${n}`);
    });
  };

  const addLine = (text = '', after?: Element): HTMLInputElement => {
    const input = h('input', { type: 'text', class: 'sheet-input', value: text, spellcheck: 'false', autocomplete: 'off', placeholder: 'e.g. G := {0|*}' });
    input.value = text;
    const remove = h('button', { type: 'button', class: 'remove', text: '×' });
    const out = h('div', { class: 'sheet-out', 'aria-live': 'polite' });
    const li = h('li', { class: 'sheet-line' }, h('div', { class: 'sheet-row' }, h('span', { class: 'sheet-n', 'aria-hidden': 'true' }), input, remove), out);
    if (after) after.after(li);
    else list.append(li);
    input.addEventListener('keydown', (ev) => onKey(ev, input));
    remove.addEventListener('click', () => {
      const all = inputs();
      const k = all.indexOf(input);
      li.remove();
      if (list.children.length === 0) addLine();
      renumber();
      inputs()[Math.max(0, k - 1)]!.focus();
      void run();
    });
    renumber();
    return input;
  };

  const setLines = (texts: readonly string[]): void => {
    list.replaceChildren();
    for (const t of texts) addLine(t);
    addLine(); // a fresh line to type into
  };

  function onKey(ev: KeyboardEvent, input: HTMLInputElement): void {
    const all = inputs();
    const k = all.indexOf(input);
    if (ev.key === 'Enter') {
      ev.preventDefault();
      const last = k === all.length - 1;
      if (last && input.value.trim() !== '') addLine('', input.closest('li')!).focus();
      else if (!last) all[k + 1]!.focus();
      void run();
    } else if (ev.key === 'ArrowUp' && k > 0) {
      ev.preventDefault();
      all[k - 1]!.focus();
    } else if (ev.key === 'ArrowDown' && k < all.length - 1) {
      ev.preventDefault();
      all[k + 1]!.focus();
    }
  }

  /** Computes every line in the worker and shows each line's value, outcome or error under it. */
  async function run(): Promise<void> {
    const texts = lines();
    save(texts);
    if (!linkField.hidden) link.value = shareUrl(texts);
    const r = await withProgress(status, 'Computing worksheet', () => start({ kind: 'sheet', lines: texts }, progressInto(status, ' positions')));
    if (!r) return;
    const outs = [...list.querySelectorAll<HTMLElement>('.sheet-out')];
    r.forEach((line, k) => {
      const out = outs[k];
      // a line edited while the worksheet computed keeps its old output until the next run
      if (out && inputs()[k]?.value === texts[k]) out.replaceChildren(...renderLine(line, texts[k]!, k + 1));
    });
  }

  const shareUrl = (texts: readonly string[]): string => {
    const url = new URL(location.href);
    url.hash = sheetHash(trimmed(texts)).slice(1);
    return url.href;
  };

  function renderLine(line: SheetLine, text: string, n: number): (Node | string)[] {
    if (line.error) return [errorBlock(new JobError(line.error), text)];
    if (!line.value) return [];
    const v = line.value;
    const parts: (Node | string)[] = [
      h('span', { class: 'sheet-value' }, line.name ? `${line.name} = ` : '= ', h('code', { class: 'sheet-plain', text: v.plain })),
      h('span', { class: 'sheet-unicode', text: v.unicode === v.plain ? '' : ` (${v.unicode})` }),
      h('span', { class: 'sheet-outcome', text: ` · ${v.outcome}: ${outcomeName(v.outcome)}` }),
    ];
    if (line.short) {
      const b = h('button', { type: 'button', class: 'chip explore', text: 'Explore', 'aria-label': `Explore line ${n}: ${v.plain}` });
      b.addEventListener('click', () => openExplorer(v.plain));
      parts.push(' ', b);
    }
    return parts;
  }

  add.addEventListener('click', () => addLine().focus());
  compute.addEventListener('click', () => void run());
  clear.addEventListener('click', () => {
    setLines([]);
    explorer.hidden = true;
    void run();
    inputs()[0]!.focus();
  });
  share.addEventListener('click', () => {
    const texts = lines();
    const url = shareUrl(texts);
    history.replaceState(null, '', url);
    link.value = url;
    linkField.hidden = false;
    link.focus();
    link.select();
  });

  // ---- the explorer: a stack of short game values, the top one shown with its options ----
  const path: string[] = [];
  const explStatus = h('div', { class: 'job', 'aria-live': 'polite' });
  const explOut = h('div', { id: 'explorer-out', 'aria-live': 'polite' });
  const back = h('button', { type: 'button', id: 'explorer-back', text: 'Back' });
  const close = h('button', { type: 'button', class: 'secondary', text: 'Close explorer' });
  explorer.append(h('h3', { id: 'explorer-h', text: 'Explorer', tabindex: '-1' }), h('div', { class: 'row' }, back, close), explStatus, explOut);
  back.addEventListener('click', () => {
    if (path.length > 1) path.pop();
    void showExplored();
  });
  close.addEventListener('click', () => {
    explorer.hidden = true;
    path.length = 0;
  });

  function openExplorer(value: string): void {
    path.length = 0;
    path.push(value);
    explorer.hidden = false;
    void showExplored();
  }

  async function showExplored(): Promise<void> {
    back.disabled = path.length <= 1;
    const top = path[path.length - 1]!;
    const r = await withProgress(explStatus, 'Exploring', () => start({ kind: 'explore', value: top }));
    if (!r) return;
    explOut.replaceChildren(...renderExplored(r));
    explorer.querySelector<HTMLElement>('#explorer-h')!.focus();
  }

  function renderExplored(r: Explored): Node[] {
    const options = (who: 'Left' | 'Right', xs: Printed[]): HTMLElement => {
      const ul = h('ul', { class: 'options', 'aria-label': `${who} options` });
      for (const x of xs) {
        const b = h('button', { type: 'button', class: 'chip', text: x.plain, 'aria-label': `go to ${who} option ${x.plain} (${x.outcome})` });
        b.addEventListener('click', () => {
          path.push(x.plain);
          void showExplored();
        });
        ul.append(h('li', {}, b));
      }
      if (xs.length === 0) ul.append(h('li', { class: 'note', text: 'none' }));
      return h('div', { class: 'option-col' }, h('h4', { text: `${who} options (${xs.length})` }), ul);
    };
    return [
      h('p', { class: 'explorer-path' }, 'Path: ', h('code', { text: path.join(' → ') })),
      h('p', {}, 'At ', h('code', { id: 'explorer-value', text: r.value.plain }), r.value.unicode === r.value.plain ? '' : ` (${r.value.unicode})`, ` · ${r.value.outcome}: ${outcomeName(r.value.outcome)}`),
      h('div', { class: 'option-cols' }, options('Left', r.left), options('Right', r.right)),
    ];
  }

  // ---- start: the shared link, else what this browser kept ----
  const fromUrl = sheetFromHash(location.hash);
  const initial = fromUrl ?? load();
  setLines(trimmed(initial));
  if (fromUrl) save(fromUrl);
  if (trimmed(initial).length > 0) void run();

  return (hash) => {
    const texts = sheetFromHash(hash);
    if (!texts) return false;
    setLines(trimmed(texts));
    explorer.hidden = true;
    void run();
    return true;
  };
}
