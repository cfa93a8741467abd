import { CHUNK_LOAD_TIMEOUT_MS } from '@onsite/domain';
import { type ComponentType, createElement, use } from 'react';

/** A script chunk that failed to load: missing, unreachable, or slower than 120 s (spec 000 §8). */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk .* failed/i;

/**
 * Whether an error is a failed chunk load: a ChunkLoadError, a CSS chunk failure
 * (code CSS_CHUNK_LOAD_FAILED), or the browsers' and Vite's messages for a dynamic import that failed.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  if ((error as { code?: unknown }).code === 'CSS_CHUNK_LOAD_FAILED') return true;
  return CHUNK_FAILURE.test(error.message);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`Loading chunk timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

export interface Chunk<P extends object = object> {
  /** Loads the module (once it succeeded, at once); a failure is not remembered, so a retry loads again. */
  preload: () => Promise<ComponentType<P>>;
  /** The component once loaded, else null. */
  loaded: () => ComponentType<P> | null;
}

/**
 * A lazily loaded component for a route. Unlike `route.lazy` (whose failure react-router keeps),
 * a failed load can be retried: loaders call `preload`, and revalidating after a failure loads
 * the chunk again.
 */
export function chunk<P extends object = object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): Chunk<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    if (loaded) return Promise.resolve(loaded);
    pending ??= withTimeout(load(), timeoutMs).then(
      (module) => {
        loaded = module.default;
        return loaded;
      },
      (error: unknown) => {
        pending = null;
        if (!isChunkLoadError(error) || (error as Error).name === 'ChunkLoadError') throw error;
        // One name for every failed load; a CSS chunk failure keeps its code.
        const failure = new ChunkLoadError((error as Error).message, { cause: error });
        throw Object.assign(failure, { code: (error as { code?: unknown }).code });
      },
    );
    return pending;
  };
  return { preload, loaded: () => loaded };
}

/** Renders a chunk's component, suspending while it loads (its route's loader has usually loaded it). */
export function ChunkView({ chunk: view }: { chunk: Chunk }) {
  return createElement(view.loaded() ?? use(view.preload()));
}
