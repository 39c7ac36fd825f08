import { describe, expect, it } from 'vitest';
import { escapeMarkdown } from '@/summarizer/compose/compose';

describe('escapeMarkdown', () => {
  it('escapes what would make links, emphasis or code of quoted text', () => {
    expect(escapeMarkdown('[a](b) *bold* _it_ `code` <b>')).toBe(
      '\\[a\\](b) \\*bold\\* \\_it\\_ \\`code\\` \\<b>',
    );
  });

  it('leaves what cannot make structure as written: a name’s underscore, an arrow mid-line', () => {
    expect(escapeMarkdown('u/Max_1995 says Obama Nation --> abomination | fine')).toBe(
      'u/Max_1995 says Obama Nation --> abomination | fine',
    );
    expect(escapeMarkdown('> not a quote')).toBe('\\> not a quote');
  });

  it('escapes "#" only where it would start a heading, so hashtags read as written', () => {
    expect(escapeMarkdown('A invasão à #Área51 vai acontecer')).toBe(
      'A invasão à #Área51 vai acontecer',
    );
    expect(escapeMarkdown('#Área51 trends')).toBe('\\#Área51 trends');
  });

  it('keeps the text on one line', () => {
    expect(escapeMarkdown('one\n\ntwo')).toBe('one two');
  });
});
