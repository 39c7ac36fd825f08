/**
 * Query keys that more than one feature reads or refreshes: a keyword change refreshes the Pulse's
 * alerts and the settings' keyword list, and sign-in seeds the settings. They live here so those
 * features never import each other.
 */
export const pulseQueryKey = ['pulse'] as const;
export const settingsQueryKey = ['settings'] as const;
