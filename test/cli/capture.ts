/** Runs a CLI command in-process and captures what it writes to standard output. */
import { vi } from 'vitest';
import type { Command } from '../../src/cli/define.js';

export async function capture(cmd: Command, args: string[]): Promise<{ code: number; out: string }> {
  let out = '';
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((s: string | Uint8Array) => {
    out += String(s);
    return true;
  });
  try {
    const code = await cmd.run(args);
    return { code, out };
  } finally {
    spy.mockRestore();
  }
}
