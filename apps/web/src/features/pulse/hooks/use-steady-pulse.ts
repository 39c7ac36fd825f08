import type { Pulse } from '@socialpulse/contract';
import { useState } from 'react';

/**
 * Whether a new answer may replace the Pulse on screen: always while nothing real is shown or
 * today's is still being prepared (the banner says it is coming), and for the same build (a
 * highlight saved, an alert read). A different build of a Pulse already shown ready is held: the
 * reader's page does not reorder under them.
 */
export function mayReplace(shown: Pulse | undefined, incoming: Pulse | undefined): boolean {
  if (shown === undefined || incoming === undefined) return true;
  if (shown.status !== 'ready') return true;
  return incoming.builtAt === shown.builtAt;
}

/** The shown build with the saved state and feedback the newer answer carries for its highlights. */
function withMarksOf(shown: Pulse, incoming: Pulse): Pulse {
  const marks = new Map(incoming.highlights.map((h) => [h.id, h]));
  return {
    ...shown,
    highlights: shown.highlights.map((h) => {
      const newer = marks.get(h.id);
      return newer ? { ...h, savedState: newer.savedState, feedback: newer.feedback } : h;
    }),
  };
}

/**
 * The Pulse as the page shows it: steady for a given build. A newer build waits in `held` until
 * the reader asks for it (`showHeld`) or comes back to the page.
 */
export function useSteadyPulse(data: Pulse | undefined): {
  data: Pulse | undefined;
  held: Pulse | undefined;
  showHeld: () => void;
} {
  const [seen, setSeen] = useState(data);
  const [shown, setShown] = useState(data);
  const [held, setHeld] = useState<Pulse | undefined>(undefined);
  // Worked out while rendering (React's pattern for state that follows a prop), not in an effect:
  // the page never paints the newer build first.
  if (data !== seen) {
    setSeen(data);
    if (mayReplace(shown, data)) {
      setShown(data);
      setHeld(undefined);
    } else if (shown !== undefined && data !== undefined) {
      setShown(withMarksOf(shown, data));
      setHeld(data);
    }
  }
  return {
    data: data !== seen && mayReplace(shown, data) ? data : shown,
    held,
    showHeld: () => {
      if (held === undefined) return;
      setShown(held);
      setHeld(undefined);
    },
  };
}
