/**
 * Pictures of loopy game graphs (loopyGraphSvg). Expected graphs are derived by hand from the
 * definitions (CGSuite's constants, Siegel, *Combinatorial Game Theory*, AMS 2013, VI.1, and
 * Winning Ways ch. 11): on = {pass|}, off = {|pass}, over = {0|pass}, under = {pass|0},
 * upon = {pass|*}, dud = on & off, ↑ = {0|*}, * = {0|0}; Bach's Carousel's simplified sides have 8
 * nodes and 14 moves each in CGSuite's simplification (test/data/loopy-cgsuite-algorithm.json,
 * entry `literal:bach-carousel`: onside Left 7 + Right 7 moves, offside Left 8 + Right 6).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crossings } from '../../src/analysis/loopy-svg.js';
import {
  AbortError,
  LimitError,
  LoopyPictureLimitError,
  PartizanError,
  ValueError,
  loopyGraphSvg,
  parse,
  parseLoopy,
} from '../../src/index.js';
import { type AnyLoopyValue, DUD, OFF, ON, OVER, UNDER, UPON, anyOffside, anyOnside, type SideOption } from '../../src/entries/loopy-values.js';

interface Drawn {
  panel: string;
  nodes: { index: number; label: string; root: boolean }[];
  edges: string[]; // 'L 0>1'
}

/** The panels of a picture, read from its stable markers. */
function read(svg: string): Drawn[] {
  return svg
    .split('<g data-panel="')
    .slice(1)
    .map((chunk) => ({
      panel: chunk.slice(0, chunk.indexOf('"')),
      nodes: [...chunk.matchAll(/<g data-node="(\d+)"( data-root="true")?>.*?<text [^>]*>([^<]*)<\/text><\/g>/g)].map((m) => ({
        index: Number(m[1]),
        root: m[2] !== undefined,
        label: m[3]!.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&'),
      })),
      edges: [...chunk.matchAll(/<g data-edge="([LR])" data-from="(\d+)" data-to="(\d+)">/g)].map((m) => `${m[1]} ${m[2]}>${m[3]}`),
    }));
}

/** The edges as 'L from>to' with the nodes named by their labels, sorted. */
function namedEdges(d: Drawn): string[] {
  const name = new Map(d.nodes.map((n) => [n.index, n.label]));
  return d.edges.map((e) => {
    const [p, ft] = e.split(' ');
    const [f, t] = ft!.split('>');
    return `${p} ${name.get(Number(f))}>${name.get(Number(t))}`;
  }).sort();
}

/**
 * A small XML well-formedness check for our own output: tags balance, attributes are
 * `name="value"`, and no raw `<` or a bare `&` (one not starting an entity) is left in text or
 * attribute values.
 */
function wellFormed(svg: string): boolean {
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/y;
  const entity = /&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/y;
  let i = 0;
  while (i < svg.length) {
    const c = svg[i]!;
    if (c === '<') {
      tag.lastIndex = i;
      const m = tag.exec(svg);
      if (!m) return false;
      const [, close, name, attrs, self] = m;
      for (const a of attrs!.matchAll(/"([^"]*)"/g)) if (/&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/.test(a[1]!)) return false;
      if (close) {
        if (stack.pop() !== name) return false;
      } else if (!self) stack.push(name!);
      i = tag.lastIndex;
    } else if (c === '&') {
      entity.lastIndex = i;
      if (!entity.exec(svg)) return false;
      i = entity.lastIndex;
    } else {
      if (c === '>') return false;
      i++;
    }
  }
  return stack.length === 0;
}

const BACH = 'a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}';

