/** XML escaping, the one place the library escapes text for SVG (every picture's module uses it). */

/** Escapes `& < > " '` for XML text and attribute values. */
export function escapeXml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}
