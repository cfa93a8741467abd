import { useOnsiteClient } from '@onsite/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/** The captcha of `/code` (D13): its image as an object URL and its uuid; `refresh()` asks for another. */
export function useCaptcha() {
  const client = useOnsiteClient();
  const query = useQuery({
    queryKey: ['auth', 'captcha'],
    queryFn: ({ signal }) => client.auth.captcha(undefined, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const blob = query.data?.blob;
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const url = URL.createObjectURL(blob);
    setSrc(url);
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  const { refetch } = query;
  return {
    src,
    uuid: query.data?.headers['captcha-uuid'] ?? '',
    failed: query.isError,
    loading: query.isFetching,
    refresh: () => void refetch(),
  };
}
