/** The registry of CLI subcommands: one import and one entry per command. */
import type { Command } from '../util.js';

export const commands: Command[] = [];