describe('loopyGraphSvg: the graphs of the named loopy values', () => {
  it('on = {pass|}: one node with a Left loop, no Right move', () => {
    const [d, more] = read(loopyGraphSvg(ON));
    expect(more).toBeUndefined();
    expect(d!.nodes).toEqual([{ index: 0, root: true, label: 'on' }]);
    expect(d!.edges).toEqual(['L 0>0']);
  });
  it('off = {|pass}: one node with a Right loop', () => {
    const [d] = read(loopyGraphSvg(OFF));
    expect(d!.nodes.map((n) => n.label)).toEqual(['off']);
    expect(d!.edges).toEqual(['R 0>0']);
  });
  it('over = {0|pass}: two nodes, a Left move to 0 and a Right loop', () => {
    const [d] = read(loopyGraphSvg(OVER));
    expect(d!.nodes.map((n) => n.label)).toEqual(['over', '0']);
    expect(namedEdges(d!)).toEqual(['L over>0', 'R over>over']);
  });
  it('under = {pass|0}: the mirror image, a Left loop and a Right move to 0', () => {
    const [d] = read(loopyGraphSvg(UNDER));
    expect(namedEdges(d!)).toEqual(['L under>under', 'R under>0']);
  });
  it('upon = {pass|*}: three nodes (upon, *, 0) and four moves', () => {
    const [d] = read(loopyGraphSvg(UPON));
    // CGSuite's shorthand for upon is ^[on]
    expect(d!.nodes.map((n) => n.label)).toEqual(['^[on]', '*', '0']);
    expect(namedEdges(d!)).toEqual(['L *>0', 'L ^[on]>^[on]', 'R *>0', 'R ^[on]>*']);
  });
  it('dud = on & off: two one-node graphs, captioned onside and offside', () => {
    const svg = loopyGraphSvg(DUD);
    const [on, off] = read(svg);
    expect(on!.panel).toBe('onside');
    expect(off!.panel).toBe('offside');
    expect(on!.nodes.map((n) => n.label)).toEqual(['on']);
    expect(on!.edges).toEqual(['L 0>0']);
    expect(off!.nodes.map((n) => n.label)).toEqual(['off']);
    expect(off!.edges).toEqual(['R 0>0']);
    expect(svg).toContain('<title>Loopy game graph of dud</title>');
    expect(svg).toMatch(/>onside<\/text>/);
    expect(svg).toMatch(/>offside<\/text>/);
  });
  it('±over = {over|under}: four nodes and six moves', () => {
    const [d] = read(loopyGraphSvg(parseLoopy('{over|under}')));
    // CGSuite prints {over|under} as +-over
    expect(d!.nodes.map((n) => n.label).sort()).toEqual(['+-over', '0', 'over', 'under']);
    expect(namedEdges(d!)).toEqual(['L +-over>over', 'L over>0', 'L under>under', 'R +-over>under', 'R over>over', 'R under>0']);
  });
  it('a short game is drawn as its canonical stopper: ↑ = {0|*} has nodes ↑, 0, * and four moves', () => {
    const [d] = read(loopyGraphSvg(parse('{0|*}')));
    expect(d!.nodes.map((n) => n.label)).toEqual(['^', '0', '*']);
    expect(namedEdges(d!)).toEqual(['L *>0', 'L ^>0', 'R *>0', 'R ^>*']);
  });
  it('the root is node 0 and the only node marked as root, in every panel', () => {
    for (const v of [OVER, UPON, DUD, parseLoopy(BACH)]) {
      for (const d of read(loopyGraphSvg(v))) expect(d.nodes.filter((n) => n.root).map((n) => n.index)).toEqual([0]);
    }
  });
});

