import {
  PAY_TYPE_OFFLINE,
  PAY_TYPE_ONLINE,
  type PayType,
  TOPUP_CUSTOM_AMOUNT_MIN,
  TOPUP_PRESET_AMOUNTS,
  type TopupMessage,
  type TopupStep,
  topupStepError,
} from '@onsite/domain';
import { Alert, Button, Flex, InputNumber, Radio, Result, Steps, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../widgets/format';

/** What the wizard has been told so far. */
export interface TopupFormValue {
  /** The amount in yuan; null while none is chosen. */
  amount: number | null;
  /** 1 offline bank transfer, 2 online payment; null while none is chosen. */
  payType: PayType | null;
}

export interface TopupWizardViewProps {
  /** The step shown: 0 fill in the amount, 1 confirm and pay, 2 done (spec 000 §4.3). */
  step: TopupStep;
  /** The amount and pay type (controlled). */
  value: TopupFormValue;
  /** Called with the new amount or pay type. */
  onChange: (value: TopupFormValue) => void;
  /** Paying an existing order: the amount and pay type cannot change and there is no way back; false by default. */
  locked?: boolean;
  /** The order number once the order exists. */
  orderNo?: string;
  /** Whether the order is being created or the payment page fetched; false by default. */
  paying?: boolean;
  /** Step 0 → 1, called only with a valid amount. */
  onNext: () => void;
  /** Step 1 → 0. */
  onPrevious: () => void;
  /** Step 1: create the order and pay, called only with a valid amount and pay type. */
  onPay: () => void;
  /** Step 2: close the wizard. */
  onClose: () => void;
}

const PAY_TYPE_LABELS = { [PAY_TYPE_ONLINE]: 'online', [PAY_TYPE_OFFLINE]: 'offline' } as const;

/** Two decimals for money (DESIGN). */

/**
 * The three steps of a top-up (spec 000 §4.3, §5): the amount (a preset or a custom amount), then
 * the pay type with the 30-minute and no-withdrawal notices, then the order number. Each step's
 * guard (topupStepError) shows its message instead of moving on.
 */
export function TopupWizardView({
  step,
  value,
  onChange,
  locked = false,
  orderNo,
  paying = false,
  onNext,
  onPrevious,
  onPay,
  onClose,
}: TopupWizardViewProps) {
  const { t } = useTranslation('ui');
  const [guard, setGuard] = useState<TopupMessage | null>(null);
  const change = (next: TopupFormValue) => {
    setGuard(null);
    onChange(next);
  };
  const attempt = (action: () => void) => {
    const error = topupStepError(step, value);
    setGuard(error);
    if (error === null) action();
  };
  const isPreset =
    value.amount !== null && (TOPUP_PRESET_AMOUNTS as readonly number[]).includes(value.amount);

  return (
    <Flex vertical gap={24}>
      <Steps
        current={step}
        size="small"
        items={[
          { title: t('header.wallet.topup.stepAmount') },
          { title: t('header.wallet.topup.stepPay') },
          { title: t('header.wallet.topup.stepDone') },
        ]}
      />
      {step === 0 ? (
        <Flex vertical gap={16}>
          <Radio.Group
            aria-label={t('header.wallet.topup.amountLabel')}
            optionType="button"
            value={isPreset ? value.amount : null}
            onChange={(event) => change({ ...value, amount: Number(event.target.value) })}
            options={TOPUP_PRESET_AMOUNTS.map((amount) => ({
              value: amount,
              label: t('header.wallet.topup.yuan', { amount }),
            }))}
          />
          <InputNumber<number>
            aria-label={t('header.wallet.topup.customAmount')}
            placeholder={t('header.wallet.topup.customPlaceholder')}
            min={TOPUP_CUSTOM_AMOUNT_MIN}
            precision={2}
            style={{ width: 240 }}
            value={isPreset ? null : value.amount}
            onChange={(amount) => change({ ...value, amount: amount ?? null })}
          />
        </Flex>
      ) : null}
      {step === 1 ? (
        <Flex vertical gap={16}>
          <Typography.Text strong>
            {t('header.wallet.topup.summaryAmount', { amount: formatMoney(value.amount ?? 0) })}
          </Typography.Text>
          <Radio.Group
            aria-label={t('header.wallet.topup.payTypeLabel')}
            disabled={locked}
            value={value.payType}
            onChange={(event) => change({ ...value, payType: event.target.value as PayType })}
            options={([PAY_TYPE_ONLINE, PAY_TYPE_OFFLINE] as const).map((payType) => ({
              value: payType,
              label: t(`header.wallet.topup.${PAY_TYPE_LABELS[payType]}`),
            }))}
          />
          {locked ? (
            <Typography.Text type="secondary">{t('header.wallet.topup.payTypeLocked')}</Typography.Text>
          ) : null}
          <Alert
            type="warning"
            showIcon
            title={t('header.wallet.topup.timeoutNotice')}
            description={t('header.wallet.topup.noWithdraw')}
          />
        </Flex>
      ) : null}
      {step === 2 ? (
        <Result
          status="success"
          title={t('header.wallet.topup.doneTitle')}
          subTitle={
            <Flex vertical>
              {orderNo === undefined ? null : <span>{t('header.wallet.topup.orderNo', { orderNo })}</span>}
              <span>
                {value.payType === PAY_TYPE_OFFLINE
                  ? t('header.wallet.topup.offlineDone')
                  : t('header.wallet.topup.onlineDone')}
              </span>
            </Flex>
          }
        />
      ) : null}
      {guard === null ? null : (
        <Alert type="error" showIcon role="alert" title={t(`header.wallet.${guard}`)} />
      )}
      <Flex justify="end" gap={8}>
        {step === 0 ? (
          <Button type="primary" onClick={() => attempt(onNext)}>
            {t('header.wallet.topup.next')}
          </Button>
        ) : null}
        {step === 1 ? (
          <>
            {locked ? null : <Button onClick={onPrevious}>{t('header.wallet.topup.previous')}</Button>}
            <Button type="primary" loading={paying} onClick={() => attempt(onPay)}>
              {t('header.wallet.topup.pay')}
            </Button>
          </>
        ) : null}
        {step === 2 ? (
          <Button type="primary" onClick={onClose}>
            {t('header.wallet.topup.close')}
          </Button>
        ) : null}
      </Flex>
    </Flex>
  );
}
