/** XML escaping, the one place the library escapes text for SVG (every picture's module uses it). */

import { kindError } from './guard.js';

/** Escapes `& < > " '` for XML text and attribute values. */
export function escapeXml(s: string): string {
  if (typeof s !== 'string') throw kindError('escapeXml', 's', 'a string', s);
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}
