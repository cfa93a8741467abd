import { PlusOutlined } from '@ant-design/icons';
import {
  BUSINESS_STAGES,
  BUSINESS_TEXT_MAX,
  BUTTON_CODES,
  type BusinessLead,
  type BusinessStage,
} from '@onsite/domain';
import {
  dateTimeColumn,
  definedOnly,
  dictLabelOf,
  type FilterField,
  type FilterValues,
  FormModal,
  ListScreen,
  type PageRequest,
  pageQueryOf,
  type RowAction,
  useCan,
  useDictionary,
  useOnsiteClient,
} from '@onsite/ui';
import { useQueryClient } from '@tanstack/react-query';
import {
  Badge,
  Button,
  DatePicker,
  Flex,
  Form,
  Input,
  Radio,
  type TableColumnsType,
  Tag,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { EnterpriseSelect } from '../../enterprises/EnterpriseSelect';
import { useUrlFilters } from '../../list/useUrlFilters';
import { customerBusinessKeys } from '../customerBusinessModel';
import { customerBusinessTexts } from '../texts';
import { LeadFollowsDrawer } from './LeadFollowsDrawer';
import { LeadFormModal } from './LeadFormModal';

const STAGE_BADGE = { new: 'default', following: 'processing', won: 'success', lost: 'error' } as const;
const stageFilter = (value: string | undefined) => BUSINESS_STAGES.find((stage) => stage === value);
const mineFilter = (value: string | undefined) => (value === '1' || value === '0' ? value : undefined);
const isOpen = (stage: BusinessStage) => stage === 'new' || stage === 'following';

/** Today as `YYYY-MM-DD` in the browser's time zone. */
const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

interface FollowValues {
  content: string;
  nextFollowDate?: Dayjs | null;
}
interface CloseValues {
  stage: 'won' | 'lost';
  content?: string;
  enterpriseId?: string;
}

/**
 * 业务列表 (catalogue key `businessList`, D60): business opportunities — companies that may bring batches of
 * installations — open ones first, the next follow-up soonest. Filters in the URL (keyword, stage, mine), server
 * paging. 新增商机 (`order:business:edit`) adds one owned by the caller; its owner edits, records follow-ups
 * (待跟进 → 跟进中, with the next date) and closes it as won (optionally naming the enterprise it became) or lost
 * (a reason required). 跟进记录 shows every follow-up. Staff only: the server refuses enterprise users and masters,
 * and anyone but the owner a change.
 */
export default function BusinessListScreen() {
  const { t } = useAreaTexts(customerBusinessTexts);
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  const can = useCan();
  const installTypes = useDictionary('install_type');
  const [editing, setEditing] = useState<{ lead: BusinessLead | null } | null>(null);
  const [following, setFollowing] = useState<BusinessLead | null>(null);
  const [closing, setClosing] = useState<BusinessLead | null>(null);
  const [viewing, setViewing] = useState<BusinessLead | null>(null);
  const [closeForm] = Form.useForm<CloseValues>();
  const closeStage = Form.useWatch('stage', closeForm);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: customerBusinessKeys.all });

  const fields = useMemo<FilterField[]>(
    () => [
      {
        kind: 'text',
        name: 'keyword',
        label: t('business.keyword'),
        placeholder: t('business.keywordPlaceholder'),
      },
      {
        kind: 'select',
        name: 'stage',
        label: t('business.stage'),
        options: BUSINESS_STAGES.map((stage) => ({ value: stage, label: t(`business.stages.${stage}`) })),
      },
      {
        kind: 'select',
        name: 'mine',
        label: t('business.mine'),
        options: (['1', '0'] as const).map((value) => ({ value, label: t(`business.mineValues.${value}`) })),
      },
    ],
    [t],
  );
  const [filters, setFilters] = useUrlFilters(fields);

  const columns: TableColumnsType<BusinessLead> = [
    {
      title: t('business.title'),
      dataIndex: 'title',
      key: 'title',
      width: 220,
      render: (title: string, row) => (
        <Flex vertical>
          <Typography.Text strong>{title}</Typography.Text>
          <Typography.Text type="secondary">{row.companyName}</Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('business.contact'),
      key: 'contact',
      render: (_: unknown, row) => (
        <Flex vertical>
          <span>{row.contactName}</span>
          <Typography.Text type="secondary">{row.contactPhone}</Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('business.installType'),
      key: 'batch',
      render: (_: unknown, row) => (
        <Flex vertical>
          <span>
            {row.provinceName ?? row.provinceCode} · {dictLabelOf(installTypes.data, row.installType)}
          </span>
          <Typography.Text type="secondary">
            {row.quantity} · ¥{row.amount.toFixed(2)}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('business.stage'),
      dataIndex: 'stage',
      key: 'stage',
      render: (stage: BusinessStage, row) => (
        <Flex vertical>
          <Badge status={STAGE_BADGE[stage]} text={t(`business.stages.${stage}`)} />
          {stage === 'lost' && row.lostReason !== null && (
            <Typography.Text type="danger">
              {t('business.lostReason', { reason: row.lostReason })}
            </Typography.Text>
          )}
          {stage === 'won' && row.enterpriseName !== null && (
            <Typography.Text type="secondary">
              {t('business.wonEnterprise', { name: row.enterpriseName })}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    { title: t('business.owner'), dataIndex: 'ownerName', key: 'ownerName' },
    {
      title: t('business.nextFollow'),
      dataIndex: 'nextFollowDate',
      key: 'nextFollowDate',
      render: (day: string | null, row) =>
        day === null ? (
          '—'
        ) : (
          <Flex vertical align="start">
            <span>{day}</span>
            {isOpen(row.stage) && day < today() && <Tag color="red">{t('business.overdue')}</Tag>}
          </Flex>
        ),
    },
    {
      title: t('business.history'),
      key: 'follows',
      render: (_: unknown, row) => t('business.follows', { count: row.followCount }),
    },
    dateTimeColumn<BusinessLead>(t('business.createTime'), 'createTime'),
  ];

  const rowActions = (row: BusinessLead): RowAction[] => [
    {
      key: 'follow',
      label: t('business.follow'),
      permission: BUTTON_CODES.businessEdit,
      visible: row.mine && isOpen(row.stage),
      run: () => setFollowing(row),
    },
    {
      key: 'edit',
      label: t('business.edit'),
      permission: BUTTON_CODES.businessEdit,
      visible: row.mine && isOpen(row.stage),
      run: () => setEditing({ lead: row }),
    },
    {
      key: 'close',
      label: t('business.close'),
      permission: BUTTON_CODES.businessEdit,
      visible: row.mine && isOpen(row.stage),
      run: () => setClosing(row),
    },
    { key: 'history', label: t('business.history'), run: () => setViewing(row) },
  ];

  const fetchPage = (applied: FilterValues, request: PageRequest, signal: AbortSignal) =>
    client.order.business.list(
      {
        ...pageQueryOf(request),
        ...definedOnly({
          keyword: applied.keyword,
          stage: stageFilter(applied.stage),
          mine: mineFilter(applied.mine),
        }),
      },
      { signal },
    );

  const closeValues = useMemo<Partial<CloseValues>>(() => ({ stage: 'won' }), []);

  return (
    <Flex vertical gap={12}>
      <Typography.Paragraph type="secondary">{t('business.hint')}</Typography.Paragraph>
      <ListScreen<BusinessLead>
        label={t('business.table')}
        queryKey={customerBusinessKeys.leads()}
        fields={fields}
        filters={filters}
        onFiltersChange={setFilters}
        columns={columns}
        rowKey="leadId"
        scrollX={1400}
        rowActions={rowActions}
        actionsWidth={200}
        toolbar={
          can(BUTTON_CODES.businessEdit) && (
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => setEditing({ lead: null })}
            >
              {t('business.add')}
            </Button>
          )
        }
        fetchPage={fetchPage}
      />
      <LeadFormModal
        open={editing !== null}
        lead={editing?.lead ?? null}
        onClose={() => setEditing(null)}
        onSaved={() => {
          refresh();
          setEditing(null);
        }}
      />
      <FormModal<FollowValues>
        open={following !== null}
        title={t('business.followTitle', { title: following?.title ?? '' })}
        name="businessFollow"
        onSubmit={({ content, nextFollowDate }) =>
          client.order.business.follow({
            leadId: following?.leadId ?? 0,
            content: content.trim(),
            nextFollowDate: nextFollowDate ? nextFollowDate.format('YYYY-MM-DD') : null,
          })
        }
        successText={t('business.followed')}
        onSaved={() => {
          refresh();
          setFollowing(null);
        }}
        onCancel={() => setFollowing(null)}
        modalProps={{ destroyOnHidden: true }}
      >
        <Form.Item
          name="content"
          label={t('business.followContent')}
          rules={[{ required: true, whitespace: true, message: t('business.followContentRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={BUSINESS_TEXT_MAX} showCount />
        </Form.Item>
        <Form.Item name="nextFollowDate" label={t('business.nextFollow')}>
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
      </FormModal>
      <FormModal<CloseValues>
        open={closing !== null}
        title={t('business.closeTitle', { title: closing?.title ?? '' })}
        name="businessClose"
        form={closeForm}
        initialValues={closeValues}
        onSubmit={({ stage, content, enterpriseId }) =>
          client.order.business.close({
            leadId: closing?.leadId ?? 0,
            stage,
            content: (content ?? '').trim(),
            enterpriseId: stage === 'won' && enterpriseId ? Number(enterpriseId) : null,
          })
        }
        successText={t('business.closed')}
        onSaved={() => {
          refresh();
          setClosing(null);
        }}
        onCancel={() => setClosing(null)}
        modalProps={{ destroyOnHidden: true }}
      >
        <Form.Item name="stage" label={t('business.closeAs')}>
          <Radio.Group
            options={[
              { value: 'won', label: t('business.closeWon') },
              { value: 'lost', label: t('business.closeLost') },
            ]}
          />
        </Form.Item>
        {closeStage === 'won' && (
          <Form.Item name="enterpriseId" label={t('business.closeEnterprise')}>
            <EnterpriseSelect placeholder={t('business.closeEnterprise')} />
          </Form.Item>
        )}
        <Form.Item
          name="content"
          label={t('business.closeContent')}
          rules={
            closeStage === 'lost'
              ? [{ required: true, whitespace: true, message: t('business.closeReasonRequired') }]
              : []
          }
        >
          <Input.TextArea rows={3} maxLength={BUSINESS_TEXT_MAX} showCount />
        </Form.Item>
      </FormModal>
      <LeadFollowsDrawer lead={viewing} onClose={() => setViewing(null)} />
    </Flex>
  );
}
