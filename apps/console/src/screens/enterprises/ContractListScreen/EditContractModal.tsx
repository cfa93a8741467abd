import { DATETIME_FORMAT, type EnterpriseContractListRow } from '@onsite/domain';
import { serverMessageOf, useOnsiteClient } from '@onsite/ui';
import { App, DatePicker, Form, Input, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { enterprisesTexts } from '../texts';

interface ContractForm {
  contractNo: string;
  contractName: string;
  period: [Dayjs, Dayjs];
}

export interface EditContractModalProps {
  /** The contract edited; the modal is shown while one is given. */
  contract: EnterpriseContractListRow | null;
  /** Called after the change was saved. */
  onSaved: () => void;
  onCancel: () => void;
}

const timeOf = (value: string | null) => (value ? dayjs(value) : undefined);

/** 编辑合同 (`/enterprise/contract/update`, 000 §7.8): number, name and period; bad input sends nothing. */
export function EditContractModal({ contract, onSaved, onCancel }: EditContractModalProps) {
  const { t } = useAreaTexts(enterprisesTexts);
  const client = useOnsiteClient();
  const { message } = App.useApp();
  const [form] = Form.useForm<ContractForm>();
  const [saving, setSaving] = useState(false);

  const save = async () => {
    if (contract === null) return;
    const values = await form.validateFields().catch(() => null);
    if (values === null) return;
    setSaving(true);
    try {
      await client.enterprise.contract.update({
        id: contract.id,
        contractNo: values.contractNo.trim(),
        contractName: values.contractName.trim(),
        contractStartTime: values.period[0].format(DATETIME_FORMAT),
        contractEndTime: values.period[1].format(DATETIME_FORMAT),
      });
      void message.success(t('contract.saved'));
      onSaved();
    } catch (error) {
      void message.error(serverMessageOf(error) ?? t('enterprise.systemError'));
    } finally {
      setSaving(false);
    }
  };

  const start = timeOf(contract?.contractStartTime ?? null);
  const end = timeOf(contract?.contractEndTime ?? null);
  return (
    <Modal
      open={contract !== null}
      title={t('contract.editTitle')}
      okText={t('contract.ok')}
      confirmLoading={saving}
      destroyOnHidden
      onOk={() => void save()}
      onCancel={onCancel}
    >
      <Form<ContractForm>
        form={form}
        name="editContract"
        layout="vertical"
        preserve={false}
        initialValues={{
          contractNo: contract?.contractNo,
          contractName: contract?.contractName,
          period: start && end ? [start, end] : undefined,
        }}
      >
        <Form.Item
          name="contractNo"
          label={t('contract.contractNo')}
          rules={[{ required: true, whitespace: true, message: t('contract.contractNoRequired') }]}
        >
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item
          name="contractName"
          label={t('contract.contractName')}
          rules={[{ required: true, whitespace: true, message: t('contract.contractNameRequired') }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          name="period"
          label={t('contract.period')}
          rules={[{ required: true, message: t('contract.periodRequired') }]}
        >
          <DatePicker.RangePicker
            showTime
            format={DATETIME_FORMAT}
            placeholder={[t('contract.startTime'), t('contract.endTime')]}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
