/**
 * `partizan thermograph '<game>' [--svg FILE] [--json] [--width N]`: stops, mean, temperature
 * and the walls' breakpoints of a game in CGSuite notation; optionally its thermograph as SVG.
 */
import { output } from '../util.js';
import { intFlag, stringFlag } from '../define.js';
import { gameCommand } from './game-command.js';
import { type Game, stops, thermograph, type Trajectory, thermographSvg, dyString } from '../../index.js';

const DESCRIPTION = `Prints the left and right stops, the mean, the temperature and the breakpoints of both walls
(CGSuite's generalized thermograph, from temperature -1).`;

/** A wall as `value@temperature` breakpoints, then how it continues above the last one. */
function wallText(w: Trajectory): string {
  const pts = w.knots.map((k) => `${k.v.toFraction()} at t=${k.t.toFraction()}`).join(', ');
  const s = w.slope.toFraction();
  return `${pts}; ${s === '0' ? 'vertical above' : `slope ${s} above`}`;
}

function wallJson(w: Trajectory): { breakpoints: Array<{ t: string; value: string }>; finalSlope: string } {
  return { breakpoints: w.knots.map((k) => ({ t: k.t.toFraction(), value: k.v.toFraction() })), finalSlope: w.slope.toFraction() };
}

/** The text or JSON report of `partizan thermograph` for a game. */
export function thermographReport(g: Game, json: boolean): string {
  const th = thermograph(g);
  const st = stops(g);
  const [left, right] = [dyString(st.left), dyString(st.right)];
  const [mean, temperature] = [th.mastValue.toFraction(), th.temperatureFraction.toFraction()];
  if (json) {
    const walls = { leftWall: wallJson(th.leftWall), rightWall: wallJson(th.rightWall) };
    return JSON.stringify({ game: String(g), leftStop: left, rightStop: right, mean, temperature, ...walls }, null, 2);
  }
  const walls = { 'left wall': wallText(th.leftWall), 'right wall': wallText(th.rightWall) };
  const rows = { game: String(g), 'left stop': left, 'right stop': right, mean, temperature, ...walls };
  return Object.entries(rows).map(([k, v]) => `${k.padEnd(12)} ${v}`).join('\n');
}

export const thermographCommand = gameCommand({
  name: 'thermograph',
  summary: 'stops, mean, temperature and walls of a game; --svg draws it',
  description: DESCRIPTION,
  flags: {
    svg: { type: 'string', value: 'FILE', help: "also write the thermograph as SVG to FILE ('-' for standard output)" },
    width: { type: 'int', default: 480, min: 100, max: 10000, help: 'width of the SVG in pixels' },
    json: { type: 'boolean', format: true, help: 'print the analysis as JSON' },
    'full-labels': { type: 'boolean', help: "put the game's whole text in the SVG's title (default: cut to 120 characters)" },
  },
  run(g, p) {
    const svg = stringFlag(p, 'svg');
    const width = intFlag(p, 'width');
    if (svg !== undefined) output(thermographSvg(g, { width, fullLabels: p.flags.has('full-labels') }), svg);
    if (svg !== '-') output(thermographReport(g, p.flags.has('json')));
  },
});
