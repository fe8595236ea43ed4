/** Every Game prints as CGSuite text whatever entry point was imported: toString, JSON, util.inspect. */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { inspect } from 'node:util';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { nus, star, switchOf, num } from '../../src/index.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('a Game prints as CGSuite text', () => {
  it('toJSON and util.inspect give the CGSuite text', () => {
    // CGSuite prints 1 + ↑ + * as `1^*` (cgsuite_vectors.json: number, arrows, star in that order)
    const g = nus(1, 1, 1);
    expect(JSON.stringify(g)).toBe('"1^*"');
    expect(JSON.stringify({ v: [star] })).toBe('{"v":["*"]}');
    expect(inspect(g)).toBe('1^*');
    // ±1 = {1|−1}: CGSuite prints a switch as `+-` and Left's option
    expect(inspect([switchOf(num(1))])).toBe('[ +-1 ]');
    expect(g.constructor.name).toBe('Game');
  });
  it('importing only partizan/rulesets prints the 3×3 Domineering value as +-1 (fresh process)', () => {
    // 3×3 Domineering (empty board) = ±1: Winning Ways, Ch. 2 ("Domineering" table of small boards);
    // CGSuite prints it `+-1`.
    const out = execFileSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', "const r = await import('./src/entries/rulesets.js'); const g = r.domineeringValue('...\\n...\\n...'); console.log(String(g), JSON.stringify(g)); console.log(g);"],
      { cwd: root, encoding: 'utf8' },
    );
    expect(out).toBe('+-1 "+-1"\n+-1\n');
  });
});

describe('the CommonJS build', () => {
  const cjs = fileURLToPath(new URL('../../dist/index.cjs', import.meta.url));
  // Runs after `npm run build` (the build is not part of `npm test`): the class is called Game, not a
  // helper name such as `_class6` given by the CommonJS lowering of class-field initialisers.
  it.skipIf(!existsSync(cjs))('names the class Game and prints CGSuite text', () => {
    const out = execFileSync(process.execPath, ['-e', `const p = require(${JSON.stringify(cjs)}); console.log(p.star.constructor.name, JSON.stringify(p.up)); console.log(p.up);`], { encoding: 'utf8' });
    // ↑ prints `^` in CGSuite
    expect(out).toBe('Game "^"\n^\n');
  });
});
