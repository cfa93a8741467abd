import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { CustomerOrdersTabs } from '../CustomerOrdersTabs';

export interface CustomerOrdersDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called when the dialog is closed. */
  onClose: () => void;
}

/** The header's customer-orders dialog (spec 000 §2.4): the customer-order tabs in a modal. */
export function CustomerOrdersDialog({ open, onClose }: CustomerOrdersDialogProps) {
  const { t } = useTranslation('ui');
  return (
    <Modal
      open={open}
      title={t('header.customerOrders.title')}
      footer={null}
      width={1200}
      destroyOnHidden
      onCancel={onClose}
    >
      <CustomerOrdersTabs />
    </Modal>
  );
}
