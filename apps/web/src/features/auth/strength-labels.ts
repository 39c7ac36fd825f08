import type { StrengthLabel } from '@socialpulse/contract';

/** The contract's English labels to translation keys. */
export const STRENGTH_KEYS = {
  'Very Weak': 'strength.veryWeak',
  Weak: 'strength.weak',
  Medium: 'strength.medium',
  Strong: 'strength.strong',
  'Very Strong': 'strength.veryStrong',
} as const satisfies Record<StrengthLabel, string>;

/** Colour per score: red for the weakest through green for all five criteria. */
export const STRENGTH_COLOURS = [
  'bg-danger',
  'bg-danger',
  'bg-orange-500',
  'bg-amber-500',
  'bg-lime-600',
  'bg-success',
] as const;
