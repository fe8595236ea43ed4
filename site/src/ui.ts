/** Small DOM helpers shared by the tabs. */
import { Cancelled, JobError, type Running } from './client';

type Attrs = Record<string, string | number | boolean | undefined>;

/** Creates an element with attributes (`text` sets textContent) and children. */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Attrs = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === false) continue;
    if (k === 'text') e.textContent = String(v);
    else e.setAttribute(k, v === true ? '' : String(v));
  }
  for (const c of children) e.append(c);
  return e;
}

/** A labelled control: `<label>text <control></label>`. */
export function labelled(text: string, control: HTMLElement): HTMLLabelElement {
  return h('label', { class: 'field' }, h('span', { text }), control);
}

/**
 * An error as a block: the message, and when it points into the input, the input with a caret
 * under the column (as the CLI prints it).
 */
export function errorBlock(e: unknown, input?: string): HTMLElement {
  const box = h('div', { class: 'error', role: 'alert' });
  if (e instanceof JobError) {
    box.append(h('p', { text: `${e.wire.name}: ${e.wire.message}` }));
    if (input !== undefined && e.wire.column !== undefined && !input.includes('\n')) {
      const caret = ' '.repeat(Math.max(0, e.wire.column - 1)) + '^';
      box.append(h('pre', { class: 'caret', 'aria-label': `error at column ${e.wire.column}` }, `${input}\n${caret}`));
    }
  } else box.append(h('p', { text: String(e) }));
  return box;
}

/** The job each host is showing: a new job in a host cancels the one it replaces. */
const current = new WeakMap<HTMLElement, Running<unknown>>();

/**
 * Runs a job with a progress bar and a Cancel button inside `host` (an aria-live region). Resolves
 * to the answer, or to undefined when cancelled (the host then says "cancelled"), failed (the host
 * shows the error), or replaced by a newer job in the same host (which cancels this one).
 */
export async function withProgress<T>(host: HTMLElement, label: string, run: () => Running<T>, input?: string): Promise<T | undefined> {
  current.get(host)?.cancel();
  const bar = h('progress', { max: 1, 'aria-label': `${label}: progress` });
  bar.removeAttribute('value');
  const cancel = h('button', { type: 'button', class: 'cancel', text: 'Cancel' });
  const status = h('span', { class: 'status', text: `${label}…` });
  host.replaceChildren(h('div', { class: 'progress' }, status, bar, cancel));
  const job = run();
  current.set(host, job);
  cancel.addEventListener('click', () => {
    cancel.disabled = true;
    status.textContent = 'cancelling…';
    job.cancel();
  });
  try {
    const r = await job.promise;
    if (current.get(host) !== job) return undefined;
    host.replaceChildren();
    return r;
  } catch (e) {
    if (current.get(host) !== job) return undefined;
    if (e instanceof Cancelled) host.replaceChildren(h('p', { class: 'cancelled', text: `${label}: cancelled.` }));
    else host.replaceChildren(errorBlock(e, input));
    return undefined;
  } finally {
    if (current.get(host) === job) current.delete(host);
  }
}

/** A progress callback that fills the progress bar inside `host`. */
export function progressInto(host: HTMLElement, unit = ''): (done: number, total: number | undefined) => void {
  return (done, total) => {
    const bar = host.querySelector('progress');
    const status = host.querySelector('.status');
    // an unknown total (a graph still being explored) shows an honest counter and an indeterminate bar
    if (bar && total !== undefined && Number.isFinite(total) && total > 0) {
      bar.max = total;
      bar.value = done;
    } else if (bar) bar.removeAttribute('value');
    if (status) status.textContent = total === undefined ? `${done.toLocaleString('en')}${unit} so far` : `${done.toLocaleString('en')} / ${total.toLocaleString('en')}${unit}`;
  };
}

/** A link that downloads `text` as a file. */
export function downloadLink(text: string, filename: string, label: string, type = 'image/svg+xml'): HTMLAnchorElement {
  const a = h('a', { class: 'download', download: filename, text: label });
  a.href = URL.createObjectURL(new Blob([text], { type }));
  return a;
}

/** The meaning of an outcome class, in words (the loopy classes are CGSuite's). */
export function outcomeName(o: string): string {
  // the loopy classes are CGSuite's: D a draw, and the hatted classes win for one player and draw for the other
  return (
    {
      L: 'Left wins',
      R: 'Right wins',
      N: 'first player wins',
      P: 'second player wins',
      D: 'a draw whoever starts',
      PHat: 'Left wins moving second; a draw when Left starts',
      PCheck: 'Right wins moving second; a draw when Right starts',
      NHat: 'Left wins moving first; a draw when Right starts',
      NCheck: 'Right wins moving first; a draw when Left starts',
    } as Record<string, string>
  )[o] ?? o;
}
