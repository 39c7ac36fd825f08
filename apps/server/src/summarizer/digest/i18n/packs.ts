import type { SummaryLanguage } from '@/summarizer/types';
import { DE } from './de';
import { EN } from './en';
import { ES } from './es';
import { FR } from './fr';
import { RU } from './ru';
import type { DigestPack } from './types';

/** Exhaustive: a language added to the contract without a pack here fails to compile. */
export const DIGEST_PACKS: Readonly<Record<SummaryLanguage, DigestPack>> = {
  en: EN,
  es: ES,
  de: DE,
  fr: FR,
  ru: RU,
};
