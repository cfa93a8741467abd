import {
  BUTTON_CODES,
  ID_CARD_STATES,
  type IdCardRecord,
  type IdCardState,
  USER_TYPE_MASTER,
} from '@onsite/domain';
import {
  definedOnly,
  type FilterField,
  formatDateTime,
  ListScreen,
  pageQueryOf,
  useOnsiteClient,
  useOnsiteUser,
} from '@onsite/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Badge, Flex, type TableColumnsType, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { useUrlFilters } from '../../list/useUrlFilters';
import { ID_CARD_BADGE, masterKeys } from '../../masters/masterModel';
import { recordKeys } from '../masterRecordsModel';
import { masterRecordsTexts } from '../texts';
import { IdCardPicture } from './IdCardPicture';
import { RefuseIdCardModal } from './RefuseIdCardModal';
import { SubmitIdCardModal } from './SubmitIdCardModal';

/** A review state from the URL, else none. */
const stateFilter = (value: string | undefined) => ID_CARD_STATES.find((state) => state === value);

/**
 * 身份证审核 (catalogue key `idCard`, D54): every master's ID card — the name on it, the number, the front and back
 * pictures and the review (D38's state) — the cards waiting first. Filters in the URL, server paging. 提交审核 /
 * 重新提交 (`master:idcard:submit`) sends a card for review; 通过 (asked first) and 驳回 (a reason required) belong
 * to `master:idcard:review`, and the server refuses a reviewer their own submission. Numbers arrive masked and
 * pictures left out for a caller with the list code alone. D60: a master (userType '2') sees only their own card
 * and submits it for review while it is not approved (the server enforces both).
 */
export default function IdCardScreen() {
  const { t } = useAreaTexts(masterRecordsTexts);
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  const [submitting, setSubmitting] = useState<IdCardRecord | null>(null);
  const [refusing, setRefusing] = useState<IdCardRecord | null>(null);
  const isMaster = useOnsiteUser()?.userType === USER_TYPE_MASTER;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: masterKeys.all });

  const fields = useMemo<FilterField[]>(
    () => [
      ...(isMaster
        ? []
        : ([
            { kind: 'text', name: 'masterName', label: t('field.masterName') },
            { kind: 'text', name: 'phonenumber', label: t('field.phonenumber') },
          ] satisfies FilterField[])),
      {
        kind: 'select',
        name: 'idCardState',
        label: t('field.idCardState'),
        options: ID_CARD_STATES.map((state) => ({ value: state, label: t(`idCard.states.${state}`) })),
      },
    ],
    [t, isMaster],
  );
  const [filters, setFilters] = useUrlFilters(fields);

  const columns: TableColumnsType<IdCardRecord> = [
    {
      title: t('field.master'),
      dataIndex: 'masterName',
      key: 'masterName',
      render: (name: string, row) => (
        <Flex vertical>
          <span>{name}</span>
          <Typography.Text type="secondary">
            {row.phonenumber}
            {row.teamName === null ? '' : ` · ${row.teamName}`}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('field.holderName'),
      dataIndex: 'holderName',
      key: 'holderName',
      render: (holder: string | null) => holder ?? '—',
    },
    {
      title: t('field.idCardNo'),
      dataIndex: 'idCardNo',
      key: 'idCardNo',
      render: (number: string, row) => (
        <Typography.Text
          copyable={!row.idCardMasked && number !== ''}
          title={row.idCardMasked ? t('idCard.masked') : undefined}
        >
          {number || '—'}
        </Typography.Text>
      ),
    },
    {
      title: t('field.pictures'),
      key: 'pictures',
      render: (_: unknown, row) => {
        if (!row.hasPictures)
          return <Typography.Text type="secondary">{t('idCard.noPictures')}</Typography.Text>;
        if (row.frontPath === null || row.backPath === null)
          return <Typography.Text type="secondary">{t('idCard.picturesHidden')}</Typography.Text>;
        return (
          <Flex gap={4}>
            <IdCardPicture
              path={row.frontPath}
              alt={t('idCard.pictureAlt', { name: row.masterName, side: t('idCard.front') })}
            />
            <IdCardPicture
              path={row.backPath}
              alt={t('idCard.pictureAlt', { name: row.masterName, side: t('idCard.back') })}
            />
          </Flex>
        );
      },
    },
    {
      title: t('field.idCardState'),
      dataIndex: 'idCardState',
      key: 'idCardState',
      render: (state: IdCardState, row) => (
        <Flex vertical>
          <Badge status={ID_CARD_BADGE[state]} text={t(`idCard.states.${state}`)} />
          {state === 'refused' && row.refuseReason !== null && (
            <Typography.Text type="danger">
              {t('idCard.refuseReason', { reason: row.refuseReason })}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      title: t('field.submit'),
      key: 'submit',
      render: (_: unknown, row) =>
        row.submitBy === null
          ? '—'
          : t('idCard.submittedBy', { name: row.submitBy, time: formatDateTime(row.submitTime) }),
    },
    {
      title: t('field.review'),
      key: 'review',
      render: (_: unknown, row) =>
        row.reviewBy === null
          ? '—'
          : t('idCard.reviewedBy', { name: row.reviewBy, time: formatDateTime(row.reviewTime) }),
    },
  ];

  return (
    <>
      {isMaster ? (
        <Alert type="info" showIcon title={t('idCard.ownOnly')} style={{ marginBottom: 12 }} />
      ) : (
        <Typography.Paragraph type="secondary">{t('idCard.hint')}</Typography.Paragraph>
      )}
      <ListScreen<IdCardRecord>
        label={t('idCard.table')}
        queryKey={recordKeys.idCards()}
        fields={fields}
        filters={filters}
        onFiltersChange={setFilters}
        columns={columns}
        rowKey="masterId"
        scrollX={1300}
        rowActions={(row) => [
          {
            key: 'approve',
            label: t('idCard.approve'),
            permission: BUTTON_CODES.idCardReview,
            visible: row.idCardState === 'pending',
            confirm: t('idCard.approveConfirm', { name: row.masterName }),
            successText: t('idCard.approved'),
            run: () => client.master.idCard.approve({ masterId: row.masterId }),
          },
          {
            key: 'refuse',
            label: t('idCard.refuse'),
            danger: true,
            permission: BUTTON_CODES.idCardReview,
            visible: row.idCardState === 'pending',
            run: () => setRefusing(row),
          },
          {
            key: 'submit',
            label: row.submitTime === null ? t('idCard.submit') : t('idCard.resubmit'),
            permission: BUTTON_CODES.idCardSubmit,
            // D60: an approved card is changed through staff, not by its master.
            visible: !(isMaster && row.idCardState === 'approved'),
            run: () => setSubmitting(row),
          },
        ]}
        actionsWidth={170}
        fetchPage={(applied, request, signal) =>
          client.master.idCard.list(
            {
              ...pageQueryOf(request),
              ...definedOnly({
                masterName: isMaster ? undefined : applied.masterName,
                phonenumber: isMaster ? undefined : applied.phonenumber,
                idCardState: stateFilter(applied.idCardState),
              }),
            },
            { signal },
          )
        }
      />
      <SubmitIdCardModal
        card={submitting}
        onClose={() => setSubmitting(null)}
        onSubmitted={() => {
          setSubmitting(null);
          refresh();
        }}
      />
      <RefuseIdCardModal
        card={refusing}
        onClose={() => setRefusing(null)}
        onRefused={() => {
          setRefusing(null);
          refresh();
        }}
      />
    </>
  );
}
