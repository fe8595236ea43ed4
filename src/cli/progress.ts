/**
 * What the two threads of the `partizan` command share without the library: the messages the
 * command's thread posts to the host (cli/host.ts), and the progress line the host (or, in-process,
 * the command) draws on a terminal. Imports nothing, so the host stays small.
 */

/** The messages a command's thread posts to the host. */
export type HostMessage =
  | { t: 'out'; fd: 1 | 2; data: string | Uint8Array }
  | { t: 'progress'; label: string; done: number; total?: number | undefined; unit?: string | undefined }
  | { t: 'progress-end' }
  | { t: 'stdin' }
  | { t: 'busy'; what: string | undefined };

/**
 * Draws one progress line on standard error (a terminal): a bar with the share done and an
 * estimate of the time left when the total is known, else a count of what was done so far with the
 * time spent. Redraws when the percentage changes or a quarter second has passed.
 */
export class ProgressLine {
  private readonly start = performance.now();
  private lastPct = -1;
  private lastAt = 0;
  private drawn = false;

  constructor(private readonly write: (text: string) => void) {}

  /** Draws `done` of `total` (or of an unknown total) units of `label`. */
  draw(label: string, done: number, total?: number, unit?: string): void {
    const now = performance.now();
    const elapsed = (now - this.start) / 1000;
    const u = unit ? ` ${unit}` : '';
    if (total === undefined || !(total > 0)) {
      if (now - this.lastAt < 250) return;
      this.lastAt = now;
      this.drawn = true;
      this.write(`\r${label}: ${done.toLocaleString('en-US')}${u} so far (${formatSeconds(elapsed)})   `);
      return;
    }
    const pct = Math.min(100, Math.floor((100 * done) / total));
    if (pct === this.lastPct && done < total && now - this.lastAt < 250) return;
    this.lastPct = pct;
    this.lastAt = now;
    this.drawn = true;
    const width = 30;
    const fill = Math.round((width * pct) / 100);
    // the ETA assumes the rest goes at the pace so far (honest when `done/total` is proportional to work)
    const eta = done > 0 && done < total && elapsed > 1 ? `, about ${formatSeconds((elapsed * (total - done)) / done)} left` : '';
    this.write(`\r${label} [${'#'.repeat(fill)}${'.'.repeat(width - fill)}] ${pct}% (${done.toLocaleString('en-US')}/${total.toLocaleString('en-US')}${u}${eta})   `);
    if (done >= total) this.end();
  }

  /** Ends the line (a newline) if anything was drawn. */
  end(): void {
    if (!this.drawn) return;
    this.drawn = false;
    this.lastPct = -1;
    this.write('\n');
  }
}

/** Seconds as `42s`, `3m 05s` or `1h 02m`. */
export function formatSeconds(t: number): string {
  const s = Math.round(t);
  if (s < 60) return `${s}s`;
  if (s < 3600) return `${Math.floor(s / 60)}m ${String(s % 60).padStart(2, '0')}s`;
  return `${Math.floor(s / 3600)}h ${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}m`;
}
