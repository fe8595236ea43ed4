#!/usr/bin/env bash
# The tarball from `npm pack`, installed into an empty project, works with `import` and with
# `require`, its types check under TypeScript, and its `partizan` command runs (and stops on
# Ctrl-C with exit 130). The entry points are checked under their names and under the old names
# kept one release as deprecated aliases (partizan/loopy = partizan/chopsticks-played,
# partizan/rulesets = its old exports of partizan/games, partizan/loopy-values = part of partizan), which must give
# the very same objects. `npm pack` builds first (the `prepare` script, which `npm ci` runs too),
# so this works in a fresh clone.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$root"
tarball="$(npm pack --silent --pack-destination "$work" | tail -n 1)"
cd "$work"
# never an empty package: the built entry points and the command are in the tarball
listing="$(tar -tzf "$tarball")"
for f in package/dist/index.js package/dist/index.cjs package/dist/index.d.ts package/dist/cli.cjs package/dist/cli-worker.cjs \
  package/dist/chopsticks.js package/dist/chopsticks-variants.js package/dist/chopsticks-variants.cjs package/dist/chopsticks-played.js package/dist/chopsticks-played.cjs package/dist/games.js package/dist/games.cjs \
  package/dist/loopy.d.ts package/dist/loopy.d.cts package/dist/rulesets.js package/dist/rulesets.cjs package/dist/loopy-values.js package/dist/loopy-values.cjs \
  package/dist/prove.js package/dist/prove.cjs \
  package/dist/domineering-worker.js package/dist/domineering-worker.cjs package/dist/table2-worker.js package/dist/table2-worker.cjs \
  package/dist/outcome-worker.js package/dist/outcome-worker.cjs package/dist/impartial-worker.js package/dist/impartial-worker.cjs \
  package/README.md package/LICENSE package/docs/README.md package/docs/img/site-calculator.png; do
  grep -qx "$f" <<<"$listing" || { echo "pack smoke test: $f is missing from $tarball" >&2; exit 1; }
