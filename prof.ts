import './src/index.js';
import { cramSolver, parseCram, cramBits } from './src/games/cram/index.js';
const s = cramSolver();
const c0 = process.cpuUsage();
const v = s.value(cramBits(parseCram(process.argv[2]!))!);
console.log(v, (process.cpuUsage(c0).user / 1000).toFixed(0), 'ms cpu', s.size);
