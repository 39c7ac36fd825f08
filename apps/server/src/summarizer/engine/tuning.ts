/**
 * The engine's few numeric choices in one place. Values were set on the first half of each eval
 * set and confirmed on the second half (`npm run eval -- --half 1|2`); see data/eval/README.md.
 * Chats and documents get their own ranking settings because their units differ: a chat turn is
 * short and its order tells the story, a sentence of an article is long and its position tells
 * how important the writer thought it was.
 */
export interface ModeTuning {
  /**
   * Position prior 0.5^(position / positionHalfLife): sentence index in a post, turn index in a
   * chat. For documents the half-life grows with 1 + ln(number of sources).
   */
  positionHalfLife: number;
  /** Units with fewer words are discounted in proportion: too short to say anything. */
  minWords: number;
  /** PageRank damping; lower trusts the prior (position, engagement) more than centrality. */
  damping: number;
  /** Final score = (1 - priorMix) × centrality + priorMix × prior, both scaled to max 1. */
  priorMix: number;
  /** MMR relevance weight against redundancy. */
  lambda: number;
  /** Units below this share of the best score never pad the budget. */
  minRelativeScore: number;
  /**
   * When a good sentence does not fit the words left, its longest clause that does (cut at a comma,
   * colon, semicolon, dash or parenthesis) may stand in, its relevance scaled by
   * (clause share)^clausePenalty. Negative disables clauses.
   */
  clausePenalty: number;
  /**
   * Multiplies the default budget. A chat's turns are short and its summary must say who agreed
   * to what: on SAMSum a 30% longer budget is what lifts the engine above Longest-3.
   */
  budgetFactor: number;
}

export interface Tuning {
  /** Default budget = budgetScale × √(input words): longer inputs earn longer summaries, sub-linearly. */
  budgetScale: number;
  minBudget: number;
  maxBudget: number;
  /** Prior of a title relative to a first sentence. */
  titleBoost: number;
  /** Cosine below which two units are not linked. */
  edgeThreshold: number;
  /** Units at least this similar to a chosen one are repeats. */
  maxSimilarity: number;
  /** At most this many items feed the sentence graph (highest weight first). */
  maxItems: number;
  /** At most this many units enter the graph (highest prior first). */
  maxUnits: number;
  documents: ModeTuning;
  conversation: ModeTuning;
}

export const DEFAULT_TUNING: Tuning = {
  budgetScale: 3.4,
  minBudget: 15,
  maxBudget: 250,
  titleBoost: 1.2,
  edgeThreshold: 0.05,
  maxSimilarity: 0.6,
  maxItems: 400,
  maxUnits: 2000,
  documents: {
    positionHalfLife: 2.5,
    minWords: 10,
    damping: 0.85,
    priorMix: 0.5,
    lambda: 0.7,
    minRelativeScore: 0.5,
    clausePenalty: 1,
    budgetFactor: 1,
  },
  conversation: {
    positionHalfLife: 6,
    minWords: 12,
    damping: 0.85,
    priorMix: 0.8,
    lambda: 0.7,
    minRelativeScore: 0.3,
    clausePenalty: -1,
    budgetFactor: 1.3,
  },
};

/** Tuning with some fields replaced; mode sections merge field by field. */
export function withTuning(
  overrides: Partial<Omit<Tuning, 'documents' | 'conversation'>> & {
    documents?: Partial<ModeTuning>;
    conversation?: Partial<ModeTuning>;
  },
): Tuning {
  return {
    ...DEFAULT_TUNING,
    ...overrides,
    documents: { ...DEFAULT_TUNING.documents, ...overrides.documents },
    conversation: { ...DEFAULT_TUNING.conversation, ...overrides.conversation },
  };
}
