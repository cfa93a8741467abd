import { DATETIME_FORMAT, type EnterpriseContractListRow } from '@onsite/domain';
import { FormModal, useOnsiteClient } from '@onsite/ui';
import { DatePicker, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
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
  const initialValues = useMemo(() => {
    const start = timeOf(contract?.contractStartTime ?? null);
    const end = timeOf(contract?.contractEndTime ?? null);
    return {
      contractNo: contract?.contractNo,
      contractName: contract?.contractName,
      period: start && end ? ([start, end] as [Dayjs, Dayjs]) : undefined,
    };
  }, [contract]);

  const save = async (values: ContractForm) => {
    if (contract === null) return;
    await client.enterprise.contract.update({
      id: contract.id,
      contractNo: values.contractNo.trim(),
      contractName: values.contractName.trim(),
      contractStartTime: values.period[0].format(DATETIME_FORMAT),
      contractEndTime: values.period[1].format(DATETIME_FORMAT),
    });
  };

  return (
    <FormModal<ContractForm>
      open={contract !== null}
      title={t('contract.editTitle')}
      name="editContract"
      initialValues={initialValues}
      onSubmit={save}
      successText={t('contract.saved')}
      onSaved={onSaved}
      onCancel={onCancel}
      modalProps={{ okText: t('contract.ok'), destroyOnHidden: true }}
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
    </FormModal>
  );
}
