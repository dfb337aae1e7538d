// Sliding-window arithmetic shared by the abuse limits: how many events fall in the window, and how long until
// enough of them leave it for a limit to open again.

/** Events at or after now - windowMs count; later ones (clock skew between servers) count too. */
export function eventsInWindow(events: readonly Date[], windowMs: number, now: Date): number[] {
  const from = now.getTime() - windowMs;
  return events.map((e) => e.getTime()).filter((t) => t > from).sort((a, b) => a - b);
}

/**
 * Seconds until fewer than `limit` events remain in the window (at least 1), or 0 when there already are.
 * With n >= limit events sorted oldest first, the limit opens when event n - limit leaves the window.
 */
export function secondsUntilBelow(events: readonly Date[], limit: number, windowMs: number, now: Date): number {
  const inWindow = eventsInWindow(events, windowMs, now);
  if (inWindow.length < limit) return 0;
  const opensAt = inWindow[inWindow.length - limit]! + windowMs;
  return Math.max(1, Math.ceil((opensAt - now.getTime()) / 1000));
}
