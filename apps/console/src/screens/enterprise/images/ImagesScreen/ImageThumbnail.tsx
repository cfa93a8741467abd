import { useStoredPictureUrls } from '@onsite/ui';
import { Image, Skeleton } from 'antd';

const SIZE = 64;

/**
 * A picture's thumbnail (D66), fetched through the api client like every stored picture (the token in a header,
 * never in the image URL); a click opens antd's preview of the picture in the page.
 */
export function ImageThumbnail({ path, alt }: { path: string; alt: string }) {
  const [url] = useStoredPictureUrls([path]);
  if (url === undefined) return <Skeleton.Image style={{ width: SIZE, height: SIZE }} />;
  return <Image src={url} alt={alt} width={SIZE} height={SIZE} style={{ objectFit: 'cover' }} />;
}
