#!/usr/bin/env bash
# The tarball from `npm pack`, installed into an empty project, works with `import` and with
# `require`, its types check under TypeScript, and its `partizan` command runs. `npm pack` builds
# first (the `prepare` script, which `npm ci` runs too), so this works in a fresh clone.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$root"
tarball="$(npm pack --silent --pack-destination "$work" | tail -n 1)"
cd "$work"
# never an empty package: the built entry points and the command are in the tarball
listing="$(tar -tzf "$tarball")"
for f in package/dist/index.js package/dist/index.cjs package/dist/index.d.ts package/dist/cli.cjs package/dist/domineering-worker.js package/dist/domineering-worker.cjs package/README.md package/LICENSE package/docs/README.md package/docs/img/site-calculator.png; do
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
// the worker threads load from the installed package (dist/domineering-worker.js)
const { domineeringValueAsync, domineeringValue } = await import('partizan/rulesets');
if ((await domineeringValueAsync('...|...|...', { threads: 2 })) !== domineeringValue('...|...|...')) throw new Error('ESM: Domineering on threads');
console.log('esm threads ok');
JS
cat > cjs.cjs <<'JS'
const { game, zero, star, up } = require('partizan');
if (game([zero], [zero]) !== star) throw new Error('CJS: {0|0} is not *');
console.log('cjs ok', String(up));
const { domineeringValueAsync, domineeringValue } = require('partizan/rulesets');
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
import { solveLoopy } from 'partizan/loopy';
import { domineeringValue } from 'partizan/rulesets';
const g: Game = game([zero], []);
const c: Comparison = g.compare(zero);
const v: Game = value(parsePosition('(1|1)_12'));
console.log(c, v.toString(), solveLoopy('normal').summary().positions, domineeringValue('..').toString());
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
echo "pack smoke test: import, require, types (CommonJS and ESM consumers) and the partizan command ok"
