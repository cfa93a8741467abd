import { DEPOSIT_REASON_MAX, type DepositMoveType, type MasterDeposit } from '@onsite/domain';
import { FormModal, formatMoney, useOnsiteClient } from '@onsite/ui';
import { Form, Input, InputNumber, Typography } from 'antd';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { financeTexts } from '../texts';

export interface DepositMoveModalProps {
  /** The deposit and the movement to make; null keeps the dialog closed. */
  move: { deposit: MasterDeposit; moveType: DepositMoveType } | null;
  onClose: () => void;
  /** After the server wrote the movement (refresh the lists). */
  onMoved: () => void;
}

interface MoveForm {
  amount: number;
  reason?: string;
}

/**
 * 缴纳 / 扣除 / 退还 a master's deposit (D42): an amount above zero (a deduction or refund at most the
 * balance) and, for a deduction, a reason; checked here as the server checks them, which refuses
 * anything else with its message and changes nothing.
 */
export function DepositMoveModal({ move, onClose, onMoved }: DepositMoveModalProps) {
  const { t } = useAreaTexts(financeTexts);
  const client = useOnsiteClient();
  const moveType = move?.moveType ?? 'payIn';
  const balance = move?.deposit.balance ?? 0;
  const limited = moveType !== 'payIn';

  return (
    <FormModal<MoveForm>
      open={move !== null}
      title={t('masterDeposit.moveTitle', {
        type: t(`masterDeposit.${moveType}`),
        name: move?.deposit.masterName ?? '',
      })}
      name="depositMove"
      onSubmit={({ amount, reason }) =>
        client.finance.masterDeposit.move({
          masterId: move?.deposit.masterId ?? 0,
          moveType,
          amount,
          reason: (reason ?? '').trim(),
        })
      }
      successText={t(`masterDeposit.moveDone.${moveType}`)}
      onSaved={() => {
        onMoved();
        onClose();
      }}
      onCancel={onClose}
      modalProps={{
        destroyOnHidden: true,
        okButtonProps: { danger: limited },
        okText: t(`masterDeposit.${moveType}`),
      }}
    >
      <Typography.Paragraph>
        {t('masterDeposit.currentBalance', { amount: formatMoney(balance) })}
      </Typography.Paragraph>
      <Form.Item
        name="amount"
        label={t('masterDeposit.moveAmount')}
        rules={[
          { required: true, message: t('masterDeposit.amountRequired') },
          {
            validator: (_rule, value: number | null | undefined) =>
              limited && typeof value === 'number' && value > balance
                ? Promise.reject(
                    new Error(t('masterDeposit.amountTooLarge', { amount: formatMoney(balance) })),
                  )
                : Promise.resolve(),
          },
        ]}
      >
        <InputNumber<number> min={0.01} max={1_000_000} precision={2} step={100} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="reason"
        label={t('masterDeposit.reason')}
        rules={
          moveType === 'deduct'
            ? [{ required: true, whitespace: true, message: t('masterDeposit.reasonRequired') }]
            : []
        }
      >
        <Input.TextArea
          rows={3}
          maxLength={DEPOSIT_REASON_MAX}
          showCount
          placeholder={t('masterDeposit.reasonPlaceholder')}
        />
      </Form.Item>
    </FormModal>
  );
}