done
npm init -y >/dev/null
npm install --silent --no-audit --no-fund "./$tarball" "fast-check@$(node -p "require('$root/node_modules/fast-check/package.json').version")" "typescript@$(node -p "require('$root/node_modules/typescript/package.json').version")" >/dev/null
cat > esm.mjs <<'JS'
import { game, zero, star, up } from 'partizan';
import { arbitraryGame } from 'partizan/testing';
if (game([zero], [zero]) !== star) throw new Error('ESM: {0|0} is not *');
if (typeof arbitraryGame !== 'function') throw new Error('ESM: partizan/testing');
console.log('esm ok', String(up));
// the worker threads load from the installed package (dist/domineering-worker.js, table2-worker.js, outcome-worker.js)
const { domineeringValueAsync, domineeringValue } = await import('partizan/games');
if ((await domineeringValueAsync('...|...|...', { threads: 2 })) !== domineeringValue('...|...|...')) throw new Error('ESM: Domineering on threads');
const { Table2Sweep, outcomeTableParallel, outcomeTable } = await import('partizan/chopsticks');
const sweep = new Table2Sweep(300, { threads: 2, parallelFrom: 50 });
await sweep.runAsync();
if (String(sweep.value(12)) !== '+-{0|^[2]}') throw new Error('ESM: Table 2 on threads');
const par = await outcomeTableParallel(3, 4, { threads: 2 });
if (par.outcomeAt(3, 5) !== outcomeTable(3, 4).outcomeAt(3, 5)) throw new Error('ESM: outcome table on threads');
// the two-thread nim values (dist/impartial-worker.js): even and odd heaps of 0.16 side by side
const { NimSequence, extendParallel, nimSequence } = await import('partizan');
const nim = await extendParallel(new NimSequence('0.16'), 5000, { threads: 2, warmUp: 1000 });
if (nim.at(5000) !== nimSequence('0.16', 5000)[5000]) throw new Error('ESM: nim values on threads');
console.log('esm threads ok');
// new names and the deprecated old ones: the same objects
const root = await import('partizan');
const played = await import('partizan/chopsticks-played');
const games = await import('partizan/games');
if ((await import('partizan/loopy')).solveLoopy !== played.solveLoopy) throw new Error('ESM: partizan/loopy is not partizan/chopsticks-played');
if ((await import('partizan/rulesets')).domineeringValue !== games.domineeringValue) throw new Error('ESM: partizan/rulesets is not partizan/games');
const lv = await import('partizan/loopy-values');
if (lv.UPON !== root.UPON || lv.outcomeClass !== root.outcomeClass || lv.parseLoopy !== root.parseLoopy) throw new Error('ESM: partizan/loopy-values is not in partizan');
if (played.solveLoopy('normal').summary().positions !== 204) throw new Error('ESM: chopsticks-played');
// sums of positions and games are read by the root; the loopy variants are their own entry
if (String(root.valueOfExpression('((1|1)_3) + ^')) !== '^*') throw new Error('ESM: valueOfExpression');
const variants = await import('partizan/chopsticks-variants');
const roll = variants.VARIANTS.rollover;
if (variants.variantResult(variants.variantPosition([2], [1], 4, roll), roll).value !== root.UPON) throw new Error('ESM: chopsticks-variants');
console.log('esm entry points ok (new names and deprecated aliases)');
JS
cat > cjs.cjs <<'JS'
const { game, zero, star, up } = require('partizan');
if (game([zero], [zero]) !== star) throw new Error('CJS: {0|0} is not *');
console.log('cjs ok', String(up));
const { domineeringValueAsync, domineeringValue } = require('partizan/games');
if (require('partizan/rulesets').domineeringValue !== domineeringValue) throw new Error('CJS: partizan/rulesets is not partizan/games');
if (require('partizan/loopy').solveLoopy !== require('partizan/chopsticks-played').solveLoopy) throw new Error('CJS: partizan/loopy is not partizan/chopsticks-played');
if (require('partizan/loopy-values').UPON !== require('partizan').UPON) throw new Error('CJS: partizan/loopy-values is not in partizan');
domineeringValueAsync('...|...|...', { threads: 2 }).then((v) => {
  if (v !== domineeringValue('...|...|...')) throw new Error('CJS: Domineering on threads');
  console.log('cjs threads ok');
});
JS
# types.cts is a CommonJS consumer (resolves the .d.cts types), types.mts an ES module consumer (.d.ts)
for ext in cts mts; do
cat > "types.$ext" <<'JS'
import { game, zero, type Game, type Comparison } from 'partizan';
import { parsePosition, value } from 'partizan/chopsticks';
import { solveLoopy } from 'partizan/chopsticks-played';
import { domineeringValue } from 'partizan/games';
import { solveLoopy as oldSolve } from 'partizan/loopy';
import { domineeringValue as oldValue } from 'partizan/rulesets';
import { UPON } from 'partizan/loopy-values';
import { UPON as upon } from 'partizan';
const same: boolean = oldSolve === solveLoopy && oldValue === domineeringValue && UPON === upon;
const g: Game = game([zero], []);
const c: Comparison = g.compare(zero);
const v: Game = value(parsePosition('(1|1)_12'));
console.log(c, v.toString(), solveLoopy('normal').summary().positions, domineeringValue('..').toString(), same);
JS
done
cat > tsconfig.json <<'JS'
{ "compilerOptions": { "strict": true, "module": "NodeNext", "moduleResolution": "NodeNext", "target": "ES2022", "noEmit": true, "skipLibCheck": false }, "files": ["types.cts", "types.mts"] }
JS
node esm.mjs
node cjs.cjs
npx tsc -p tsconfig.json
# the command of the installed package: --version prints the packed version, value computes
test "$(npx --no-install partizan --version)" = "$(node -p "require('$root/package.json').version")"
test "$(npx --no-install partizan value '(1|1)_3')" = '*'
# Ctrl-C during a long command: exit 130 within a second (the command runs on a worker thread)
./node_modules/.bin/partizan value '(1^5|1^5)_6' 2>/dev/null &
pid=$!
sleep 3
t0=$(date +%s%N)
kill -INT "$pid"
set +e
wait "$pid"
code=$?
set -e
ms=$(( ($(date +%s%N) - t0) / 1000000 ))
test "$code" = 130 || { echo "pack smoke test: Ctrl-C gave exit $code, not 130" >&2; exit 1; }
test "$ms" -lt 1000 || { echo "pack smoke test: Ctrl-C took $ms ms to stop the command" >&2; exit 1; }
echo "pack smoke test: Ctrl-C stopped the command in $ms ms (exit 130)"
echo "pack smoke test: import, require, types (CommonJS and ESM consumers), entry points old and new, threads, and the partizan command ok"
