import { Descriptions, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../widgets/format';
import { SectionState } from '../../widgets/SectionState';
import { useEnterpriseAccount } from '../hooks/walletQueries';

export interface AccountInfoProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** The signed-in user's enterprise. */
  enterpriseId: number;
  /** Called when the dialog is closed. */
  onClose: () => void;
}

/** Account info (spec 000 §2.4): the enterprise's name and wallet balance, two decimals. */
export function AccountInfo({ open, enterpriseId, onClose }: AccountInfoProps) {
  const { t } = useTranslation('ui');
  const account = useEnterpriseAccount(enterpriseId, { enabled: open });
  return (
    <Modal
      open={open}
      title={t('header.wallet.account.title')}
      footer={null}
      destroyOnHidden
      onCancel={onClose}
    >
      <SectionState
        name={t('header.wallet.account.title')}
        loading={account.isPending}
        error={account.error}
        retrying={account.isFetching}
        onRetry={() => void account.refetch()}
      >
        {account.data ? (
          <Descriptions
            column={1}
            bordered
            items={[
              {
                key: 'enterpriseName',
                label: t('header.wallet.account.enterpriseName'),
                children: <span translate="no">{account.data.enterpriseName}</span>,
              },
              {
                key: 'balance',
                label: t('header.wallet.account.balance'),
                children: t('header.wallet.account.money', {
                  amount: formatMoney(account.data.totalBalance),
                }),
              },
            ]}
          />
        ) : null}
      </SectionState>
    </Modal>
  );
}
