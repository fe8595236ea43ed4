/** The Calculator tab: any CGSuite text or SIMPLE CHOPSTICKS position, its value and analyses. */
import { start } from '../client';
import type { CalcResult } from '../protocol';
import { downloadLink, h, labelled, outcomeName, progressInto, withProgress } from '../ui';
import { worksheet } from './worksheet';

const EXAMPLES = ['{0|*}', '{0,*|0}', '{2|{1|0}}', '^[3] + *', '(1|1)_12', '(2|5)_40', '{3|1} + {1|0} - ^', '+-{4|2}', '{pass|*}'];

/** The text of a `#calc=…` hash, or undefined (also for a malformed escape, which is not an error of the page). */
export function calcFromHash(hash: string): string | undefined {
  const m = /^#calc=(.*)$/s.exec(hash);
  if (!m) return undefined;
  try {
    return decodeURIComponent(m[1]!);
  } catch {
    return m[1]!;
  }
}

/** Builds the tab; returns what it does when the hash changes to `#calc…` or `#sheet…` later. */
export function calculatorTab(root: HTMLElement): (hash: string) => void {
  const sheetRoute = worksheet(root);
  const input = h('input', { id: 'calc-input', type: 'text', value: '{2|{1|0}}', spellcheck: 'false', autocomplete: 'off', 'aria-describedby': 'calc-help' });
  const go = h('button', { type: 'submit', text: 'Compute' });
  const form = h('form', { class: 'row', 'aria-label': 'Calculator' }, labelled('Game or position', input), go);
  const help = h('p', { id: 'calc-help', class: 'help' },
    'CGSuite notation ({L|R}, ^, v, *n, ^[k], +-, Tiny(G), sums; loopy games with pass, on, off, over, labels a{0|{a|*}}) or SIMPLE CHOPSTICKS positions (x1,…|y1,…)_n; J is the paper\'s J = {0|^[2]}. Examples: ');
  EXAMPLES.forEach((x, i) => {
    const b = h('button', { type: 'button', class: 'chip', text: x, 'aria-label': `example ${x}` });
    b.addEventListener('click', () => {
      input.value = x;
      form.requestSubmit();
    });
    help.append(b, i < EXAMPLES.length - 1 ? ' ' : '');
  });
  const status = h('div', { class: 'job', 'aria-live': 'polite' });
  const out = h('div', { id: 'calc-out', 'aria-live': 'polite' });
  root.append(h('h2', { id: 'calc-h', text: 'One expression, analysed' }), form, help, status, out);

  let opening = true;
  form.addEventListener('submit', async (ev) => {
    ev.preventDefault();
    const first = opening;
    const text = input.value;
    out.replaceChildren();
    const r = await withProgress(status, 'Computing', () => start({ kind: 'calc', text }, progressInto(status, ' positions')), text);
    if (r) out.replaceChildren(...render(r));
    // (a shared worksheet's link stays in the address while the page opens)
    if (first && location.hash.startsWith('#sheet=')) return;
    const url = new URL(location.href);
    url.hash = `calc=${encodeURIComponent(text)}`;
    history.replaceState(null, '', url);
  });
  const fromUrl = calcFromHash(location.hash);
  if (fromUrl !== undefined) input.value = fromUrl;
  form.requestSubmit();
  opening = false;
  return (hash) => {
    if (sheetRoute(hash)) return;
    const text = calcFromHash(hash);
    if (text === undefined) return;
    input.value = text;
    form.requestSubmit();
  };
}

function render(r: CalcResult): Node[] {
  const dl = h('dl', { class: 'facts' });
  const row = (k: string, v: string | undefined, id?: string): void => {
    if (v === undefined) return;
    dl.append(h('dt', { text: k }), h('dd', { text: v, id }));
  };
  row('Canonical form', r.value.plain, 'calc-plain');
  row('Unicode', r.value.unicode, 'calc-unicode');
  row('Outcome', `${r.value.outcome} (${outcomeName(r.value.outcome)})`, 'calc-outcome');
  if (r.short) {
    row('Stops (Left, Right)', `${r.leftStop}, ${r.rightStop}`);
    row('Mean', r.mean);
    row('Temperature', r.temperature);
    row('Atomic weight', r.atomicWeight);
    row('Reduced canonical form', r.rcf);
  } else {
    row('Stops (Left, Right)', r.leftStop !== undefined && r.rightStop !== undefined ? `${r.leftStop}, ${r.rightStop}` : undefined);
    row('Onside & offside', r.sides, 'calc-sides');
  }
  const out: Node[] = [dl];
  if (r.thermographSvg) {
    out.push(figure('Thermograph', r.thermographSvg, 'thermograph.svg'));
  }
  if (r.treeSvg) out.push(figure('Game tree (canonical form)', r.treeSvg, 'game-tree.svg'));
  else if (r.treeNote) out.push(h('p', { class: 'note', text: `Game tree not drawn: ${r.treeNote}` }));
  if (r.graphSvg) out.push(figure('Game graph (blue: Left, red: Right, loops: passes)', r.graphSvg, 'loopy-graph.svg'));
  else if (r.graphNote) out.push(h('p', { class: 'note', text: `Game graph not drawn: ${r.graphNote}` }));
  if (r.explanation) {
    const sec = h('section', { class: 'explain', 'aria-labelledby': 'calc-explain-h' }, h('h3', { id: 'calc-explain-h', text: 'How the value was reached' }));
    for (const b of r.explanation) {
      const part = h('div', { class: 'explain-block' }, h('h4', {}, h('code', { text: b.heading })));
      for (const s of b.sentences) part.append(h('p', { text: s }));
      if (b.facts && b.facts.length > 0) {
        const ul = h('ul', { class: 'facts-list' });
        for (const f of b.facts) ul.append(h('li', { text: f }));
        part.append(ul);
      }
      if (b.nodes.length > 0) {
        const ol = h('ol');
        for (const n of b.nodes) {
          const li = h('li', {}, h('code', { text: n.written }));
          if (n.steps.length === 0) li.append(' is already canonical');
          else {
            const steps = h('ul');
            for (const s of n.steps) steps.append(h('li', { text: s }));
            li.append(steps);
          }
          li.append(h('p', {}, '= ', h('code', { text: n.result })));
          ol.append(li);
        }
        part.append(ol);
      }
      sec.append(part);
    }
    out.push(sec);
  } else if (r.explanationNote) out.push(h('section', { class: 'explain', 'aria-labelledby': 'calc-explain-h' }, h('h3', { id: 'calc-explain-h', text: 'How the value was reached' }), h('p', { class: 'note', text: r.explanationNote })));
  return out;
}

function figure(caption: string, svg: string, file: string): HTMLElement {
  const pic = h('div', { class: 'svg', role: 'img', 'aria-label': caption });
  pic.innerHTML = svg; // produced by the library's SVG functions, which escape every label
  return h('figure', {}, pic, h('figcaption', {}, caption, ' — ', downloadLink(svg, file, `download ${file}`)));
}

