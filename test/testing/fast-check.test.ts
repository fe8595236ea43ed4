/**
 * `partizan/testing` without fast-check installed: importing it must say to install fast-check.
 * The missing module is simulated with the injectable loader, throwing what Node throws for a
 * package that is not installed (code MODULE_NOT_FOUND, "Cannot find module 'fast-check'").
 */
import { describe, expect, it } from 'vitest';
import { loadFastCheck, MissingPeerError } from '../../src/testing/fast-check.js';
import { PartizanError } from '../../src/engine/errors.js';

function notInstalled(name: string): never {
  const e = new Error(`Cannot find module '${name}'\nRequire stack:\n- /somewhere/dist/testing.cjs`) as Error & { code: string };
  e.code = 'MODULE_NOT_FOUND';
  throw e;
}

describe('partizan/testing without fast-check', () => {
  it('a missing fast-check is a MissingPeerError that says to install it', () => {
    let err: unknown;
    try {
      loadFastCheck(notInstalled);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(MissingPeerError);
    expect(err).toBeInstanceOf(PartizanError);
    expect((err as MissingPeerError).code).toBe('MISSING_PEER');
    expect((err as MissingPeerError).packageName).toBe('fast-check');
    expect((err as Error).message).toContain('npm install --save-dev fast-check');
  });
  it('the ES module form of the error (ERR_MODULE_NOT_FOUND) is recognised too', () => {
    const esm = (): never => {
      const e = new Error("Cannot find package 'fast-check' imported from /x/dist/testing.js") as Error & { code: string };
      e.code = 'ERR_MODULE_NOT_FOUND';
      throw e;
    };
    expect(() => loadFastCheck(esm)).toThrow(MissingPeerError);
  });
  it('another failure (a module fast-check itself fails to load) is passed on unchanged', () => {
    const broken = (): never => {
      const e = new Error("Cannot find module 'pure-rand'") as Error & { code: string };
      e.code = 'MODULE_NOT_FOUND';
      throw e;
    };
    expect(() => loadFastCheck(broken)).toThrow(/pure-rand/);
    expect(() => loadFastCheck(broken)).not.toThrow(MissingPeerError);
  });
  it('with fast-check installed, the default loader gives the real module', () => {
    const fc = loadFastCheck();
    expect(typeof fc.assert).toBe('function');
    expect(typeof fc.property).toBe('function');
  });
});
