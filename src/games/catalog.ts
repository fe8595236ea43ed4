/**
 * The catalog: every game in the registry, and lookup by name. A new game adds its descriptor
 * (from its own folder) to {@link GAMES}, and nothing else.
 *
 * Invariant: names are unique (see `registry.ts`); checked below when this module is loaded.
 */
import { domineeringGame } from './domineering/descriptor.js';
import { dawsonsKaylesGame, grundysGame, kaylesGame, nimGame, octalGame, officersGame } from './heap-games/descriptor.js';
import { simpleChopsticksGame } from './simple-chopsticks/descriptor.js';
import { chopsticksPlayedGame } from './chopsticks-played/descriptor.js';
import { toadsFrogsGame, backslidingToadsFrogsGame } from './toads-frogs/descriptor.js';
import { clobberGames } from './clobber/descriptor.js';
import { konaneGame } from './konane/descriptor.js';
import { amazonsGame } from './amazons/descriptor.js';
import { cramGame } from './cram/descriptor.js';
import { topplingDominoesGame } from './toppling-dominoes/descriptor.js';
import { cutcakeGame } from './cutcake/descriptor.js';
import { snortGame, snortGridGame } from './snort/descriptor.js';
import { colGame, colGridGame } from './col/descriptor.js';
import { nodeKaylesGame } from './node-kayles/descriptor.js';
import { hackenbushGraphGame } from './hackenbush/graph-descriptor.js';
import { foxAndGeeseGame, ceyloneseFoxAndGeeseGame } from './fox-and-geese/descriptor.js';
import { type AnyGameDescriptor, foldGameName, UnknownGameError } from './registry.js';
import { requirePlayer, runOptions } from './guard.js';

/**
 * A descriptor whose `value` reads only well-formed options and whose `moves` takes only a player
 * (`'L'` or `'R'`): every entry of the registry checks these at the door, whatever its own code
 * checks of the position.
 */
function atTheDoor(d: AnyGameDescriptor): AnyGameDescriptor {
  return {
    ...d,
    value: (p, opts) => d.value(p, runOptions(opts, `${d.id}.value`)),
    moves: (p, player) => d.moves(p, requirePlayer(player, `${d.id}.moves`)),
  };
}

/** Every game the library knows, in the order `partizan games` lists them. */
export const GAMES: readonly AnyGameDescriptor[] = ([
  domineeringGame,
  simpleChopsticksGame,
  chopsticksPlayedGame,
  toadsFrogsGame,
  backslidingToadsFrogsGame,
  ...clobberGames,
  konaneGame,
  amazonsGame,
  cramGame,
  topplingDominoesGame,
  cutcakeGame,
  nimGame,
  kaylesGame,
  dawsonsKaylesGame,
  officersGame,
  grundysGame,
  octalGame,
  snortGame,
  snortGridGame,
  colGame,
  colGridGame,
  nodeKaylesGame,
  hackenbushGraphGame,
  foxAndGeeseGame,
  ceyloneseFoxAndGeeseGame,
] as AnyGameDescriptor[]).map(atTheDoor);

const byName = new Map<string, AnyGameDescriptor>();
for (const d of GAMES) {
  for (const n of [d.id, d.name, ...(d.aliases ?? [])]) {
    const k = foldGameName(n);
    const other = byName.get(k);
    if (other !== undefined && other !== d) throw new Error(`the games ${other.id} and ${d.id} share the name ${n}`);
    byName.set(k, d);
  }
}

/**
 * The game called `name` (its id, its name or an alias; case, spaces, hyphens and apostrophes do
 * not matter: `'toads and frogs'`, `'Toads-and-Frogs'`).
 * @throws UnknownGameError listing the games.
 */
export function findGame(name: string): AnyGameDescriptor {
  const d = typeof name === 'string' ? byName.get(foldGameName(name)) : undefined;
  if (d === undefined) throw new UnknownGameError(String(name), GAMES.map((g) => g.id));
  return d;
}
