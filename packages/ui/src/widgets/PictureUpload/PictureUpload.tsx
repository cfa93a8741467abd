import { PlusOutlined } from '@ant-design/icons';
import { baseName } from '@onsite/api-client';
import { Image, Upload, type UploadFile } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../providers/query/useFeedback';
import type { StoredPicture, UploadPicture } from './usePictureUpload';
import { useStoredPictureUrls } from './useStoredPictureUrls';

export interface PictureUploadProps {
  /** The stored pictures shown. */
  value: readonly StoredPicture[];
  /** Called with the pictures after one was uploaded or removed. */
  onChange: (pictures: StoredPicture[]) => void;
  /** Uploads one file (e.g. through `/dfs/upload`), reporting progress. */
  upload: UploadPicture;
  /** At most this many pictures; the upload button disappears at the limit. */
  max: number;
  /** Read-only: no upload button, no remove icons. */
  disabled?: boolean;
  /** The text (and accessible name) of the upload button, e.g. 上传. */
  label: string;
}

/**
 * A picture wall (antd picture cards) that uploads each chosen file at once and reports 上传成功 or
 * 上传失败 (spec 001 §8). The stored paths are what the owner saves. Every picture, fresh or saved,
 * is shown from its path through the api client (the token in a header, never in an image URL:
 * issue 15 item 1); the eye icon previews it in the page.
 */
export function PictureUpload({ value, onChange, upload, max, disabled = false, label }: PictureUploadProps) {
  const { t } = useTranslation('ui');
  const feedback = useFeedback();
  const [uploading, setUploading] = useState<UploadFile[]>([]);
  // The value after the last render: an upload that finishes later adds to it, not to an old copy.
  const latest = useRef(value);
  latest.current = value;
  const links = useStoredPictureUrls(value.map((picture) => picture.path));
  const [preview, setPreview] = useState<{ src: string; name: string } | null>(null);
  const [previewOpen, setPreviewOpen] = useState(false);

  const fileList: UploadFile[] = [
    ...value.map((picture, index): UploadFile => {
      const link = links[index];
      return {
        uid: picture.path,
        name: t('enterprise.common.picture', { index: index + 1 }) || baseName(picture.path),
        status: 'done',
        ...(link === undefined ? {} : { url: link, thumbUrl: link }),
      };
    }),
    ...uploading,
  ];
  const full = fileList.length >= max;
  const allLoaded = links.every((link) => link !== undefined);
  const showPreview = (file: UploadFile) => {
    const src = file.url ?? file.thumbUrl;
    if (src === undefined) return;
    setPreview({ src, name: file.name });
    setPreviewOpen(true);
  };

  return (
    <>
      <Upload
        listType="picture-card"
        accept="image/*"
        multiple={false}
        fileList={fileList}
        disabled={disabled}
        showUploadList={{ showRemoveIcon: !disabled }}
        progress={{ 'aria-label': t('enterprise.common.uploading') }}
        beforeUpload={() => (latest.current.length + uploading.length >= max ? Upload.LIST_IGNORE : true)}
        onChange={({ fileList: next }) => setUploading(next.filter((file) => file.status === 'uploading'))}
        // Once every picture has loaded: while `onPreview` is set antd names a picture without a
        // link by a button, and a read-only wall shows no buttons.
        onPreview={allLoaded ? showPreview : undefined}
        onRemove={(file) => {
          onChange(latest.current.filter((picture) => picture.path !== file.uid));
          return false;
        }}
        customRequest={({ file, onProgress, onSuccess, onError }) => {
          upload(file as File, (percent) => onProgress?.({ percent }))
            .then((picture) => {
              onSuccess?.(picture);
              onChange([...latest.current, picture]);
              feedback.success('uploadSuccess');
            })
            .catch((error: unknown) => {
              onError?.(error instanceof Error ? error : new Error(String(error)));
              setUploading((current) => current.filter((item) => item.uid !== (file as UploadFile).uid));
              feedback.invalid(t('enterprise.feedback.uploadFailed'));
            });
        }}
      >
        {disabled || full ? null : (
          // antd wraps this in its own role="button": no nested button here.
          <div>
            <PlusOutlined aria-hidden />
            <div style={{ marginTop: 8 }}>{label}</div>
          </div>
        )}
      </Upload>
      {preview === null ? null : (
        <Image
          alt={preview.name}
          src={preview.src}
          styles={{ root: { display: 'none' } }}
          preview={{
            open: previewOpen,
            onOpenChange: setPreviewOpen,
            afterOpenChange: (open) => {
              if (!open) setPreview(null);
            },
          }}
        />
      )}
    </>
  );
}
