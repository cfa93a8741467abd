import type { LoginRecord } from '@onsite/domain';
import { Alert, Modal, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { serverMessageOf } from '../../providers/query/serverMessage';
import { useRecentLogins } from '../hooks/userQueries';

export interface RecentLoginsModalProps {
  open: boolean;
  onClose: () => void;
}

/** The recent logins of the signed-in user (stuff.logininfo, first page, newest first). */
export function RecentLoginsModal({ open, onClose }: RecentLoginsModalProps) {
  const { t } = useTranslation('ui');
  const logins = useRecentLogins(open);
  const columns: TableColumnsType<LoginRecord> = [
    { key: 'loginTime', dataIndex: 'loginTime', title: t('header.user.loginTime') },
    { key: 'ipaddr', dataIndex: 'ipaddr', title: t('header.user.ipaddr') },
    { key: 'loginLocation', dataIndex: 'loginLocation', title: t('header.user.loginLocation') },
    { key: 'deviceType', dataIndex: 'deviceType', title: t('header.user.deviceType') },
    { key: 'browser', dataIndex: 'browser', title: t('header.user.browser') },
    { key: 'os', dataIndex: 'os', title: t('header.user.os') },
  ];
  return (
    <Modal open={open} title={t('header.user.recentLogins')} onCancel={onClose} footer={null} width={860}>
      {logins.isError ? (
        <Alert type="error" showIcon title={serverMessageOf(logins.error) ?? t('header.user.systemError')} />
      ) : (
        <Table<LoginRecord>
          rowKey={(record) => `${record.loginTime}-${record.ipaddr}`}
          columns={columns}
          dataSource={logins.data?.rows ?? []}
          loading={logins.isPending}
          pagination={false}
          size="small"
        />
      )}
    </Modal>
  );
}
