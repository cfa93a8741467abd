import { useStoredPictureUrls } from '@onsite/ui';
import { Image, Skeleton } from 'antd';

const SIZE = 48;

/**
 * The bank slip of an offline top-up (D35): a thumbnail fetched through the api client (the token in
 * a header, never in the image URL) that opens antd's picture preview in the page.
 */
export function SlipPicture({ path, alt }: { path: string; alt: string }) {
  const [url] = useStoredPictureUrls([path]);
  if (url === undefined) return <Skeleton.Image style={{ width: SIZE, height: SIZE }} />;
  return <Image src={url} alt={alt} width={SIZE} height={SIZE} style={{ objectFit: 'cover' }} />;
}