describe("loopyGraphSvg: Bach's Carousel, whose sides are not stoppers", () => {
  const g = parseLoopy(BACH) as AnyLoopyValue;
  it('draws both simplified sides, 8 nodes and 14 moves each (as CGSuite simplifies them)', () => {
    const [on, off] = read(loopyGraphSvg(g, { expandNumbers: true }));
    expect(on!.panel).toBe('onside');
    expect(off!.panel).toBe('offside');
    expect(on!.nodes.length).toBe(8);
    expect(off!.nodes.length).toBe(8);
    expect(on!.edges.length).toBe(14);
    expect(off!.edges.length).toBe(14);
  });
  it('draws exactly the moves of the sides, as the public options give them', () => {
    // the side graphs walked through leftOptions/rightOptions: every node and every move once
    for (const [side, d] of [[anyOnside(g), read(loopyGraphSvg(g, { expandNumbers: true }))[0]!], [anyOffside(g), read(loopyGraphSvg(g, { expandNumbers: true }))[1]!]] as const) {
      const seen = new Set<SideOption>([side]);
      const list: SideOption[] = [side];
      let moves = 0;
      for (let i = 0; i < list.length; i++) {
        for (const o of [...list[i]!.leftOptions, ...list[i]!.rightOptions] as SideOption[]) {
          moves++;
          if (!seen.has(o)) {
            seen.add(o);
            list.push(o);
          }
        }
      }
      expect(d.nodes.length).toBe(list.length);
      expect(d.edges.length).toBe(moves);
    }
  });
  it('by default numbers are leaves: the move 1 → 0 is not drawn (0 stays, the root moves there)', () => {
    const [on] = read(loopyGraphSvg(g));
    expect(on!.nodes.length).toBe(8);
    expect(on!.edges.length).toBe(13);
    expect(namedEdges(on!)).not.toContain('L 1>0');
  });
  it('the sides are lettered and the caption gives their texts (the onside prints a{1|1,{1*|a||*}||0}, as CGSuite)', () => {
    const svg = loopyGraphSvg(g);
    const [on, off] = read(svg);
    expect(on!.nodes[0]!.label).toBe('A');
    expect(off!.nodes[0]!.label).toMatch(/^[A-Z]$/);
    expect(svg).toContain('>A = a{1|1,{1*|a||*}||0}</text>');
    expect(svg).toContain('<title>Loopy game graph of a{1|1,{1*|a||*}||0} &amp; a{0,{1|||1*|a||*}|0}</title>');
  });
  it('a side drawn alone is one panel', () => {
    const d = read(loopyGraphSvg(anyOnside(g) as SideOption));
    expect(d.length).toBe(1);
    expect(d[0]!.nodes.length).toBe(8);
  });
});

