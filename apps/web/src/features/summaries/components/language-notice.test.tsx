import {
  optionsSchema,
  sourceLanguageSchema,
  type Options,
  type SourceLanguage,
} from '@socialpulse/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, ok } from '@/test/fetch-mock';
import { serverSettings, testUser } from '@/test/fixtures';
import { renderApp, signIn } from '@/test/render';

const item = (value: string) => ({ value, label: value, description: value });
const options = (llm: boolean): Options => ({
  platforms: [item('reddit')],
  tones: [{ ...item('engaging'), emoji: '✨' }],
  languages: [item('en')],
  periods: [item('today')],
  capabilities: { llm, email: false },
  signIn: { password: true, google: true, sso: null },
  oauth: { publicUrl: 'http://localhost:3000', sandboxAcceptsHere: true },
});
const unknown: SourceLanguage = { language: null, basis: null };
const german: SourceLanguage = { language: 'de', basis: 'summaries' };

function setup(llm: boolean, sourceLanguage: SourceLanguage) {
  const { calls } = mockFetch((request) => {
    if (request.path === '/api/options') return ok(options(llm));
    if (request.path === '/api/settings') return ok(serverSettings);
    if (request.path === '/api/auth/me') return ok(testUser);
    if (request.path === '/api/summaries/source-language') return ok(sourceLanguage);
    return ok({});
  });
  signIn();
  renderApp('/summary/setup/reddit/de');
  return calls;
}

const QUOTED = (language: string) =>
  `Without a language model, posts are quoted as they were written; only the summary's own wording is in ${language}.`;

describe('Summary setup: the language note without a language model', () => {
  it('the fixtures follow the contract', () => {
    expect(optionsSchema.safeParse(options(false)).success).toBe(true);
    expect(sourceLanguageSchema.safeParse(german).success).toBe(true);
    expect(sourceLanguageSchema.safeParse(unknown).success).toBe(true);
  });

  it('says plainly that posts are quoted as written when the source’s language is unknown', async () => {
    setup(false, unknown);
    const language = await screen.findByLabelText('Summary language');
    expect(await screen.findByText(QUOTED('English'))).toBeInTheDocument();
    expect(language).toHaveAccessibleDescription(QUOTED('English'));
    expect(screen.queryByRole('button', { name: /Write it in/u })).not.toBeInTheDocument();
  });

  it('names the source’s language and switches the summary to it in one click', async () => {
    const calls = setup(false, german);
    const language = await screen.findByLabelText('Summary language');
    expect(
      await screen.findByText(
        "Posts in de are mostly in German. Without a language model they are quoted in German; only the summary's wording will be in English.",
      ),
    ).toBeInTheDocument();
    const asked = calls.find((c) => c.path === '/api/summaries/source-language');
    expect(new URL(asked?.url ?? '', 'http://localhost').searchParams.toString()).toBe(
      'platform=reddit&sourceId=de',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Write it in German' }));
    expect(language).toHaveValue('de');
    expect(screen.getByText(QUOTED('German'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Write it in/u })).not.toBeInTheDocument();
  });

  it('shows no note, and asks nothing, when a language model translates', async () => {
    const calls = setup(true, german);
    await screen.findByLabelText('Summary language');
    await waitFor(() => expect(calls.some((c) => c.path === '/api/options')).toBe(true));
    // A few renders after the options answered: the note, had it been wanted, would be there.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByTestId('setup-language-note')).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/summaries/source-language')).toBe(false);
  });
});
