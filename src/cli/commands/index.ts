/** The registry of CLI subcommands: one import and one entry per command. */
import type { Command } from '../define.js';
import { loopyCommand } from './loopy.js';
import { valueCommand } from './value.js';
import { table1Command } from './table1.js';
import { table2Command } from './table2.js';
import { paperCommand } from './paper.js';
import { analyzeCommand, treeCommand } from './analyze.js';
import { thermographCommand } from './thermograph.js';
import { octalCommand } from './octal.js';
import { misereCommand } from './misere.js';
import { proveCommand } from './prove.js';
import { gamesCommand } from './games.js';

export const commands: Command[] = [loopyCommand, valueCommand, table1Command, table2Command, paperCommand, thermographCommand, analyzeCommand, treeCommand, misereCommand, octalCommand, proveCommand, gamesCommand];
