/** Small helpers shared by the SVG pictures of the chopsticks commands. */

/** Escapes text for XML. */
export function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The colour of an outcome class in the pictures. */
export function outcomeColour(o: string): string {
  return o === 'L' ? '#9ec5fe' : o === 'R' ? '#f8a5a5' : o === 'N' ? '#fde68a' : '#d1d5db';
}
