import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import type { Order } from '@onsite/domain';
import { FormModal, PictureUpload, type StoredPicture, useOnsiteClient, usePictureUpload } from '@onsite/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Flex, Form, Input, InputNumber, Typography } from 'antd';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { orderKeys } from '../orderQueries';
import { ordersTexts } from '../texts';

/** At most this many photos, serial numbers and parts (the contract's limits). */
const MAX_PHOTOS = 9;
const MAX_SERIAL_NUMBERS = 20;
const MAX_SERIAL_LENGTH = 64;
const MAX_PARTS = 20;

interface CompleteValues {
  photos: StoredPicture[];
  /** One serial number a line. */
  serialNumbers: string;
  parts: { name: string; quantity: number | null }[];
  customerConfirmed: boolean;
  remark: string;
}

const EMPTY: CompleteValues = {
  photos: [],
  serialNumbers: '',
  parts: [],
  customerConfirmed: false,
  remark: '',
};

/** The serial numbers typed, one a line, blank lines left out. */
const serialNumbersOf = (text: string | undefined) =>
  (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** The picture wall as a form control: the upload goes through `/dfs/upload` at once. */
function PhotosInput({
  value,
  onChange,
  label,
}: {
  value?: StoredPicture[];
  onChange?: (pictures: StoredPicture[]) => void;
  label: string;
}) {
  const upload = usePictureUpload();
  return (
    <PictureUpload
      value={value ?? []}
      onChange={(pictures) => onChange?.(pictures)}
      upload={upload}
      max={MAX_PHOTOS}
      label={label}
    />
  );
}

export interface CompleteOrderModalProps {
  /** The order in service to complete; null keeps the dialog closed. */
  order: Pick<Order, 'orderId' | 'orderNo' | 'customerName'> | null;
  onClose: () => void;
}

/**
 * 完工 (D32): at least one photo of the work, the products' serial numbers (required by the server
 * when the enterprise's barcode switch is on), the parts used (name and quantity), whether the
 * customer confirmed on site, and a remark. Bad input shows its message and sends nothing.
 */
export function CompleteOrderModal({ order, onClose }: CompleteOrderModalProps) {
  const { t } = useAreaTexts(ordersTexts);
  const client = useOnsiteClient();
  const queryClient = useQueryClient();

  return (
    <FormModal<CompleteValues>
      open={order !== null}
      title={t('complete.title')}
      name="completeOrder"
      initialValues={EMPTY}
      onSubmit={(values) =>
        client.order.order.complete({
          orderId: order?.orderId ?? 0,
          photos: values.photos.map((photo) => photo.path),
          serialNumbers: serialNumbersOf(values.serialNumbers),
          parts: (values.parts ?? []).map((part) => ({
            name: part.name.trim(),
            quantity: part.quantity ?? 1,
          })),
          customerConfirmed: values.customerConfirmed === true,
          remark: (values.remark ?? '').trim(),
        })
      }
      successText={t('complete.success')}
      onSaved={() => {
        void queryClient.invalidateQueries({ queryKey: orderKeys.all });
        onClose();
      }}
      onCancel={onClose}
      modalProps={{ destroyOnHidden: true, width: 640 }}
    >
      {order && (
        <Typography.Paragraph>
          {t('dispatch.order', { orderNo: order.orderNo, customerName: order.customerName })}
        </Typography.Paragraph>
      )}
      <Form.Item
        name="photos"
        label={t('complete.photos')}
        required
        rules={[
          {
            validator: (_rule, value: StoredPicture[] | undefined) =>
              (value ?? []).length > 0
                ? Promise.resolve()
                : Promise.reject(new Error(t('complete.photosRequired'))),
          },
        ]}
      >
        <PhotosInput label={t('complete.upload')} />
      </Form.Item>
      <Form.Item
        name="serialNumbers"
        label={t('complete.serialNumbers')}
        extra={t('complete.serialNumbersHelp')}
        rules={[
          {
            validator: (_rule, value: string | undefined) => {
              const numbers = serialNumbersOf(value);
              if (numbers.length > MAX_SERIAL_NUMBERS)
                return Promise.reject(new Error(t('complete.serialTooMany')));
              if (numbers.some((number) => number.length > MAX_SERIAL_LENGTH))
                return Promise.reject(new Error(t('complete.serialTooLong')));
              return Promise.resolve();
            },
          },
        ]}
      >
        <Input.TextArea rows={2} />
      </Form.Item>
      <Form.Item label={t('complete.parts')} required={false}>
        <Form.List name="parts">
          {(parts, { add, remove }) => (
            <Flex vertical gap={8}>
              {parts.length === 0 && (
                <Typography.Text type="secondary">{t('complete.noParts')}</Typography.Text>
              )}
              {parts.map((part, index) => (
                <Flex key={part.key} gap={8} align="start">
                  <Form.Item
                    name={[part.name, 'name']}
                    style={{ flex: 1, marginBottom: 0 }}
                    rules={[{ required: true, whitespace: true, message: t('complete.partNameRequired') }]}
                  >
                    <Input maxLength={50} aria-label={`${t('complete.partName')} ${index + 1}`} />
                  </Form.Item>
                  <Form.Item
                    name={[part.name, 'quantity']}
                    style={{ marginBottom: 0 }}
                    rules={[
                      {
                        required: true,
                        type: 'integer',
                        min: 1,
                        max: 99,
                        message: t('complete.quantityRequired'),
                      },
                    ]}
                  >
                    <InputNumber
                      min={1}
                      max={99}
                      precision={0}
                      aria-label={`${t('complete.quantity')} ${index + 1}`}
                    />
                  </Form.Item>
                  <Button
                    type="text"
                    icon={<MinusCircleOutlined />}
                    aria-label={t('complete.removePart', { index: index + 1 })}
                    onClick={() => remove(part.name)}
                  />
                </Flex>
              ))}
              {parts.length < MAX_PARTS && (
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ name: '', quantity: 1 })}>
                  {t('complete.addPart')}
                </Button>
              )}
            </Flex>
          )}
        </Form.List>
      </Form.Item>
      <Form.Item name="customerConfirmed" valuePropName="checked">
        <Checkbox>{t('complete.customerConfirmed')}</Checkbox>
      </Form.Item>
      <Form.Item name="remark" label={t('complete.remark')}>
        <Input.TextArea rows={2} maxLength={200} showCount />
      </Form.Item>
    </FormModal>
  );
}
