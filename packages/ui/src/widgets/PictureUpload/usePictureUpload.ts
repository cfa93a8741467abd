import { useCallback } from 'react';
import { useOnsiteClient } from '../../providers/OnsiteProvider/contexts';

/** A stored picture: the path saved in forms and the link that shows it. */
export interface StoredPicture {
  /** Stored path (`pathfileName`), as the settings and demand pictures save it. */
  path: string;
  /** Where the browser loads it from. */
  url: string;
}

/** Uploads one file and reports progress 0–100; resolves to the stored picture. */
export type UploadPicture = (file: File, onProgress: (percent: number) => void) => Promise<StoredPicture>;

/** Uploads through `/dfs/upload?type=enterprise` (spec 001 §7 file calls). */
export function usePictureUpload(): UploadPicture {
  const client = useOnsiteClient();
  return useCallback(
    async (file, onProgress) => {
      const { url, pathfileName } = await client.dfs.upload({ type: 'enterprise', file }, { onProgress });
      return { path: pathfileName, url };
    },
    [client],
  );
}

/** Turns stored paths into pictures: absolute links stay, paths go through the token-checked download (D2). */
export function usePictureLinks(): (paths: readonly string[]) => StoredPicture[] {
  const client = useOnsiteClient();
  return useCallback(
    (paths) =>
      paths.map((path) => ({ path, url: /^(https?:)?\/\//.test(path) ? path : client.downloadUrl(path) })),
    [client],
  );
}
