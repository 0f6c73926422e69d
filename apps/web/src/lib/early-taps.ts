/** Buttons tapped on the prerendered page before hydration, kept by `public/early-taps.js`. */
declare global {
  interface Window {
    /** null once the app has taken over, so a late `early-taps.js` does not start keeping taps. */
    __earlyTaps?: HTMLButtonElement[] | null;
  }
}

/** Stops keeping taps: from now on React handles them. */
export function stopKeepingEarlyTaps(): void {
  window.__earlyTaps = null;
}

/**
 * Replays, in order, the taps kept before hydration, then stops keeping them. Hydration adopts the
 * prerendered elements, so the same buttons now carry React's handlers.
 */
export function replayEarlyTaps(): void {
  const taps = window.__earlyTaps ?? [];
  stopKeepingEarlyTaps();
  for (const button of taps) if (button.isConnected) button.click();
}
