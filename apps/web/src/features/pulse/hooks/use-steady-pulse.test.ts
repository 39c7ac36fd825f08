import type { Pulse } from '@socialpulse/contract';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mayReplace, useSteadyPulse } from '@/features/pulse/hooks/use-steady-pulse';
import { highlightFixture, pulseFixture } from '@/test/pulse-fixtures';

const build = (builtAt: string, status: Pulse['status'] = 'ready'): Pulse => ({
  ...pulseFixture(),
  status,
  builtAt,
  highlights: [
    { ...highlightFixture, id: `h-${builtAt}` },
    { ...highlightFixture, id: 'shared' },
  ],
});

describe('useSteadyPulse: nothing reshuffles under the reader', () => {
  it('holds a newer build of a Pulse already shown, until asked for', () => {
    const first = build('2026-11-27T06:00:00.000Z');
    const newer = build('2026-11-27T07:00:00.000Z');
    const { result, rerender } = renderHook(({ data }) => useSteadyPulse(data), {
      initialProps: { data: first },
    });
    rerender({ data: newer });
    expect(result.current.data?.builtAt).toBe(first.builtAt);
    expect(result.current.held?.builtAt).toBe(newer.builtAt);
    act(() => result.current.showHeld());
    expect(result.current.data?.builtAt).toBe(newer.builtAt);
    expect(result.current.held).toBeUndefined();
  });

  it('takes changes to the same build at once (a highlight saved), and marks carried to a held one', () => {
    const first = build('2026-11-27T06:00:00.000Z');
    const { result, rerender } = renderHook(({ data }) => useSteadyPulse(data), {
      initialProps: { data: first },
    });
    const saved = { isSaved: true, note: 'n', savedAt: '2026-11-27T06:30:00.000Z' };
    const changed = {
      ...first,
      highlights: first.highlights.map((h) => ({ ...h, savedState: saved })),
    };
    rerender({ data: changed });
    expect(result.current.data).toBe(changed);
    // A newer build arrives, then a highlight both share is unsaved in the cache.
    const newer = build('2026-11-27T07:00:00.000Z');
    rerender({ data: newer });
    expect(result.current.data?.builtAt).toBe(first.builtAt);
    expect(result.current.data?.highlights.find((h) => h.id === 'shared')?.savedState).toEqual(
      newer.highlights[1]?.savedState,
    );
  });

  it('a Pulse being prepared is replaced as soon as today’s is ready', () => {
    expect(mayReplace(build('a', 'preparing'), build('b'))).toBe(true);
    expect(mayReplace(undefined, build('b'))).toBe(true);
    expect(mayReplace(build('a'), build('b'))).toBe(false);
    expect(mayReplace(build('a'), build('a'))).toBe(true);
  });
});
