import { cookingTheme } from '@/platforms/sandbox/corpus/cooking';
import { financeTheme } from '@/platforms/sandbox/corpus/finance';
import { gamingTheme } from '@/platforms/sandbox/corpus/gaming';
import { scienceTheme } from '@/platforms/sandbox/corpus/science';
import { sportTheme } from '@/platforms/sandbox/corpus/sport';
import { techTheme } from '@/platforms/sandbox/corpus/tech';
import type { Theme, ThemeId } from '@/platforms/sandbox/corpus/theme';
import { travelTheme } from '@/platforms/sandbox/corpus/travel';

export const THEMES: Readonly<Record<ThemeId, Theme>> = {
  tech: techTheme,
  science: scienceTheme,
  gaming: gamingTheme,
  finance: financeTheme,
  sport: sportTheme,
  cooking: cookingTheme,
  travel: travelTheme,
};
