/** Small helpers shared by the SVG pictures of the chopsticks commands. */

/** The library's one `escapeXml`, re-exported for the commands' pictures. */
export { escapeXml } from '../../index.js';

/** The colour of an outcome class in the pictures. */
export function outcomeColour(o: string): string {
  return o === 'L' ? '#9ec5fe' : o === 'R' ? '#f8a5a5' : o === 'N' ? '#fde68a' : '#d1d5db';
}
