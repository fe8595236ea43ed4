#!/usr/bin/env bash
# The tarball from `npm pack`, installed into an empty project, works with `import` and with
# `require`, and its types check under TypeScript. Run after `npm run build`.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$root"
tarball="$(npm pack --silent --pack-destination "$work" | tail -n 1)"
cd "$work"
npm init -y >/dev/null
npm install --silent --no-audit --no-fund "./$tarball" "fast-check@$(node -p "require('$root/node_modules/fast-check/package.json').version")" "typescript@$(node -p "require('$root/node_modules/typescript/package.json').version")" >/dev/null
cat > esm.mjs <<'JS'
import { game, zero, star, up } from 'partizan';
import { arbitraryGame } from 'partizan/testing';
if (game([zero], [zero]) !== star) throw new Error('ESM: {0|0} is not *');
if (typeof arbitraryGame !== 'function') throw new Error('ESM: partizan/testing');
console.log('esm ok', String(up));
JS
cat > cjs.cjs <<'JS'
const { game, zero, star, up } = require('partizan');
if (game([zero], [zero]) !== star) throw new Error('CJS: {0|0} is not *');
console.log('cjs ok', String(up));
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
echo "pack smoke test: import, require and types (CommonJS and ESM consumers) ok"
