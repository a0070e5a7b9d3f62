import { chunkLoader } from '../../src/lib/chunkLoader';

describe('chunkLoader', () => {
  it('asks for the chunk once, and has the module at hand once it is in', async () => {
    const importChunk = jest.fn(() => Promise.resolve({ Part: 'the part' }));
    const part = chunkLoader(importChunk);
    expect(part.loaded()).toBeUndefined();

    const [first, second] = await Promise.all([part.load(), part.load()]);

    expect(importChunk).toHaveBeenCalledTimes(1);
    expect(first).toBe(second);
    expect(part.loaded()).toEqual({ Part: 'the part' });
  });

  it('asks again after a failed download, and has no module until one arrives', async () => {
    const importChunk = jest
      .fn<Promise<{ Part: string }>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValueOnce({ Part: 'the part' });
    const part = chunkLoader(importChunk);

    await expect(part.load()).rejects.toThrow('ChunkLoadError');
    expect(part.loaded()).toBeUndefined();

    await expect(part.load()).resolves.toEqual({ Part: 'the part' });
    expect(importChunk).toHaveBeenCalledTimes(2);
  });
});

describe('chunkLoader with a back-off', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('asks again after a failure only once the back-off has passed, and at once after that', async () => {
    const importChunk = jest
      .fn<Promise<{ Part: string }>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValueOnce({ Part: 'the part' });
    const part = chunkLoader(importChunk, { retryAfterMs: 1000 });

    await expect(part.load()).rejects.toThrow('ChunkLoadError');

    // Asked again at once: the second download waits out the back-off.
    const second = part.load();
    await jest.advanceTimersByTimeAsync(999);
    expect(importChunk).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    await expect(second).rejects.toThrow('ChunkLoadError');
    expect(importChunk).toHaveBeenCalledTimes(2);

    // Asked again after the back-off: at once.
    await jest.advanceTimersByTimeAsync(1000);
    await expect(part.load()).resolves.toEqual({ Part: 'the part' });
    expect(importChunk).toHaveBeenCalledTimes(3);
    expect(part.loaded()).toEqual({ Part: 'the part' });
  });
});
