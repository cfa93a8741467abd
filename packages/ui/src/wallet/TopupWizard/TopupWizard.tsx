import { PAY_TYPE_ONLINE, RECHARGE_PAID, type RechargeRecord, type TopupStep } from '@onsite/domain';
import { Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../providers/feedback';
import { serverMessageOf } from '../../providers/query/serverMessage';
import { useCreateTopup, usePaymentPage, usePaymentState } from '../hooks/walletQueries';
import { type TopupFormValue, TopupWizardView } from './TopupWizardView';

export interface TopupWizardProps {
  /** Whether the wizard is shown. */
  open: boolean;
  /** The signed-in user's enterprise, whose wallet is topped up. */
  enterpriseId: number;
  /** An existing unpaid order to pay: the wizard starts at step 1 with its amount and pay type locked. */
  payRecord?: Pick<RechargeRecord, 'orderNo' | 'rechargeMoney' | 'payType'>;
  /** Called when the wizard is closed, by its close button or when done. */
  onClose: () => void;
  /**
   * Shows the payment page `/finance/pay/pay` answered; by default a URL opens in a new window and
   * an HTML form is written into a new window (which then submits itself).
   */
  openPaymentPage?: (page: string) => void;
}

/** Opens the payment service's page in a new window (spec 000 §4.3). */
export function openPaymentWindow(page: string): void {
  const trimmed = page.trim();
  if (/^https?:\/\//i.test(trimmed)) {
    window.open(trimmed, '_blank', 'noopener');
    return;
  }
  const popup = window.open('', '_blank');
  if (popup === null) throw new Error('popup blocked');
  popup.document.write(trimmed);
  popup.document.close();
  popup.document.querySelector('form')?.submit();
}

/** The wizard's steps without the dialog around them (the recharge screen shows them on a page: TopupPanel). */
export function TopupWizardBody({
  enterpriseId,
  payRecord,
  onClose,
  openPaymentPage = openPaymentWindow,
}: Omit<TopupWizardProps, 'open'>) {
  const { t } = useTranslation('ui');
  const { message, modal } = useAppFeedback();
  const [step, setStep] = useState<TopupStep>(payRecord === undefined ? 0 : 1);
  const [value, setValue] = useState<TopupFormValue>({
    amount: payRecord?.rechargeMoney ?? null,
    payType: payRecord?.payType ?? null,
  });
  // Once an order exists, paying again uses it rather than creating another.
  const [orderNo, setOrderNo] = useState<string | undefined>(payRecord?.orderNo);
  const createTopup = useCreateTopup(enterpriseId);
  const paymentPage = usePaymentPage();
  const paymentState = usePaymentState();

  const failed = (error: unknown) =>
    void message.error(serverMessageOf(error) ?? t('widgets.common.systemError'));

  const pay = async () => {
    const { amount, payType } = value;
    if (amount === null || payType === null) return;
    let order = orderNo;
    try {
      if (order === undefined) {
        order = await createTopup.mutateAsync({ totalAmount: amount, payType });
        setOrderNo(order);
      }
      if (payType !== PAY_TYPE_ONLINE) {
        setStep(2);
        return;
      }
      const page = await paymentPage.mutateAsync({ orderNo: order, totalAmount: amount });
      try {
        openPaymentPage(page);
      } catch {
        void message.error(t('header.wallet.topup.popupBlocked'));
        return;
      }
    } catch (error) {
      failed(error);
      return;
    }
    confirmPayment(order);
  };

  /**
   * 我已完成支付 asks the server whether the payment arrived (issue 16 item 9): paid goes on to the
   * last step; not yet (or a failed question) says so and asks again.
   */
  const confirmPayment = (order: string) => {
    modal.confirm({
      title: t('header.wallet.topup.confirmTitle'),
      content: t('header.wallet.topup.confirmContent'),
      okText: t('header.wallet.topup.paid'),
      cancelText: t('header.wallet.topup.problem'),
      onOk: async () => {
        try {
          const state = await paymentState.mutateAsync(order);
          if (state.status === RECHARGE_PAID) {
            void message.success(t('header.wallet.topup.paidConfirmed'));
            setStep(2);
            return;
          }
          void message.warning(t('header.wallet.topup.notPaidYet'));
        } catch (error) {
          failed(error);
        }
        confirmPayment(order);
      },
      onCancel: () => void message.warning(t('header.wallet.topup.problemHint')),
    });
  };

  return (
    <TopupWizardView
      step={step}
      value={value}
      onChange={setValue}
      locked={payRecord !== undefined || orderNo !== undefined}
      {...(orderNo === undefined ? {} : { orderNo })}
      paying={createTopup.isPending || paymentPage.isPending}
      onNext={() => setStep(1)}
      onPrevious={() => setStep(0)}
      onPay={() => void pay()}
      onClose={onClose}
    />
  );
}

/**
 * The top-up wizard dialog (spec 000 §4.3): creates the order through `/finance/pay/insert`; an
 * online one opens the payment page and asks whether the payment went through.
 */
export function TopupWizard({ open, ...props }: TopupWizardProps) {
  const { t } = useTranslation('ui');
  return (
    <Modal
      open={open}
      title={t('header.wallet.topup.title')}
      footer={null}
      width={640}
      destroyOnHidden
      onCancel={props.onClose}
    >
      <TopupWizardBody {...props} />
    </Modal>
  );
}
