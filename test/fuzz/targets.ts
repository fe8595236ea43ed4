/**
 * What the export fuzzer calls: every function reachable from the package's entry points, found
 * by enumerating the modules (nothing to edit when an export is added).
 *
 * - The entry points are the keys of `package.json` `exports` ('.' is src/index.ts, './x' is
 *   src/entries/x.ts); an entry whose source is not there fails the fuzzer at once.
 * - Each exported function is a target; a class is a target for `new` and for each static method,
 *   and its prototype's methods and getters are called on the instances it builds; an exported
 *   object or array (presets, the game catalog, games such as `star`) gives its function-valued
 *   members, two levels deep; exported games give the methods of `Game`.
 * - A function exported under several names or entries is called under the first name found (entries
 *   in the order of `exports`, names sorted), so the budget is not spent twice on it.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface Target {
  /** How the report names it: `partizan/loopy.solveLoopy`, `partizan.GAMES[2].parse`, `new partizan.Solver`. */
  readonly name: string;
  readonly kind: 'call' | 'new' | 'method';
  /** The function (for 'method', the prototype's function or getter). */
  readonly fn: (...args: unknown[]) => unknown;
  /** `this` of a call on an exported object. */
  readonly self?: unknown;
  /** For 'method': the class whose instances it is called on ('Game': a random game). */
  readonly owner?: string;
  readonly getter?: boolean;
}

/** The entry points: `[package subpath, source file]`. */
export function entryPoints(): Array<[string, string]> {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { name: string; exports: Record<string, unknown> };
  const out: Array<[string, string]> = [];
  for (const key of Object.keys(pkg.exports)) {
    if (key === './package.json') continue;
    const file = key === '.' ? 'src/index.ts' : `src/entries/${key.slice(2)}.ts`;
    if (!existsSync(join(ROOT, file))) throw new Error(`the fuzzer maps the entry ${key} to ${file}, which does not exist: update test/fuzz/targets.ts`);
    out.push([key === '.' ? pkg.name : `${pkg.name}/${key.slice(2)}`, file]);
  }
  return out;
}

const isClass = (f: unknown): boolean => typeof f === 'function' && /^class\b/.test(Function.prototype.toString.call(f));

/** Every target of every entry point, in a fixed order. */
export async function collectTargets(): Promise<{ targets: Target[]; classes: Map<string, new (...a: unknown[]) => unknown> }> {
  const targets: Target[] = [];
  const seen = new Set<unknown>();
  const classes = new Map<string, new (...a: unknown[]) => unknown>();
  const add = (t: Target): void => {
    if (seen.has(t.fn)) return;
    seen.add(t.fn);
    targets.push(t);
  };
  const addMembers = (prefix: string, obj: object, depth: number): void => {
    const keys = Array.isArray(obj) ? obj.map((_, i) => i).slice(0, 64) : Object.keys(obj).sort();
    for (const k of keys) {
      const v = (obj as Record<string | number, unknown>)[k];
      const name = Array.isArray(obj) ? `${prefix}[${k}]` : `${prefix}.${k}`;
      if (typeof v === 'function' && !isClass(v)) add({ name, kind: 'call', fn: v as Target['fn'], self: obj });
      else if (v !== null && typeof v === 'object' && depth < 2) addMembers(name, v, depth + 1);
    }
  };
  for (const [entry, file] of entryPoints()) {
    const mod = (await import(pathToFileURL(join(ROOT, file)).href)) as Record<string, unknown>;
    for (const name of Object.keys(mod).sort()) {
      const v = mod[name];
      const full = `${entry}.${name}`;
      if (isClass(v)) {
        const C = v as new (...a: unknown[]) => unknown;
        if (!classes.has(name)) classes.set(name, C);
        add({ name: `new ${full}`, kind: 'new', fn: C as unknown as Target['fn'] });
        for (const s of Object.getOwnPropertyNames(C).sort()) {
          if (['length', 'name', 'prototype'].includes(s)) continue;
          const sv = (C as unknown as Record<string, unknown>)[s];
          if (typeof sv === 'function' && !isClass(sv)) add({ name: `${full}.${s}`, kind: 'call', fn: sv as Target['fn'], self: C });
        }
        // the prototype chain up to Object (methods of the class and of its bases: Error's are skipped,
        // and so are the members TypeScript declares private or protected: no caller reaches them)
        for (let p = C.prototype as object | null; p && p !== Object.prototype && p !== Error.prototype; p = Object.getPrototypeOf(p) as object | null) {
          const hidden = hiddenMembers().get((p as { constructor?: { name?: string } }).constructor?.name ?? '');
          for (const m of Object.getOwnPropertyNames(p).sort()) {
            if (m === 'constructor' || hidden?.has(m)) continue;
            const d = Object.getOwnPropertyDescriptor(p, m)!;
            const f = d.get ?? d.value;
            if (typeof f !== 'function') continue;
            add({ name: `${full}.prototype.${m}`, kind: 'method', fn: f as Target['fn'], owner: name, getter: d.get !== undefined });
          }
        }
      } else if (typeof v === 'function') {
        add({ name: full, kind: 'call', fn: v as Target['fn'] });
      } else if (v !== null && typeof v === 'object') {
        addMembers(full, v, 1);
      }
    }
  }
  return { targets, classes };
}

