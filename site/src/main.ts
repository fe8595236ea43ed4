/** The workbench page: four tabs over the library, the engine in a Web Worker. */
import './style.css';
import { calculatorTab } from './tabs/calculator';
import { paperTab } from './tabs/paper';
import { playTab, playTabReady } from './tabs/play';
import { rulesetsTab } from './tabs/rulesets';

const TABS = [
  { id: 'calc', title: 'Calculator', build: calculatorTab },
  { id: 'paper', title: 'The paper', build: paperTab },
  { id: 'play', title: 'Play Chopsticks', build: playTab },
  { id: 'games', title: 'Other games', build: rulesetsTab },
] as const;

const tablist = document.getElementById('tabs')!;
const panels = document.getElementById('panels')!;
const built = new Set<string>();
/** What each built tab does when the URL's hash changes while the page is open (its own `#id…` hash). */
const routes = new Map<string, (hash: string) => void>();

function select(id: string, focus = false): void {
  for (const t of TABS) {
    const tab = document.getElementById(`tab-${t.id}`)!;
    const panel = document.getElementById(`panel-${t.id}`)!;
    const on = t.id === id;
    tab.setAttribute('aria-selected', String(on));
    tab.tabIndex = on ? 0 : -1;
    panel.hidden = !on;
    if (on && !built.has(id)) {
      built.add(id);
      const route = t.build(panel);
      if (route) routes.set(id, route);
      if (id === 'play') void playTabReady?.();
    }
    if (on && focus) tab.focus();
  }
}

for (const t of TABS) {
  const tab = document.createElement('button');
  Object.assign(tab, { id: `tab-${t.id}`, type: 'button', textContent: t.title });
  tab.setAttribute('role', 'tab');
  tab.setAttribute('aria-controls', `panel-${t.id}`);
  tab.addEventListener('click', () => {
    if (!location.hash.startsWith(`#${t.id}`)) history.replaceState(null, '', `#${t.id}`);
    select(t.id);
  });
  tablist.append(tab);
  const panel = document.createElement('section');
  Object.assign(panel, { id: `panel-${t.id}`, hidden: true });
  panel.setAttribute('role', 'tabpanel');
  panel.setAttribute('aria-labelledby', `tab-${t.id}`);
  panel.tabIndex = 0;
  panels.append(panel);
}
tablist.addEventListener('keydown', (ev) => {
  const i = TABS.findIndex((t) => document.getElementById(`tab-${t.id}`) === document.activeElement);
  if (i < 0) return;
  const d = ev.key === 'ArrowRight' ? 1 : ev.key === 'ArrowLeft' ? -1 : 0;
  if (d === 0) return;
  ev.preventDefault();
  const next = TABS[(i + d + TABS.length) % TABS.length]!;
  history.replaceState(null, '', `#${next.id}`);
  select(next.id, true);
});

const tabOf = (hash: string): string => TABS.find((t) => hash.startsWith(`#${t.id}`))?.id ?? 'calc';
select(tabOf(location.hash));

// a hash changed in this tab (a pasted link, an edited `#calc=`, a link followed) takes effect at once;
// the page's own updates use history.replaceState, which fires no hashchange
window.addEventListener('hashchange', () => {
  const id = tabOf(location.hash);
  const fresh = !built.has(id);
  select(id);
  // a tab built just now has read the hash itself
  if (!fresh) routes.get(id)?.(location.hash);
});
