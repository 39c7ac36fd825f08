/**
 * Words that carry weight in a topic's term vector but say nothing as its heading ("Deep, dive, and
 * actually"): adverbs, vague nouns and evaluative adjectives. Used for labels only, never for ranking,
 * so the extraction (and its ROUGE scores) does not change. English, the language most sources
 * write in; the other languages' function words are already stopwords.
 */
export const VAGUE_LABEL_WORDS: ReadonlySet<string> = new Set(
  (
    'actually basically literally probably definitely honestly seriously totally simply ' +
    'way ways thing things stuff lot lots bit kind sort part end hood point case fact ' +
    'good great best better bad worse worst nice big small new old real whole ' +
    'time times day days week weeks month months year years today yesterday tomorrow ' +
    'people person someone something anything everything nothing everyone ' +
    'make made makes making take took want wants need needs know think thought ' +
    'went come came use used using try tried look looks looking'
  ).split(' '),
);