describe('loopyGraphSvg: limits, errors, determinism, escaping', () => {
  it('past maxNodes: a LoopyPictureLimitError (a LimitError with its own code), before any layout', () => {
    const g = parseLoopy(BACH);
    const f = (): string => loopyGraphSvg(g, { maxNodes: 15 }); // 16 nodes in the two panels
    expect(f).toThrow(LoopyPictureLimitError);
    expect(f).toThrow(LimitError);
    expect(f).toThrow(/more than 15 nodes/);
    try {
      f();
    } catch (e) {
      expect(e).toBeInstanceOf(PartizanError);
      expect((e as PartizanError).code).toBe('LOOPY_PICTURE_LIMIT');
    }
    expect(() => loopyGraphSvg(g, { maxNodes: 16 })).not.toThrow();
  });
  it('a big graph is refused at once: the number 400 with its options drawn has 401 nodes', () => {
    // 400 = {399|}, 399 = {398|}, …, 1 = {0|}: 401 nodes, more than the default 300
    const big = parse('400');
    const t0 = performance.now();
    expect(() => loopyGraphSvg(big, { expandNumbers: true })).toThrow(LoopyPictureLimitError);
    expect(performance.now() - t0).toBeLessThan(2_000);
    // a number is a leaf by default: one node
    expect(read(loopyGraphSvg(big))[0]!.nodes.map((n) => n.label)).toEqual(['400']);
  });
  it('bad options and inputs are ValueErrors; an aborted signal is an AbortError', () => {
    expect(() => loopyGraphSvg(OVER, { maxNodes: 0 })).toThrow(ValueError);
    expect(() => loopyGraphSvg(OVER, { maxNodeLabelChars: 1.5 })).toThrow(ValueError);
    expect(() => loopyGraphSvg({} as never)).toThrow(ValueError);
    const c = new AbortController();
    c.abort();
    expect(() => loopyGraphSvg(OVER, { signal: c.signal })).toThrow(AbortError);
  });
  it('deterministic: the same value gives the same bytes, also when parsed again', () => {
    for (const text of [BACH, '{over|under}', 'upon', 'a{0||||0|||a|*||*}']) {
      const a = loopyGraphSvg(parseLoopy(text));
      expect(loopyGraphSvg(parseLoopy(text))).toBe(a);
      expect(loopyGraphSvg(parseLoopy(text))).toBe(loopyGraphSvg(parseLoopy(text)));
    }
  });
  it('well-formed XML; every text escaped (a title with XML specials, the & of a sided value)', () => {
    const svg = loopyGraphSvg(DUD, { title: `<on> & "off" 'x'` });
    expect(svg).toContain('&lt;on&gt; &amp; &quot;off&quot; &apos;x&apos;');
    expect(svg).not.toContain('<on>');
    for (const s of [svg, loopyGraphSvg(parseLoopy(BACH)), loopyGraphSvg(parseLoopy('1over & -1under')), loopyGraphSvg(parseLoopy('a{0||||0|||a|*||*}'))]) {
      expect(wellFormed(s)).toBe(true);
      expect(s.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ')).toBe(true);
      expect(s).not.toMatch(/href|NaN|Infinity|undefined/);
    }
    // the checker itself rejects broken text
    expect(wellFormed('<svg><g></svg>')).toBe(false);
    expect(wellFormed('<svg><text>a < b</text></svg>')).toBe(false);
    expect(wellFormed('<svg><text>a & b</text></svg>')).toBe(false);
  });
  it('labels: long texts become letters explained in the caption, cut to maxCaptionChars', () => {
    // Siegel's example a{0||||0|||a|*||*} (CGT VI.3): its root's text is longer than 10 characters
    const svg = loopyGraphSvg(parseLoopy('a{0||||0|||a|*||*}'), { maxCaptionChars: 12 });
    const [d] = read(svg);
    expect(d!.nodes[0]!.label).toBe('A');
    const text = 'a{0||||0|||a|*||*}';
    expect(svg).toContain(`>A = ${text.slice(0, 12)}… (${text.length - 12} more characters)</text>`);
    // a wide label limit prints the text in the node
    const wide = read(loopyGraphSvg(parseLoopy('a{0||||0|||a|*||*}'), { maxNodeLabelChars: 40 }))[0]!;
    expect(wide.nodes[0]!.label).toBe('a{0||||0|||a|*||*}');
  });
  it('the picture file is bounded for the largest graph it accepts', () => {
    // the numbers 300 (301 nodes: 300, 299, …, 0) and 299 (300 nodes), their options drawn
    expect(() => loopyGraphSvg(parse('300'), { expandNumbers: true })).toThrow(LoopyPictureLimitError);
    const svg = loopyGraphSvg(parse('299'), { expandNumbers: true });
    expect(read(svg)[0]!.nodes.length).toBe(300);
    expect(svg.length).toBeLessThan(200_000);
  });
});

describe('the crossing count of the layout', () => {
  it('counts the pairs of edges that cross, as the definition does (a < a′ and b > b′), on random rows', () => {
    // the definition: two edges (a, b), (a′, b′) between two rows cross when their ends are in opposite orders
    const brute = (pairs: [number, number][]): number => {
      let c = 0;
      for (let i = 0; i < pairs.length; i++) for (let j = i + 1; j < pairs.length; j++) if ((pairs[i]![0] - pairs[j]![0]) * (pairs[i]![1] - pairs[j]![1]) < 0) c++;
      return c;
    };
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 6 })), { maxLength: 30 }), (pairs) => {
        expect(crossings(pairs, (k) => k)).toBe(brute(pairs));
      }),
      { numRuns: 300, seed: 7 },
    );
  });
});
