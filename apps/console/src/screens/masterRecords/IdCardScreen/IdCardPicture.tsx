import { useStoredPictureUrls } from '@onsite/ui';
import { Image, Skeleton } from 'antd';

const WIDTH = 64;
const HEIGHT = 40;

/**
 * One side of an ID card (D54): a thumbnail fetched through the api client (the token in a header, never in the
 * image URL) that opens antd's picture preview in the page.
 */
export function IdCardPicture({ path, alt }: { path: string; alt: string }) {
  const [url] = useStoredPictureUrls([path]);
  if (url === undefined) return <Skeleton.Image style={{ width: WIDTH, height: HEIGHT }} />;
  return <Image src={url} alt={alt} width={WIDTH} height={HEIGHT} style={{ objectFit: 'cover' }} />;
}
