import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, chunk, isChunkLoadError } from './chunk';

const Screen = () => null;

describe('lazily loaded chunks', () => {
  it('recognizes the failures of a chunk load (spec 000 §8)', () => {
    expect(isChunkLoadError(new ChunkLoadError('x'))).toBe(true);
    expect(isChunkLoadError(Object.assign(new Error('css'), { code: 'CSS_CHUNK_LOAD_FAILED' }))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('loads again after a failure, so a retry can succeed', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Screen }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: /a.js'))
      .mockResolvedValue({ default: Screen });
    const page = chunk(load);
    await expect(page.preload()).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(page.preload()).resolves.toBe(Screen);
    await expect(page.preload()).resolves.toBe(Screen);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up with a ChunkLoadError after the chunk time-out', async () => {
    vi.useFakeTimers();
    try {
      const page = chunk(() => new Promise<never>(() => undefined), 120_000);
      const result = page.preload();
      const assertion = expect(result).rejects.toThrow(/timed out/);
      await vi.advanceTimersByTimeAsync(120_000);
      await assertion;
    } finally {
      vi.useRealTimers();
    }
  });
});
