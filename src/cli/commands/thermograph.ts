/**
 * `partizan thermograph '<game>' [--svg FILE] [--json] [--width N]`: stops, mean, temperature
 * and the walls' breakpoints of a game in CGSuite notation; optionally its thermograph as SVG.
 */
import { type Command, intFlag, output } from '../util.js';
import { gameCommand, svgFlag } from './game-command.js';
import { stops } from '../../engine/properties.js';
import type { Game } from '../../engine/game.js';
import { thermograph, type Trajectory } from '../../analysis/thermograph.js';
import { thermographSvg } from '../../analysis/svg.js';
import { dyString } from '../../engine/dyadic.js';

const HELP = `usage: partizan thermograph '<game>' [options]

  prints the left and right stops, the mean, the temperature and the breakpoints of both walls
  (CGSuite's generalized thermograph, from temperature -1)

  --svg FILE     also write the thermograph as SVG to FILE ('-' for standard output)
  --width N      width of the SVG in pixels (default 480)
  --full-labels  put the game's whole text in the SVG's title (default: cut to 120 characters)
  --json         print the analysis as JSON
`;

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
  if (json) {
    return JSON.stringify(
      {
        game: String(g),
        leftStop: dyString(st.left),
        rightStop: dyString(st.right),
        mean: th.mastValue.toFraction(),
        temperature: th.temperatureFraction.toFraction(),
        leftWall: wallJson(th.leftWall),
        rightWall: wallJson(th.rightWall),
      },
      null,
      2,
    );
  }
  return [
    `game         ${String(g)}`,
    `left stop    ${dyString(st.left)}`,
    `right stop   ${dyString(st.right)}`,
    `mean         ${th.mastValue.toFraction()}`,
    `temperature  ${th.temperatureFraction.toFraction()}`,
    `left wall    ${wallText(th.leftWall)}`,
    `right wall   ${wallText(th.rightWall)}`,
  ].join('\n');
}

export const thermographCommand: Command = gameCommand({
  name: 'thermograph',
  summary: 'stops, mean, temperature and walls of a game; --svg draws it',
  help: HELP,
  valued: ['svg', 'width'],
  boolean: ['json', 'full-labels'],
  run(g, p) {
    const svg = svgFlag(p);
    const width = intFlag(p, 'width', 480, 100, 10000);
    if (svg !== undefined) output(thermographSvg(g, { width, fullLabels: p.flags.has('full-labels') }), svg);
    if (svg !== '-') output(thermographReport(g, p.flags.has('json')));
  },
});
