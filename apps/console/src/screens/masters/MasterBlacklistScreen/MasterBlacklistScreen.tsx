import { BUTTON_CODES, type MasterProfile } from '@onsite/domain';
import {
  Can,
  dateTimeColumn,
  definedOnly,
  type FilterField,
  ListScreen,
  pageQueryOf,
  useOnsiteClient,
} from '@onsite/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Button, type TableColumnsType, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { useUrlFilters } from '../../list/useUrlFilters';
import { masterKeys } from '../masterModel';
import { mastersTexts } from '../texts';
import { BlacklistModal } from './BlacklistModal';

/**
 * 师傅黑名单 (catalogue key `masterBlacklist`, D38): the blacklisted masters with the reason, when and by whom;
 * 拉黑师傅 (a master and a required reason, asked first) and 解除拉黑 (asked first). A blacklisted master is
 * not offered for dispatch and cannot accept new orders (the server refuses both).
 */
export default function MasterBlacklistScreen() {
  const { t } = useAreaTexts(mastersTexts);
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: masterKeys.all });

  const fields = useMemo<FilterField[]>(
    () => [
      { kind: 'text', name: 'masterName', label: t('field.masterName') },
      { kind: 'text', name: 'phonenumber', label: t('field.phonenumber') },
    ],
    [t],
  );
  const [filters, setFilters] = useUrlFilters(fields);

  const columns: TableColumnsType<MasterProfile> = [
    { title: t('field.masterName'), dataIndex: 'masterName', key: 'masterName' },
    { title: t('field.phonenumber'), dataIndex: 'phonenumber', key: 'phonenumber' },
    {
      title: t('field.team'),
      dataIndex: 'teamName',
      key: 'teamName',
      render: (team: string | null) => team ?? '—',
    },
    {
      title: t('blacklist.reason'),
      dataIndex: 'blacklistReason',
      key: 'blacklistReason',
      render: (reason: string | null) => <Typography.Text type="danger">{reason ?? '—'}</Typography.Text>,
    },
    dateTimeColumn<MasterProfile>(t('blacklist.blacklistTime'), 'blacklistTime'),
    { title: t('blacklist.blacklistBy'), dataIndex: 'blacklistBy', key: 'blacklistBy' },
    { title: t('field.openOrders'), dataIndex: 'openOrders', key: 'openOrders' },
  ];

  return (
    <>
      <ListScreen<MasterProfile>
        label={t('blacklist.table')}
        queryKey={[...masterKeys.list(), 'blacklisted']}
        fields={fields}
        filters={filters}
        onFiltersChange={setFilters}
        columns={columns}
        rowKey="masterId"
        toolbar={
          <Can permission={BUTTON_CODES.masterBlacklist}>
            <Button danger onClick={() => setAdding(true)}>
              {t('blacklist.add')}
            </Button>
          </Can>
        }
        rowActions={(row) => [
          {
            key: 'lift',
            label: t('blacklist.lift'),
            permission: BUTTON_CODES.masterBlacklist,
            confirm: t('blacklist.liftConfirm', { name: row.masterName }),
            successText: t('blacklist.lifted'),
            run: async () => {
              await client.master.master.unblacklist({ masterId: row.masterId });
              refresh();
            },
          },
        ]}
        actionsWidth={120}
        fetchPage={(applied, request, signal) =>
          client.master.master.list(
            {
              ...pageQueryOf(request),
              state: 'blacklisted',
              ...definedOnly({ masterName: applied.masterName, phonenumber: applied.phonenumber }),
            },
            { signal },
          )
        }
      />
      <BlacklistModal
        open={adding}
        onClose={() => setAdding(false)}
        onSaved={() => {
          setAdding(false);
          refresh();
        }}
      />
    </>
  );
}
