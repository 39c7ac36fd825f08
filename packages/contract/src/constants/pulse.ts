// Schema-free: the web app's first screen imports these without evaluating zod (docs/decisions/0018).
/** `ready`: today's build, up to date. `preparing`: an older build (or none) while today's is made. */
export const PULSE_STATUSES = ['ready', 'preparing'] as const;
/** The Pulse always covers today in the engaging tone. */
export const PULSE_PERIOD = 'today';
export const PULSE_TONE = 'engaging';

/** Sizes of each section, so the page stays a morning read rather than a feed. */
export const PULSE_LIMITS = {
  trending: 6,
  suggested: 6,
  highlights: 8,
  alerts: 10,
  recentSummaries: 3,
} as const;

export const HIGHLIGHT_NOTE_MAX = 500;
export const HIGHLIGHT_TEXT_MAX = 3000;

export const PULSE_MESSAGES = {
  highlightNotFound: 'Highlight not found',
  noteTooLong: `Notes must be at most ${HIGHLIGHT_NOTE_MAX} characters`,
} as const;
