/** The package ships no types: the part of its API the digest uses. */
declare module 'snowball-stemmers' {
  interface Stemmer {
    stem(word: string): string;
  }
  const snowball: { newStemmer(language: string): Stemmer; algorithms(): string[] };
  export default snowball;
}
