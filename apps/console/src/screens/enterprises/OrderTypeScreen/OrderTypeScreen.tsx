import { PlusOutlined } from '@ant-design/icons';
import type { OrderType } from '@onsite/domain';
import { orderTypeKeys, useOnsiteClient } from '@onsite/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Empty, Row, Spin, Tree, type TreeDataNode, Typography } from 'antd';
import { useState } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { useEnterpriseAccess } from '../enterpriseAccess';
import { enterpriseScreenKeys } from '../queryKeys';
import { enterprisesTexts } from '../texts';
import { OrderTypeForm } from './OrderTypeForm';

/** What the form shows: an order type, a new one (under an install type), or nothing yet. */
type Selection = { kind: 'edit'; orderTypeId: number } | { kind: 'new'; installType?: string } | null;

const INSTALL_PREFIX = 'install:';
const TYPE_PREFIX = 'type:';
/** Every order type fits one page of the paged list (the contract allows 500). */
const ALL_ORDER_TYPES = { pageNum: 1, pageSize: 500, sortField: 'orderNum', sortOrder: 'asc' } as const;

/**
 * 订单模板 (catalogue key `orderTemplate`): the order types per install type of
 * `/basicdata/orderType/*`. The tree (install type → order types) comes from `tree` for the install
 * types and from `list` for every order type, disabled ones included (the tree call lists only
 * enabled ones); the form beside it saves, updates and deletes. Only user type '00' may change them.
 */
export default function OrderTypeScreen() {
  const { t } = useAreaTexts(enterprisesTexts);
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  const { mayManage } = useEnterpriseAccess();
  const [selection, setSelection] = useState<Selection>(null);
  const installTypes = useQuery({
    queryKey: [...enterpriseScreenKeys.orderTypes, 'installTypes'],
    queryFn: ({ signal }) => client.basicdata.orderType.tree({}, { signal }),
  });
  const orderTypes = useQuery({
    queryKey: [...enterpriseScreenKeys.orderTypes, 'all'],
    queryFn: ({ signal }) => client.basicdata.orderType.list(ALL_ORDER_TYPES, { signal }),
  });

  const rows: OrderType[] = orderTypes.data?.rows ?? [];
  const treeData: TreeDataNode[] = (installTypes.data ?? []).map((installType) => ({
    key: `${INSTALL_PREFIX}${installType.value}`,
    title: installType.label,
    children: rows
      .filter((row) => row.installType === installType.value)
      .map((row) => ({
        key: `${TYPE_PREFIX}${row.orderTypeId}`,
        title: row.status === '1' ? `${row.typeName}${t('orderType.disabledMark')}` : row.typeName,
        isLeaf: true,
      })),
  }));

  const select = (key: string) => {
    if (key.startsWith(TYPE_PREFIX))
      setSelection({ kind: 'edit', orderTypeId: Number(key.slice(TYPE_PREFIX.length)) });
    else if (mayManage) setSelection({ kind: 'new', installType: key.slice(INSTALL_PREFIX.length) });
  };

  const changed = (orderTypeId: number | null) => {
    setSelection(orderTypeId === null ? null : { kind: 'edit', orderTypeId });
    void queryClient.invalidateQueries({ queryKey: enterpriseScreenKeys.orderTypes });
    // The enterprise dialog's pickers read the tree too.
    void queryClient.invalidateQueries({ queryKey: orderTypeKeys.all });
  };

  const edited =
    selection?.kind === 'edit' ? rows.find((row) => row.orderTypeId === selection.orderTypeId) : undefined;
  const failed = installTypes.isError || orderTypes.isError;
  const selectedKey = selection?.kind === 'edit' ? `${TYPE_PREFIX}${selection.orderTypeId}` : undefined;

  return (
    <Row gutter={16}>
      <Col xs={24} md={9} xl={7}>
        <Card
          size="small"
          title={t('orderType.tree')}
          extra={
            mayManage && (
              <Button size="small" icon={<PlusOutlined />} onClick={() => setSelection({ kind: 'new' })}>
                {t('orderType.add')}
              </Button>
            )
          }
        >
          {failed ? (
            <Alert
              type="error"
              showIcon
              title={t('orderType.loadFailed')}
              action={
                <Button
                  size="small"
                  onClick={() =>
                    void queryClient.invalidateQueries({ queryKey: enterpriseScreenKeys.orderTypes })
                  }
                >
                  {t('orderType.retry')}
                </Button>
              }
            />
          ) : installTypes.isPending || orderTypes.isPending ? (
            <Spin />
          ) : (
            <Tree
              aria-label={t('orderType.tree')}
              defaultExpandAll
              blockNode
              treeData={treeData}
              selectedKeys={selectedKey ? [selectedKey] : []}
              onSelect={(_keys, { node }) => select(String(node.key))}
            />
          )}
        </Card>
      </Col>
      <Col xs={24} md={15} xl={17}>
        <Card size="small" title={selection?.kind === 'new' ? t('orderType.adding') : t('orderType.editing')}>
          {selection?.kind === 'new' ? (
            <OrderTypeForm
              key={`new-${selection.installType ?? ''}`}
              target={selection}
              editable={mayManage}
              onChanged={changed}
            />
          ) : edited ? (
            <OrderTypeForm
              key={`edit-${edited.orderTypeId}`}
              target={{ kind: 'edit', orderType: edited }}
              editable={mayManage}
              onChanged={changed}
            />
          ) : (
            <Empty description={<Typography.Text>{t('orderType.choose')}</Typography.Text>} />
          )}
        </Card>
      </Col>
    </Row>
  );
}
