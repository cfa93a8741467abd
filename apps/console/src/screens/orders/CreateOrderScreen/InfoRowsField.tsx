import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input } from 'antd';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { ordersTexts } from '../texts';

/** Most extra info rows an order takes (the contract's limit). */
export const MAX_INFO_ROWS = 20;

/** The order's extra info rows (name and value), added and removed by the person. */
export function InfoRowsField() {
  const { t } = useAreaTexts(ordersTexts);
  return (
    <Form.List name="infoList">
      {(rows, { add, remove }) => (
        <Flex vertical gap={8}>
          {rows.map((row, index) => (
            <Flex key={row.key} gap={8} align="start">
              <Form.Item
                name={[row.name, 'infoName']}
                rules={[{ required: true, whitespace: true, message: t('create.infoNameRequired') }]}
                style={{ flex: 1, marginBottom: 0 }}
              >
                <Input
                  maxLength={50}
                  placeholder={t('create.infoName')}
                  aria-label={`${t('create.infoName')} ${index + 1}`}
                />
              </Form.Item>
              <Form.Item name={[row.name, 'infoValue']} style={{ flex: 2, marginBottom: 0 }}>
                <Input
                  maxLength={200}
                  placeholder={t('create.infoValue')}
                  aria-label={`${t('create.infoValue')} ${index + 1}`}
                />
              </Form.Item>
              <Button
                icon={<DeleteOutlined />}
                aria-label={`${t('create.removeInfo')} ${index + 1}`}
                onClick={() => remove(row.name)}
              />
            </Flex>
          ))}
          {rows.length < MAX_INFO_ROWS && (
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              onClick={() => add({ infoName: '', infoValue: '' })}
            >
              {t('create.addInfo')}
            </Button>
          )}
        </Flex>
      )}
    </Form.List>
  );
}
