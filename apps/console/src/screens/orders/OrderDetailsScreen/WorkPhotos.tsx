import { useStoredPictureUrls } from '@onsite/ui';
import { Flex, Image, Skeleton } from 'antd';

const SIZE = 96;

/**
 * The photos a master took at completion (D32): stored file names fetched through the api client
 * (the token in a header, never in the image URL), shown as thumbnails that each open antd's
 * preview. Not an `Image.PreviewGroup`: its preview drops the picture's alt text, a single image's
 * keeps it. `altOf(index)` names each (1-based).
 */
export function WorkPhotos({ paths, altOf }: { paths: readonly string[]; altOf: (index: number) => string }) {
  const urls = useStoredPictureUrls(paths);
  return (
    <Flex gap={8} wrap>
      {paths.map((path, index) => {
        const url = urls[index];
        return url === undefined ? (
          <Skeleton.Image key={path} style={{ width: SIZE, height: SIZE }} />
        ) : (
          <Image
            key={path}
            src={url}
            alt={altOf(index + 1)}
            width={SIZE}
            height={SIZE}
            style={{ objectFit: 'cover' }}
          />
        );
      })}
    </Flex>
  );
}
