import { useCallback } from 'react';
import { useOnsiteClient } from '../../providers/OnsiteProvider/contexts';

/** A stored picture: the path saved in forms, which is also how it is shown. */
export interface StoredPicture {
  /**
   * Stored path (`pathfileName`), as the settings and demand pictures save it, or an absolute link.
   * `PictureUpload` shows a stored path through the api client (token in the header, issue 15).
   */
  path: string;
  /**
   * @deprecated Not used to show the picture any more: a stored path is fetched with the token in
   * its header (`useStoredPictureUrls`). Kept so that existing values still type-check.
   */
  url?: string;
}

/** Uploads one file and reports progress 0–100; resolves to the stored picture. */
export type UploadPicture = (file: File, onProgress: (percent: number) => void) => Promise<StoredPicture>;

/** Uploads through `/dfs/upload?type=enterprise` (spec 001 §7 file calls). */
export function usePictureUpload(): UploadPicture {
  const client = useOnsiteClient();
  return useCallback(
    async (file, onProgress) => {
      // The answer's `url` is not shown: it would need the token in the URL (issue 15 item 1).
      const { pathfileName } = await client.dfs.upload({ type: 'enterprise', file }, { onProgress });
      return { path: pathfileName };
    },
    [client],
  );
}

/**
 * Turns saved paths into pictures. `PictureUpload` shows them the same way as fresh uploads: a
 * stored path through the api client with the token in the header, an absolute link as it is.
 */
export function usePictureLinks(): (paths: readonly string[]) => StoredPicture[] {
  return useCallback((paths) => paths.map((path) => ({ path })), []);
}
