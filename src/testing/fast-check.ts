/**
 * Loads the optional peer dependency fast-check for `partizan/testing`, so that importing the
 * subpath without fast-check installed fails at once with a {@link MissingPeerError} that says
 * what to install, instead of a bare "Cannot find module" from deep inside the package.
 *
 * The module is loaded synchronously through `createRequire` from this file's URL, so both builds
 * (ES module and CommonJS, where the bundler's shims provide `import.meta.url`) report the same
 * error at import time.
 */
import { createRequire } from 'node:module';
import type * as FastCheck from 'fast-check';
import { clip, PartizanError } from '../engine/errors.js';

/** An optional peer dependency that a subpath of the package needs is not installed. */
export class MissingPeerError extends PartizanError {
  override name = 'MissingPeerError';
  override readonly code: string = 'MISSING_PEER';
  /** The missing package's name. */
  readonly packageName: string;
  /** @internal */
  constructor(packageName: string, cause: unknown) {
    super(
      `partizan/testing needs the optional peer dependency ${packageName}, which is not installed: ` +
        `install it with \`npm install --save-dev ${packageName}\` (cause: ${clip(clip((cause as Error)?.message ?? cause, 10000).split('\n')[0]!, 120)})`,
    );
    this.packageName = packageName;
  }
}

/** The fast-check module's type. */
export type FastCheckModule = typeof FastCheck;

/** True when `e` is Node's "module not found" for `name` itself (not for one of its own imports). */
function isMissing(e: unknown, name: string): boolean {
  const err = e as { code?: string; message?: string } | undefined;
  if (!err || (err.code !== 'MODULE_NOT_FOUND' && err.code !== 'ERR_MODULE_NOT_FOUND')) return false;
  return typeof err.message === 'string' && err.message.includes(`'${name}'`);
}

/**
 * Loads fast-check with `load` (default: Node's require), turning "not installed" into a
 * {@link MissingPeerError}; any other failure is passed on unchanged.
 * @internal `load` is injectable so the missing case can be tested.
 */
export function loadFastCheck(load: (name: string) => unknown = defaultLoad): FastCheckModule {
  try {
    return load('fast-check') as FastCheckModule;
  } catch (e) {
    if (isMissing(e, 'fast-check')) throw new MissingPeerError('fast-check', e);
    throw e;
  }
}

function defaultLoad(name: string): unknown {
  return createRequire(import.meta.url)(name);
}
