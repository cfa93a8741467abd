import { formatMoney, numberFilter, serverMessageOf, TopupPanel, useEnterpriseAccount } from '@onsite/ui';
import { Alert, Button, Card, Flex, Form, Statistic } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { useScreenPath } from '../../dashboards/useScreenPath';
import { EnterpriseSelect } from '../../enterprises/EnterpriseSelect';
import { useFinanceAccess } from '../financeAccess';
import { financeTexts } from '../texts';

/** The wallet of the enterprise being topped up: its name and balance (`/finance/refund/get`). */
function WalletBalance({ enterpriseId }: { enterpriseId: number }) {
  const { t } = useAreaTexts(financeTexts);
  const navigate = useNavigate();
  const recordsPath = useScreenPath('walletRecord', { enterpriseId: String(enterpriseId) });
  const account = useEnterpriseAccount(enterpriseId);
  if (account.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('recharge.accountFailed')}
        description={serverMessageOf(account.error) ?? undefined}
      />
    );
  }
  return (
    <Card
      size="small"
      loading={account.isPending}
      title={<span translate="no">{account.data?.enterpriseName}</span>}
    >
      <Flex justify="space-between" align="end" wrap gap={16}>
        <Statistic
          title={t('recharge.balance')}
          value={account.data ? t('yuan', { amount: formatMoney(account.data.totalBalance) }) : ''}
        />
        {recordsPath !== null && (
          <Button onClick={() => void navigate(recordsPath)}>{t('recharge.records')}</Button>
        )}
      </Flex>
    </Card>
  );
}

/**
 * 在线充值 (catalogue key `recharge`): the top-up wizard of 000 §4.3 as a page. An enterprise user
 * tops up their own wallet (D4); staff first choose the enterprise (kept in the URL).
 */
export default function RechargeScreen() {
  const { t } = useAreaTexts(financeTexts);
  const { enterpriseId } = useFinanceAccess();
  const [params, setParams] = useSearchParams();
  const staff = enterpriseId === null;
  const chosen = staff ? numberFilter(params.get('enterpriseId') ?? undefined) : enterpriseId;

  return (
    <Flex vertical gap={16}>
      {staff && (
        <Card size="small">
          <Form layout="inline">
            <Form.Item
              label={t('recharge.enterprise')}
              htmlFor="recharge-enterprise"
              style={{ marginBottom: 0 }}
            >
              <EnterpriseSelect
                id="recharge-enterprise"
                placeholder={t('chooseEnterprise')}
                style={{ minWidth: 280 }}
                value={chosen === undefined ? undefined : String(chosen)}
                onChange={(next) => setParams(next ? { enterpriseId: next } : {})}
              />
            </Form.Item>
          </Form>
        </Card>
      )}
      {chosen === undefined ? (
        <Alert type="info" showIcon title={t('recharge.chooseFirst')} />
      ) : (
        <>
          <WalletBalance enterpriseId={chosen} />
          <TopupPanel enterpriseId={chosen} />
        </>
      )}
    </Flex>
  );
}
