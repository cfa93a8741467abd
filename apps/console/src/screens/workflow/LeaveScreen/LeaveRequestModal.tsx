import { LEAVE_MAX_DAYS, LEAVE_TEXT_MAX } from '@onsite/domain';
import { FormModal, useOnsiteClient } from '@onsite/ui';
import { DatePicker, Form, Input, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { MasterSelect } from '../../masters/MasterSelect';
import { workflowTexts } from '../texts';

const DAY = 'YYYY-MM-DD';

interface Values {
  masterId?: number;
  range: [Dayjs, Dayjs];
  reason: string;
}

export interface LeaveRequestModalProps {
  open: boolean;
  /** A master asks for themselves (no master to choose); staff choose the master. */
  forSelf: boolean;
  onClose: () => void;
  onAdded: () => void;
}

/**
 * 申请请假 (D51): the master (staff only), the first and last day (from today on) and a reason. The
 * server checks the dates again (real days, not past, at most 30 days, no overlap) and refuses with its
 * message, which keeps the dialog open.
 */
export function LeaveRequestModal({ open, forSelf, onClose, onAdded }: LeaveRequestModalProps) {
  const { t } = useAreaTexts(workflowTexts);
  const client = useOnsiteClient();
  return (
    <FormModal<Values>
      open={open}
      title={t('leave.addTitle')}
      name="leaveRequest"
      onSubmit={({ masterId, range, reason }) =>
        client.master.leave.add({
          ...(forSelf || masterId === undefined ? {} : { masterId }),
          startDate: range[0].format(DAY),
          endDate: range[1].format(DAY),
          reason: reason.trim(),
        })
      }
      successText={t('leave.added')}
      onSaved={() => {
        onAdded();
        onClose();
      }}
      onCancel={onClose}
      modalProps={{ destroyOnHidden: true }}
    >
      <Typography.Paragraph type="secondary">{t('leave.hint', { max: LEAVE_MAX_DAYS })}</Typography.Paragraph>
      {!forSelf && (
        <Form.Item
          name="masterId"
          label={t('leave.master')}
          rules={[{ required: true, message: t('leave.masterRequired') }]}
        >
          <MasterSelect scope="leave" state="active" />
        </Form.Item>
      )}
      <Form.Item
        name="range"
        label={t('leave.range')}
        rules={[{ required: true, message: t('leave.rangeRequired') }]}
      >
        <DatePicker.RangePicker
          format={DAY}
          disabledDate={(day) => day.isBefore(dayjs().startOf('day'))}
          // The calendar opens inside the dialog and goes with it when the dialog closes.
          getPopupContainer={(trigger) => trigger.parentElement ?? document.body}
          style={{ width: '100%' }}
        />
      </Form.Item>
      <Form.Item
        name="reason"
        label={t('leave.reason')}
        rules={[{ required: true, whitespace: true, message: t('leave.reasonRequired') }]}
      >
        <Input.TextArea rows={3} maxLength={LEAVE_TEXT_MAX} showCount />
      </Form.Item>
    </FormModal>
  );
}
