import { PlusOutlined } from '@ant-design/icons';
import {
  BUTTON_CODES,
  MARGIN_RETURN_STATES,
  MARGIN_RETURN_TEXT_MAX,
  type MarginReturn,
  type MarginReturnState,
  USER_TYPE_MASTER,
} from '@onsite/domain';
import {
  dateTimeColumn,
  definedOnly,
  type FilterField,
  type FilterValues,
  FormModal,
  formatDateTime,
  ListScreen,
  type PageRequest,
  pageQueryOf,
  type RowAction,
  useCan,
  useOnsiteClient,
  useOnsiteUser,
} from '@onsite/ui';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Badge,
  Button,
  Flex,
  Form,
  Input,
  InputNumber,
  type TableColumnsType,
  Typography,
} from 'antd';
import { useMemo, useState } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { useUrlFilters } from '../../list/useUrlFilters';
import { MasterSelect } from '../../masters/MasterSelect';
import { marginReturnTexts } from '../texts';

const KEY = ['marginReturn', 'list'] as const;
const STATE_BADGE = { pending: 'warning', approved: 'success', refused: 'error' } as const;
const stateFilter = (value: string | undefined) => MARGIN_RETURN_STATES.find((state) => state === value);
const yuan = (value: number) => value.toFixed(2);

interface AddValues {
  masterId?: number;
  amount: number;
  reason: string;
}

/**
 * 保证金退还 (catalogue key `marginReturn`, D57): masters' requests for (part of) their deposit back, newest first,
 * filtered in the URL (master, state), with the balance and open orders now. A master asks for and sees only
 * their own; staff ask for any master; the approver roles of `marginReturn` (the approval model, D51) approve
 * (asked first: the balance and a 退还 movement move at once) or refuse (a reason required). The server refuses an
 * amount above the balance or a master with open orders, with its message.
 */
