import { ApiError, type ApiErrorKind, createApiClient } from '@onsite/api-client';
import { QueryClient, useMutation, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { OnsiteProvider } from '../OnsiteProvider';
import {
  createQueryClient,
  NETWORK_RETRY_DELAY_MS,
  READ_RETRY,
  retryNetworkFailureOnce,
} from './queryClient';

const client = createApiClient({ baseURL: '/api' });
const wrapper = ({ children }: { children: ReactNode }) => (
  <OnsiteProvider client={client} defaultLocale="zh-CN" user={null}>
    {children}
  </OnsiteProvider>
);

const failure = (kind: ApiErrorKind, httpStatus: number | null) =>
  new ApiError({ kind, code: httpStatus ?? -1, msg: kind, httpStatus });

/** Reads once through the provider's own query client, failing every time with `error`; counts the calls. */
async function callsUntilSettled(error: unknown): Promise<number> {
  let calls = 0;
  const { result } = renderHook(
    () =>
      useQuery({
        queryKey: ['failing', String(error)],
        queryFn: () => {
          calls += 1;
          return Promise.reject(error);
        },
      }),
    { wrapper },
  );
  await waitFor(() => expect(result.current.isError).toBe(true));
  return calls;
}

describe('the query client of OnsiteProvider: one failure, one answer (issue 16)', () => {
  it.each([
    ['a 401', failure('unauthorized', 401)],
    ['a 403', failure('forbidden', 403)],
    ['a 404 with an envelope', failure('business', 404)],
    ['a business refusal', failure('business', 200)],
    ['a timeout', failure('timeout', null)],
    ['an error that is not an api error', new TypeError('x is undefined')],
  ])('never asks again after %s', async (_, error) => {
    expect(await callsUntilSettled(error)).toBe(1);
  });

  it('asks once more, quickly, when no answer arrived', async () => {
    expect(await callsUntilSettled(failure('network', null))).toBe(2);
    // Quickly: a fixed short delay instead of TanStack's back-off from 1 s.
    expect(createQueryClient().getDefaultOptions().queries?.retryDelay).toBe(NETWORK_RETRY_DELAY_MS);
  });

  it('never repeats a write', async () => {
    let calls = 0;
    const { result } = renderHook(
      () =>
        useMutation({
          mutationFn: () => {
            calls += 1;
            return Promise.reject(failure('network', null));
          },
        }),
      { wrapper },
    );
    await act(async () => {
      await result.current.mutateAsync().catch(() => undefined);
    });
    expect(calls).toBe(1);
  });

  it("keeps a host's own choices over its defaults", () => {
    const queryClient = createQueryClient({ defaultOptions: { queries: { retry: 2, staleTime: 5 } } });
    expect(queryClient.getDefaultOptions().queries).toMatchObject({ retry: 2, staleTime: 5 });
    expect(queryClient.getDefaultOptions().mutations?.retry).toBe(false);
    expect(retryNetworkFailureOnce(1, failure('network', null))).toBe(false);
  });

  it('keeps its policy in a query under a host client with TanStack defaults (issue 15, item 9)', async () => {
    const hostWrapper = ({ children }: { children: ReactNode }) => (
      <OnsiteProvider client={client} defaultLocale="zh-CN" user={null} queryClient={new QueryClient()}>
        {children}
      </OnsiteProvider>
    );
    const callsUnder = async (error: unknown) => {
      let calls = 0;
      const { result } = renderHook(
        () =>
          useQuery({
            queryKey: ['host', String(error)],
            queryFn: () => {
              calls += 1;
              return Promise.reject(error);
            },
            ...READ_RETRY,
          }),
        { wrapper: hostWrapper },
      );
      await waitFor(() => expect(result.current.isError).toBe(true));
      return calls;
    };
    expect(await callsUnder(failure('forbidden', 403))).toBe(1);
    expect(await callsUnder(failure('business', 404))).toBe(1);
    expect(await callsUnder(failure('network', null))).toBe(2);
  });
});
