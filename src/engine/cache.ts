/**
 * The one cache registry. Every memo table of the library (the intern tables excepted: they are
 * the values themselves) registers here with its name and an estimate of the memory one entry
 * takes, so that {@link clearCaches} empties them all and {@link cacheStats} reports them all.
 *
 * Invariant: clearing a cache never changes a result, only the time to recompute it. A registered
 * cache therefore holds only derived facts (a comparison, a sum, a solved position), never the
 * identity of a value.
 */
import { requireArray, requireShape } from './guard.js';

/** What a registered cache tells the registry. */
export interface CacheEntryInfo {
  /** A short unique name, such as `engine.compare` or `chopsticks.value`. */
  readonly name: string;
  /** What one entry holds, in words, for {@link cacheStats}. */
  readonly holds: string;
  /** An estimate of the bytes one entry takes (keys, value and the map's own overhead). */
  readonly bytesPerEntry: number;
  /** The number of entries now. */
  size(): number;
  /** Empties the cache. */
  clear(): void;
}

/** One row of {@link cacheStats}. */
export interface CacheStat {
  /** The cache's name. */
  readonly name: string;
  /** What one entry holds. */
  readonly holds: string;
  /** Entries now held. */
  readonly entries: number;
  /** Estimated bytes per entry. */
  readonly bytesPerEntry: number;
  /** `entries * bytesPerEntry`. */
  readonly estimatedBytes: number;
}

const registry = new Map<string, CacheEntryInfo>();

/**
 * Registers a cache (a second registration under the same name replaces the first).
 * @throws KindError when `info` lacks a field of {@link CacheEntryInfo} of the right kind.
 */
export function registerCache(info: CacheEntryInfo): void {
  requireShape(info, 'registerCache', 'info', 'a cache (name, holds, bytesPerEntry, size(), clear())', {
    name: 'string',
    holds: 'string',
    bytesPerEntry: 'number',
    size: 'function',
    clear: 'function',
  });
  registry.set(info.name, info);
}

/**
 * Empties every registered cache, or only those named in `names`. Values already returned stay
 * valid, and every later result is the same as before (only slower, until the caches refill).
 * @throws KindError when `names` is given and is not an array.
 */
export function clearCaches(names?: readonly string[]): void {
  if (names !== undefined) requireArray(names, 'clearCaches', 'names');
  for (const c of registry.values()) if (!names || names.includes(c.name)) c.clear();
}

/** The registered caches with their sizes and estimated memory. */
export function cacheStats(): CacheStat[] {
  return [...registry.values()].map((c) => {
    const entries = c.size();
    return { name: c.name, holds: c.holds, entries, bytesPerEntry: c.bytesPerEntry, estimatedBytes: entries * c.bytesPerEntry };
  });
}

/** Something with a size and a way to empty it: a solver's transposition table, say. */
export interface Clearable {
  /** Entries now held. */
  readonly size: number;
  /** Empties it. */
  clear(): void;
}

/**
 * Registers a kind of cache that lives in instances (each `Solver` has its own transposition
 * table, say) under one name, and returns the function each instance calls once, from its
 * constructor, to join it. The registry holds the instances weakly: an instance the program no
 * longer uses is collected as before. {@link cacheStats} sums the live instances' sizes and
 * {@link clearCaches} empties each of them.
 */
export function registerInstanceCache(name: string, holds: string, bytesPerEntry: number): (instance: Clearable) => void {
  const live = new Set<WeakRef<Clearable>>();
  const gone = new FinalizationRegistry<WeakRef<Clearable>>((ref) => live.delete(ref));
  const each = (f: (c: Clearable) => void): void => {
    for (const ref of live) {
      const c = ref.deref();
      if (c) f(c);
      else live.delete(ref);
    }
  };
  registerCache({
    name,
    holds,
    bytesPerEntry,
    size: () => {
      let n = 0;
      each((c) => (n += c.size));
      return n;
    },
    clear: () => each((c) => c.clear()),
  });
  return (instance) => {
    const ref = new WeakRef(instance);
    live.add(ref);
    gone.register(instance, ref);
  };
}

/**
 * A `Map` with a bound on its number of entries, registered under `name`. When full it is
 * emptied before the next insertion (cheap, and every entry can be recomputed), so its memory
 * never exceeds `maxEntries * bytesPerEntry` by much.
 */
export class BoundedCache<K, V> {
  private readonly map = new Map<K, V>();

  /** A cache of at most `maxEntries` entries, registered with the registry. */
  constructor(
    name: string,
    holds: string,
    bytesPerEntry: number,
    /** The bound on the number of entries. */
    public maxEntries: number,
  ) {
    registerCache({ name, holds, bytesPerEntry, size: () => this.map.size, clear: () => this.map.clear() });
  }

  /** The entry for `k`, or undefined. */
  get(k: K): V | undefined {
    return this.map.get(k);
  }

  /** Stores `v` for `k`, emptying the cache first when it is full. */
  set(k: K, v: V): void {
    if (this.map.size >= this.maxEntries && !this.map.has(k)) this.map.clear();
    this.map.set(k, v);
  }

  /** Entries now held. */
  get size(): number {
    return this.map.size;
  }

  /** Empties the cache. */
  clear(): void {
    this.map.clear();
  }
}
