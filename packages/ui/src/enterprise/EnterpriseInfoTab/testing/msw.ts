import type { AnyCall } from '@onsite/api-client';
import { happyResolver, routeOf } from '@onsite/api-client/testing';
import { HttpResponse } from 'msw';
import type { fn } from 'storybook/test';

/** What a call received: its query parameters and its JSON body (absent for uploads and GETs). */
export interface RecordedRequest {
  query: Record<string, string>;
  body?: unknown;
}

/**
 * An MSW handler that answers `call` as the happy handler does and records each request in `spy`,
 * so a play function can assert what the tab sent (stories only).
 */
export function recording(call: AnyCall, spy: ReturnType<typeof fn>) {
  return routeOf(call)(async (info) => {
    const request = info.request.clone();
    const query = Object.fromEntries(new URL(request.url).searchParams);
    const isJson = request.headers.get('content-type')?.includes('application/json') ?? false;
    spy(isJson ? { query, body: await request.json() } : { query });
    return happyResolver(call)(info);
  });
}

/** Fails the first request of `call` with no answer at all, then answers as usual (a retry succeeds). */
export function failingOnce(call: AnyCall) {
  let failed = false;
  return routeOf(call)((info) => {
    if (failed) return happyResolver(call)(info);
    failed = true;
    return HttpResponse.error();
  });
}
