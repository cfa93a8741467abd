import { isEnterpriseUserType } from '@onsite/domain';
import { formatMoney, Greeting, SectionState, useEnterpriseAccount } from '@onsite/ui';
import { Button, Card, Col, Flex, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { useSessionStore } from '../../../stores/sessionStore';
import { dashboardsTexts } from '../texts';
import { useScreenPath } from '../useScreenPath';
import { LatestOrders } from './LatestOrders';
import { OrderStatusCounts } from './OrderStatusCounts';
import { useReminderCount } from './workbenchQueries';

/** 钱包余额 of the user's enterprise (`/finance/refund/get/{enterpriseId}`), with a way to top up. */
function WalletCard({ enterpriseId }: { enterpriseId: number }) {
  const { t } = useAreaTexts(dashboardsTexts);
  const account = useEnterpriseAccount(enterpriseId);
  const rechargePath = useScreenPath('recharge');
  const title = t('workbench.wallet');
  return (
    <Card
      title={title}
      extra={rechargePath === null ? null : <Link to={rechargePath}>{t('workbench.topUp')}</Link>}
    >
      <SectionState
        name={title}
        loading={account.isPending}
        error={account.error}
        onRetry={() => void account.refetch()}
      >
        <Statistic
          title={<span translate="no">{account.data?.enterpriseName}</span>}
          value={account.data ? t('yuan', { amount: formatMoney(account.data.totalBalance) }) : ''}
        />
      </SectionState>
    </Card>
  );
}

/** The reminder count, labelled as the header labels it (000 §6: completed for type 22, else pending). */
function RemindersCard({ userType }: { userType: string | undefined }) {
  const { t } = useAreaTexts(dashboardsTexts);
  const ui = useTranslation('ui').t;
  const reminders = useReminderCount();
  const orderListPath = useScreenPath('orderList');
  const title = ui(
    isEnterpriseUserType(userType) ? 'header.user.reminderCompleted' : 'header.user.reminderPending',
  );
  return (
    <Card
      title={title}
      extra={orderListPath === null ? null : <Link to={orderListPath}>{t('workbench.viewOrders')}</Link>}
    >
      <SectionState
        name={title}
        loading={reminders.isPending}
        error={reminders.error}
        onRetry={() => void reminders.refetch()}
      >
        <Statistic value={reminders.data ?? 0} />
      </SectionState>
    </Card>
  );
}

/**
 * 工作台 (catalogue key `workbench`): where enterprise users land (D9): greeting and order-now
 * (the named route qyCreateOrder, type 22 only, 000 §2.4), wallet balance, reminders, order counts by status
 * linking to the filtered order list, and the latest orders.
 */
export default function WorkbenchScreen() {
  const ui = useTranslation('ui').t;
  const navigate = useNavigate();
  const user = useSessionStore((state) => state.user);
  const orderNowPath = useScreenPath('qyCreateOrder');
  const enterpriseId = user?.enterpriseId ?? null;
  return (
    <Flex vertical gap={16}>
      <Card>
        <Flex justify="space-between" align="center" wrap gap={16}>
          <Greeting name={user?.userName ?? ''} level={3} />
          {orderNowPath !== null && isEnterpriseUserType(user?.userType) && (
            <Button type="primary" onClick={() => void navigate(orderNowPath)}>
              {ui('header.user.orderNow')}
            </Button>
          )}
        </Flex>
      </Card>
      <Row gutter={[16, 16]}>
        {enterpriseId !== null && (
          <Col xs={24} md={12}>
            <WalletCard enterpriseId={enterpriseId} />
          </Col>
        )}
        <Col xs={24} md={12}>
          <RemindersCard userType={user?.userType} />
        </Col>
      </Row>
      <OrderStatusCounts />
      <LatestOrders />
    </Flex>
  );
}
