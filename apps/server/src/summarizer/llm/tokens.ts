/**
 * A token estimate without a tokenizer (none is downloaded or bundled). English BPE vocabularies
 * average about 4 characters per token on ASCII text, but accented Latin, Cyrillic and Greek split
 * into far shorter pieces, and CJK or emoji often take a token or more per character. Counting
 * 4 ASCII characters, 2 characters of those alphabets, or 1 of anything else per token overestimates
 * for every script, so a request sized with it stays under the model's real limit.
 */
export function estimateTokens(text: string): number {
  let ascii = 0;
  let alphabetic = 0;
  let other = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x80) ascii++;
    // Latin-1 supplement, Latin extended, IPA, Greek, Cyrillic and its supplement.
    else if (code <= 0x052f) alphabetic++;
    else other++;
  }
  return Math.ceil(ascii / 4 + alphabetic / 2 + other);
}

/** Per message, chat formats add a few tokens of framing (role, separators). */
export const MESSAGE_OVERHEAD_TOKENS = 8;
