/** The registry of CLI subcommands: one import and one entry per command. */
import type { Command } from '../util.js';
import { loopyCommand } from './loopy.js';
import { analyzeCommand, treeCommand } from './analyze.js';
import { thermographCommand } from './thermograph.js';

export const commands: Command[] = [loopyCommand, thermographCommand, analyzeCommand, treeCommand];
