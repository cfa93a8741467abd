import type { LoginRecord } from '@onsite/domain';
import { formatDateTime, serverMessageOf, useHeaderProfile, useRecentLogins } from '@onsite/ui';
import { Alert, Button, Card, Descriptions, Flex, Skeleton, Table } from 'antd';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { accountTexts } from '../texts';

/** 个人中心 (catalogue key `center`): the signed-in user's profile and recent logins (000 §3). */
export default function AccountCenterScreen() {
  const { t } = useAreaTexts(accountTexts);
  const profile = useHeaderProfile();
  const logins = useRecentLogins();
  const user = profile.data;

  let body = <Skeleton active />;
  if (profile.isError)
    body = (
      <Alert
        type="error"
        showIcon
        title={t('center.loadFailed')}
        description={serverMessageOf(profile.error)}
        action={<Button onClick={() => void profile.refetch()}>{t('center.retry')}</Button>}
      />
    );
  else if (user)
    body = (
      <Descriptions
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'loginName', label: t('center.loginName'), children: user.loginName },
          { key: 'userName', label: t('center.userName'), children: user.userName },
          { key: 'dept', label: t('center.dept'), children: user.deptName ?? '-' },
          { key: 'role', label: t('center.role'), children: user.roleName },
          { key: 'phone', label: t('center.phone'), children: user.phonenumber },
        ]}
      />
    );

  return (
    <Flex vertical gap={16}>
      <Card title={t('center.profile')}>{body}</Card>
      <Card title={t('center.recentLogins')}>
        {logins.isError ? (
          <Alert
            type="error"
            showIcon
            title={t('center.loadFailed')}
            description={serverMessageOf(logins.error)}
          />
        ) : (
          <Table<LoginRecord>
            aria-label={t('center.recentLogins')}
            size="small"
            loading={logins.isPending}
            dataSource={logins.data?.rows ?? []}
            rowKey={(record) => `${record.loginTime}-${record.ipaddr}`}
            pagination={false}
            columns={[
              {
                title: t('center.loginTime'),
                dataIndex: 'loginTime',
                render: (value: string) => formatDateTime(value),
              },
              { title: t('center.ipaddr'), dataIndex: 'ipaddr' },
              { title: t('center.loginLocation'), dataIndex: 'loginLocation' },
              { title: t('center.deviceType'), dataIndex: 'deviceType' },
              { title: t('center.browser'), dataIndex: 'browser' },
              { title: t('center.os'), dataIndex: 'os' },
            ]}
          />
        )}
      </Card>
    </Flex>
  );
}