export default function MarginReturnScreen() {
  const { t } = useAreaTexts(marginReturnTexts);
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  const can = useCan();
  const isMaster = useOnsiteUser()?.userType === USER_TYPE_MASTER;
  const [adding, setAdding] = useState(false);
  const [refusing, setRefusing] = useState<MarginReturn | null>(null);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: KEY });
    // 师傅保证金 shows the balance and movements the approval changed.
    void queryClient.invalidateQueries({ queryKey: ['finance'] });
  };

  const fields = useMemo<FilterField[]>(
    () => [
      ...(isMaster ? [] : [{ kind: 'text', name: 'masterName', label: t('master') } satisfies FilterField]),
      {
        kind: 'select',
        name: 'state',
        label: t('state'),
        options: MARGIN_RETURN_STATES.map((state) => ({ value: state, label: t(`states.${state}`) })),
      },
    ],
    [t, isMaster],
  );
  const [filters, setFilters] = useUrlFilters(fields);

  const columns: TableColumnsType<MarginReturn> = [
    ...(isMaster ? [] : [{ title: t('master'), dataIndex: 'masterName', key: 'masterName' }]),
    { title: t('amount'), dataIndex: 'amount', key: 'amount', align: 'right', render: yuan },
    { title: t('balance'), dataIndex: 'balance', key: 'balance', align: 'right', render: yuan },
    { title: t('openOrders'), dataIndex: 'openOrders', key: 'openOrders', align: 'right' },
    { title: t('reason'), dataIndex: 'reason', key: 'reason', ellipsis: true, width: 160 },
    {
      title: t('state'),
      dataIndex: 'state',
      key: 'state',
      render: (state: MarginReturnState) => <Badge status={STATE_BADGE[state]} text={t(`states.${state}`)} />,
    },
    // A master's own requests: who asked is them or staff for them, left out to keep the row short.
    ...(isMaster ? [] : [{ title: t('applyBy'), dataIndex: 'applyBy', key: 'applyBy' }]),
    dateTimeColumn<MarginReturn>(t('applyTime'), 'applyTime'),
    {
      title: t('decision'),
      key: 'decision',
      render: (_value: unknown, row: MarginReturn) =>
        row.decidedBy === null ? (
          '—'
        ) : (
          <Flex vertical>
            <span>{t('decidedBy', { name: row.decidedBy, time: formatDateTime(row.decideTime) })}</span>
            {row.remark !== null && row.remark !== '' && (
              <Typography.Text type={row.state === 'refused' ? 'danger' : 'secondary'}>
                {t('remark', { remark: row.remark })}
              </Typography.Text>
            )}
          </Flex>
        ),
    },
  ];

  const rowActions = (row: MarginReturn): RowAction[] => [
    {
      key: 'approve',
      label: t('approve'),
      permission: BUTTON_CODES.marginReturnApprove,
      visible: !isMaster && row.state === 'pending',
      confirm: t('approveQuestion', { master: row.masterName, amount: yuan(row.amount) }),
      successText: t('approved'),
      run: async () => {
        await client.master.marginReturn.approve({ returnId: row.returnId, remark: '' });
        refresh();
      },
    },
    {
      key: 'refuse',
      label: t('refuse'),
      danger: true,
      permission: BUTTON_CODES.marginReturnApprove,
      visible: !isMaster && row.state === 'pending',
      run: () => setRefusing(row),
    },
  ];

  const fetchPage = (applied: FilterValues, request: PageRequest, signal: AbortSignal) =>
    client.master.marginReturn.list(
      {
        ...pageQueryOf(request),
        ...definedOnly({
          masterName: isMaster ? undefined : applied.masterName,
          state: stateFilter(applied.state),
        }),
      },
      { signal },
    );

  return (
    <Flex vertical gap={12}>
      {isMaster && <Alert type="info" showIcon title={t('ownOnly')} />}
      <ListScreen<MarginReturn>
        label={t('table')}
        queryKey={KEY}
        fields={fields}
        filters={filters}
        onFiltersChange={setFilters}
        columns={columns}
        rowKey="returnId"
        // A master's rows have no action to focus: their table fits instead of scrolling.
        scrollX={isMaster ? 640 : undefined}
        rowActions={rowActions}
        toolbar={
          can(BUTTON_CODES.marginReturnApply) && (
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setAdding(true)}>
              {t('add')}
            </Button>
          )
        }
        fetchPage={fetchPage}
      />
      <FormModal<AddValues>
        open={adding}
        title={t('addTitle')}
        name="marginReturnRequest"
        onSubmit={({ masterId, amount, reason }) =>
          client.master.marginReturn.add({
            ...(isMaster || masterId === undefined ? {} : { masterId }),
            amount,
            reason: reason.trim(),
          })
        }
        successText={t('added')}
        onSaved={() => {
          refresh();
          setAdding(false);
        }}
        onCancel={() => setAdding(false)}
        modalProps={{ destroyOnHidden: true }}
      >
        <Typography.Paragraph type="secondary">{t('hint')}</Typography.Paragraph>
        {!isMaster && (
          <Form.Item
            name="masterId"
            label={t('master')}
            rules={[{ required: true, message: t('masterRequired') }]}
          >
            <MasterSelect scope="marginReturn" />
          </Form.Item>
        )}
        <Form.Item
          name="amount"
          label={t('amount')}
          rules={[{ required: true, message: t('amountRequired') }]}
        >
          <InputNumber<number> min={0.01} max={99_999_999.99} precision={2} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('reason')}
          rules={[{ required: true, whitespace: true, message: t('reasonRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={MARGIN_RETURN_TEXT_MAX} showCount />
        </Form.Item>
      </FormModal>
      <FormModal<{ remark: string }>
        open={refusing !== null}
        title={t('refuseTitle')}
        name="refuseMarginReturn"
        onSubmit={({ remark }) =>
          client.master.marginReturn.refuse({ returnId: refusing?.returnId ?? 0, remark: remark.trim() })
        }
        successText={t('refused')}
        onSaved={() => {
          refresh();
          setRefusing(null);
        }}
        onCancel={() => setRefusing(null)}
        modalProps={{ destroyOnHidden: true, okButtonProps: { danger: true }, okText: t('refuse') }}
      >
        <Form.Item
          name="remark"
          label={t('refuseRemark')}
          rules={[{ required: true, whitespace: true, message: t('refuseRemarkRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={MARGIN_RETURN_TEXT_MAX} showCount />
        </Form.Item>
      </FormModal>
    </Flex>
  );
}
