import { afterEach, describe, expect, it, vi } from 'vitest';
import { oneTaskEach } from '@/lib/one-task-each';

afterEach(() => {
  vi.useRealTimers();
});

describe('oneTaskEach', () => {
  it('runs the first step now and each next one in a later task, in order', () => {
    vi.useFakeTimers();
    const ran: number[] = [];
    oneTaskEach([1, 2, 3].map((n) => () => ran.push(n)));
    expect(ran).toEqual([1]);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual([1, 2]);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual([1, 2, 3]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does nothing for no steps', () => {
    vi.useFakeTimers();
    oneTaskEach([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
