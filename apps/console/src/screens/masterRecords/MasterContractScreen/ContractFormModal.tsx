import {
  addDays,
  contractPeriodProblem,
  MASTER_CONTRACT_MAX_YEARS,
  MASTER_CONTRACT_NO_PATTERN,
  MASTER_CONTRACT_TEXT_MAX,
  type MasterContract,
} from '@onsite/domain';
import { FormModal, useOnsiteClient } from '@onsite/ui';
import { DatePicker, Form, Input, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { MasterSelect } from '../../masters/MasterSelect';
import { DAY } from '../masterRecordsModel';
import { masterRecordsTexts } from '../texts';
import { type ContractFile, ContractFileInput } from './ContractFileInput';

/** What the dialog does: add a contract, edit one awaiting its signature, or renew a signed one. */
export type ContractDialog =
  | { kind: 'add' }
  | { kind: 'edit'; contract: MasterContract }
  | { kind: 'renew'; contract: MasterContract };

interface Values {
  masterId?: number;
  contractNo?: string;
  period?: [Dayjs, Dayjs];
  endDate?: Dayjs;
  file?: ContractFile | null;
  remark?: string;
}

export interface ContractFormModalProps {
  dialog: ContractDialog | null;
  onClose: () => void;
  onSaved: () => void;
}

const today = () => dayjs().format(DAY);

/** The day a renewal starts: the day after the contract's end, or today when that is over. */
const renewalStart = (contract: MasterContract) => {
  const next = addDays(contract.endDate, 1);
  return [today(), next].sort()[1] ?? next;
};

/**
 * 新增合同 / 修改 / 续签 (D54). The period is checked as the server checks it (real days, the end after the start,
 * at most five years, not already over); the number is optional (the server numbers it); the signed copy is a PDF
 * or a picture uploaded at once, and a contract with one is signed. A refusal (an overlap, a taken number) is the
 * server's message and keeps the dialog open.
 */
export function ContractFormModal({ dialog, onClose, onSaved }: ContractFormModalProps) {
  const { t } = useAreaTexts(masterRecordsTexts);
  const client = useOnsiteClient();
  const contract = dialog === null || dialog.kind === 'add' ? null : dialog.contract;
  const initialValues = useMemo<Values>(() => {
    if (dialog?.kind === 'edit')
      return {
        period: [dayjs(dialog.contract.startDate), dayjs(dialog.contract.endDate)],
        file: null,
        remark: dialog.contract.remark,
      };
    if (dialog?.kind === 'renew')
      return { endDate: dayjs(renewalStart(dialog.contract)).add(1, 'year').subtract(1, 'day'), file: null };
    return { file: null };
  }, [dialog]);
  const title =
    dialog?.kind === 'edit'
      ? t('contract.editTitle')
      : dialog?.kind === 'renew'
        ? t('contract.renewTitle')
        : t('contract.addTitle');

  const periodRule = (start: string) => ({
    validator: (_: unknown, end: Dayjs | undefined) => {
      if (end === undefined || end === null) return Promise.resolve();
      const problem = contractPeriodProblem(start, end.format(DAY), today());
      return problem === null
        ? Promise.resolve()
        : Promise.reject(new Error(t(`contract.problems.${problem}`, { years: MASTER_CONTRACT_MAX_YEARS })));
    },
  });

  return (
    <FormModal<Values>
      open={dialog !== null}
      title={title}
      name="masterContractForm"
      initialValues={initialValues}
      onSubmit={(values) => {
        const filePath = values.file?.path ?? null;
        const remark = (values.remark ?? '').trim();
        if (dialog?.kind === 'renew')
          return client.master.contract.renew({
            contractId: dialog.contract.contractId,
            contractNo: (values.contractNo ?? '').trim(),
            endDate: values.endDate?.format(DAY) ?? '',
            filePath,
            remark,
          });
        const [start, end] = values.period ?? [];
        const period = { startDate: start?.format(DAY) ?? '', endDate: end?.format(DAY) ?? '' };
        if (dialog?.kind === 'edit')
          return client.master.contract.edit({
            contractId: dialog.contract.contractId,
            ...period,
            filePath: filePath ?? dialog.contract.filePath,
            remark,
          });
        return client.master.contract.add({
          masterId: values.masterId ?? 0,
          contractNo: (values.contractNo ?? '').trim(),
          ...period,
          filePath,
          remark,
        });
      }}
      successText={dialog?.kind === 'renew' ? t('contract.renewDone') : t('contract.saved')}
      onSaved={onSaved}
      onCancel={onClose}
      modalProps={{ destroyOnHidden: true }}
    >
      {contract === null ? (
        <Form.Item
          name="masterId"
          label={t('field.master')}
          rules={[{ required: true, message: t('contract.masterRequired') }]}
        >
          <MasterSelect scope="contract" />
        </Form.Item>
      ) : (
        <Typography.Paragraph>
          {contract.masterName} · {contract.contractNo}
        </Typography.Paragraph>
      )}
      {dialog?.kind !== 'edit' && (
        <Form.Item
          name="contractNo"
          label={t('field.contractNo')}
          extra={t('contract.contractNoHint')}
          rules={[
            { pattern: new RegExp(MASTER_CONTRACT_NO_PATTERN), message: t('contract.contractNoInvalid') },
          ]}
        >
          <Input maxLength={32} />
        </Form.Item>
      )}
      {dialog?.kind === 'renew' ? (
        <>
          <Typography.Paragraph type="secondary">
            {t('contract.renewStart', { day: renewalStart(dialog.contract), no: dialog.contract.contractNo })}
          </Typography.Paragraph>
          <Form.Item
            name="endDate"
            label={t('field.endDate')}
            rules={[
              { required: true, message: t('contract.endRequired') },
              periodRule(renewalStart(dialog.contract)),
            ]}
          >
            <DatePicker
              format={DAY}
              getPopupContainer={(trigger) => trigger.parentElement ?? document.body}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </>
      ) : (
        <Form.Item
          name="period"
          label={t('field.period')}
          rules={[
            { required: true, message: t('contract.periodRequired') },
            {
              validator: (_: unknown, period: [Dayjs, Dayjs] | undefined) => {
                if (!period?.[0] || !period[1]) return Promise.resolve();
                return periodRule(period[0].format(DAY)).validator(_, period[1]);
              },
            },
          ]}
        >
          <DatePicker.RangePicker
            format={DAY}
            getPopupContainer={(trigger) => trigger.parentElement ?? document.body}
            style={{ width: '100%' }}
          />
        </Form.Item>
      )}
      <Form.Item name="file" label={t('field.file')} extra={t('contract.fileHint')}>
        <ContractFileInput />
      </Form.Item>
      <Form.Item name="remark" label={t('field.remark')}>
        <Input.TextArea rows={2} maxLength={MASTER_CONTRACT_TEXT_MAX} showCount />
      </Form.Item>
    </FormModal>
  );
}
