/**
 * One CLI shape: every command is declared with defineCommand, so help, unknown flags, conflicting
 * output formats and errors (also under --json) behave the same way everywhere.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { runCli } from '../../src/cli/run.js';
import { commands } from '../../src/cli/commands/index.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };

/** Runs the command line in-process, capturing standard output and standard error. */
async function cli(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const o = vi.spyOn(process.stdout, 'write').mockImplementation((s: string | Uint8Array) => ((out += String(s)), true));
  const e = vi.spyOn(process.stderr, 'write').mockImplementation((s: string | Uint8Array) => ((err += String(s)), true));
  try {
    return { code: await runCli(argv), out, err };
  } finally {
    o.mockRestore();
    e.mockRestore();
  }
}

describe('partizan (top level)', () => {
  it('--version prints the version of package.json', async () => {
    expect(await cli('--version')).toEqual({ code: 0, out: pkg.version + '\n', err: '' });
  });
  it('alone prints the list of commands and exits 0', async () => {
    const r = await cli();
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^usage: partizan <command>/);
    for (const c of commands) expect(r.out).toContain(`  ${c.name} `);
  });
  it('an unknown command is a usage error (exit 2) naming the commands', async () => {
    const r = await cli('frobnicate');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/unknown command 'frobnicate'; commands: loopy, value/);
  });
  it('help <command> prints that command\'s help', async () => {
    const r = await cli('help', 'tree');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^usage: partizan tree '<game>'/);
  });
  it('the built entry point prints the version and exits 0 (spawned through tsx)', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'src/cli/main.ts'), '--version'], { cwd: root, encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(pkg.version + '\n');
  }, 30_000);
});

describe('every command', () => {
  it('is declared with defineCommand', () => {
    for (const c of commands) expect('spec' in c, c.name).toBe(true);
  });
  for (const c of commands) {
    for (const h of ['-h', '--help']) {
      it(`${c.name} ${h} prints its own help and exits 0`, async () => {
        // `value -h` used to be read as a game; the flag wins wherever it stands
        const r = await cli(c.name, h);
        expect(r.code).toBe(0);
        expect(r.out).toMatch(new RegExp(`^usage: partizan ${c.name}\\b`));
        expect(r.out).toMatch(/-h, --help/);
      });
    }
    it(`${c.name}: an unknown flag is a usage error listing the known ones`, async () => {
      const r = await cli(c.name, '--no-such-flag');
      expect(r.code).toBe(2);
      expect(r.err).toMatch(/unknown option --no-such-flag; known options: .*--help/);
    });
    it(`${c.name} --json: an error is printed as JSON on standard output`, async () => {
      const r = await cli(c.name, '--no-such-flag', '--json');
      expect(r.code).toBe(2);
      expect(r.err).toBe('');
      const j = JSON.parse(r.out) as { error: { code: string; message: string } };
      expect(j.error.code).toBe('USAGE');
      expect(j.error.message).toMatch(/--no-such-flag/);
    });
  }
});

describe('uniform flags and errors', () => {
  it('conflicting output formats are an error naming both', async () => {
    for (const cmd of ['table1', 'table2']) {
      const r = await cli(cmd, '--json', '--csv');
      expect(r.code).toBe(2);
      expect(r.out).toMatch(/--json and --csv cannot be used together/);
      const t = await cli(cmd, '--svg', '--csv');
      expect(t.err).toMatch(/--csv and --svg cannot be used together/);
    }
  });
  it('after --, arguments are positional (a game may be named -h)', async () => {
    // '-h' after '--' is read as a game, not as the help flag: it is not CGSuite notation, so a ParseError (exit 1)
    const r = await cli('analyze', '--', '-h');
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/ParseError/);
    // and a game starting with a minus sign needs no --: -1 is the integer -1 (outcome R)
    expect(JSON.parse((await cli('analyze', '-1', '--json')).out).outcome).toBe('R');
  });
  it('integer flags are checked against their declared bounds', async () => {
    const r = await cli('table1', '--n', '0');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/--n must be between 1 and 5000, got 0/);
    expect((await cli('table1', '--n', 'x')).err).toMatch(/--n needs an integer/);
  });
  it('table1 --variant takes the loopy engine\'s limits (--max-work, --max-pairs); without --variant they are usage errors', async () => {
    // docs/loopy-variants.md, the openings table: under roll-over, (1,1|1,1)_n is *, 0, * for
    // n = 2, 3, 4 (short values) and a sided value for n = 5 (221 positions), all within the
    // default budget. The first two are found without sidling (the cells stay short under any
    // budget); those of n = 4 (90 positions) and 5 need the sidling, which a budget of one node
    // pair cannot finish: those rows become unresolved (?).
    type Row = { n: number; kind: string; note?: string };
    const byDefault = JSON.parse((await cli('table1', '--variant', 'rollover', '--n', '5', '--openings', '--json')).out) as Row[];
    expect(byDefault.map((r) => r.kind)).toEqual(['short', 'short', 'short', 'sided']);
    const tight = await cli('table1', '--variant', 'rollover', '--n', '5', '--openings', '--json', '--max-work', '1');
    expect(tight.code).toBe(0);
    const rows = JSON.parse(tight.out) as Row[];
    expect(rows.map((r) => r.kind)).toEqual(['short', 'short', 'unresolved', 'unresolved']);
    const r = await cli('table1', '--n', '5', '--max-work', '10');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/--max-work needs --variant/);
    expect((await cli('table1', '--variant', 'rollover', '--n', '5', '--max-pairs', '0')).err).toMatch(/--max-pairs must be/);
  });
  it('value --json gives the value and outcome', async () => {
    // Hand derivation (as in test/games/simple-chopsticks/values.test.ts): (1|1)_3 = {(1|2)_3 | (2|1)_3};
    // (1|2)_3 = {(1|3)_3 = * | (3|2)_3 = *} = 0 and (2|1)_3 = 0 likewise, so (1|1)_3 = {0|0} = *, outcome N.
    const r = await cli('value', '(1|1)_3', '--json');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toEqual({ expression: '(1|1)_3', value: '*', outcome: 'N' });
  });
  it('library errors exit 1 with their code, as text or as JSON', async () => {
    const text = await cli('analyze', '{3|');
    expect(text.code).toBe(1);
    expect(text.err).toMatch(/^partizan analyze: ParseError: /);
    const json = await cli('analyze', '{3|', '--json');
    expect(json.code).toBe(1);
    expect(JSON.parse(json.out).error.code).toBe('PARSE');
    const loopy = await cli('loopy', 'solve', '--rules', '{"r":0}', '--json');
    expect(loopy.code).toBe(1);
    expect(JSON.parse(loopy.out)).toEqual({ error: { code: 'RULES', name: 'RulesError', message: expect.stringMatching(/^rules\.r: /) } });
    const value = await cli('value', '(1|', '--json');
    expect(value.code).toBe(1);
    expect(typeof JSON.parse(value.out).error.code).toBe('string');
  });
});