let sourceCache: string[] | undefined;

/** The text of every TypeScript file under src/, read once per process. */
function sourceTexts(): string[] {
  if (sourceCache) return sourceCache;
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const f of readdirSync(dir)) {
      const p = join(dir, f);
      if (statSync(p).isDirectory()) walk(p);
      else if (p.endsWith('.ts')) out.push(readFileSync(p, 'utf8'));
    }
  };
  walk(join(ROOT, 'src'));
  return (sourceCache = out);
}

/** The optional property names declared in the library's sources (`name?:`), for options objects. */
export function optionNames(): string[] {
  const names = new Set<string>();
  for (const text of sourceTexts()) for (const m of text.matchAll(/\b([a-z][A-Za-z0-9]*)\?:/g)) names.add(m[1]!);
  return [...names].sort();
}

/**
 * The classes whose constructor is documented `@internal` (instances come from the library, never
 * from `new`): the fuzzer does not call `new` on them, and calls their methods only on instances
 * the library returned.
 */
export function internalConstructors(): Set<string> {
  const out = new Set<string>();
  for (const text of sourceTexts()) {
    for (const m of text.matchAll(/\n(\s*)(?:(?:private|protected|public)\s+)?constructor\(/g)) {
      const before = text.slice(0, m.index);
      const cls = [...before.matchAll(/^\s*(?:export\s+)?(?:abstract\s+)?class\s+(\w+)/gm)].pop();
      if (!cls) continue;
      // the comment just above the constructor (if any)
      const tail = before.slice(Math.max(0, before.length - 600));
      const end = tail.lastIndexOf('*/');
      const start = tail.lastIndexOf('/**');
      if (end >= 0 && start >= 0 && start < end && /^\s*$/.test(tail.slice(end + 2)) && tail.slice(start, end).includes('@internal')) out.add(cls[1]!);
    }
  }
  return out;
}

let hiddenCache: Map<string, Set<string>> | undefined;

/**
 * The members each class of the sources declares `private` or `protected` (by class name): they
 * are not part of the API (TypeScript refuses a call from outside), so the fuzzer does not call them.
 */
export function hiddenMembers(): Map<string, Set<string>> {
  if (hiddenCache) return hiddenCache;
  const out = new Map<string, Set<string>>();
  for (const text of sourceTexts()) {
    for (const m of text.matchAll(/\n\s*(?:private|protected)\s+(?:static\s+)?(?:readonly\s+)?(?:get\s+|set\s+)?(\w+)\s*[(<]/g)) {
      const cls = [...text.slice(0, m.index).matchAll(/^\s*(?:export\s+)?(?:abstract\s+)?class\s+(\w+)/gm)].pop();
      if (!cls) continue;
      const set = out.get(cls[1]!) ?? new Set<string>();
      set.add(m[1]!);
      out.set(cls[1]!, set);
    }
  }
  return (hiddenCache = out);
}
