import { PROBLEM_CATEGORIES, type ProblemCategory, type ProblemRow, SERVICE_TEXT_MAX } from '@onsite/domain';
import { FormModal, useOnsiteClient } from '@onsite/ui';
import { Form, Input, Select, Typography } from 'antd';
import { useMemo } from 'react';
import { useAreaTexts } from '../../../../i18n/areaTexts';
import { EnterpriseSelect } from '../../../enterprises/EnterpriseSelect';
import { enterpriseServiceTexts } from '../texts';

interface ProblemForm {
  enterpriseId?: string;
  orderNo?: string;
  category: ProblemCategory;
  description: string;
}

/** What the form edits: a new report, an open problem, or nothing (closed). */
export type ProblemEditing = { kind: 'new' } | { kind: 'edit'; row: ProblemRow } | null;

/**
 * 上报问题 / 编辑 of a problem (D62): the order it is about (optional; the server refuses an order of
 * another enterprise), its category and description. Staff choose the enterprise of a new report.
 */
export function ProblemFormModal({
  editing,
  ownEnterprise,
  onSaved,
  onCancel,
}: {
  editing: ProblemEditing;
  ownEnterprise: number | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useAreaTexts(enterpriseServiceTexts);
  const client = useOnsiteClient();
  const edited = editing?.kind === 'edit' ? editing.row : null;
  const initialValues = useMemo<Partial<ProblemForm>>(
    () =>
      edited
        ? { orderNo: edited.orderNo ?? '', category: edited.category, description: edited.description }
        : {},
    [edited],
  );

  const save = async (values: ProblemForm) => {
    const body = {
      orderNo: (values.orderNo ?? '').trim(),
      category: values.category,
      description: values.description.trim(),
    };
    if (edited) await client.enterprise.problem.update({ problemId: edited.problemId, ...body });
    else
      await client.enterprise.problem.add({
        enterpriseId: ownEnterprise ?? Number(values.enterpriseId),
        ...body,
      });
  };

  return (
    <FormModal<ProblemForm>
      open={editing !== null}
      title={edited ? t('problem.editTitle') : t('problem.addTitle')}
      name="problemForm"
      initialValues={initialValues as ProblemForm}
      onSubmit={save}
      successText={edited ? t('common.saved') : t('problem.reportedDone')}
      onSaved={onSaved}
      onCancel={onCancel}
      modalProps={{ okText: t('common.ok'), destroyOnHidden: true }}
    >
      {edited ? (
        <Form.Item label={t('common.enterprise')}>
          <Typography.Text>{edited.enterpriseName}</Typography.Text>
        </Form.Item>
      ) : (
        ownEnterprise === null && (
          <Form.Item
            name="enterpriseId"
            label={t('common.enterprise')}
            rules={[{ required: true, message: t('common.chooseEnterprise') }]}
          >
            <EnterpriseSelect placeholder={t('common.chooseEnterprise')} />
          </Form.Item>
        )
      )}
      <Form.Item
        name="orderNo"
        label={t('problem.orderNo')}
        extra={t('problem.orderNoHint')}
        rules={[{ pattern: /^[A-Za-z0-9]*$/, message: t('problem.orderNoInvalid') }]}
      >
        <Input maxLength={32} />
      </Form.Item>
      <Form.Item
        name="category"
        label={t('problem.category')}
        rules={[{ required: true, message: t('problem.categoryRequired') }]}
      >
        <Select
          options={PROBLEM_CATEGORIES.map((value) => ({ value, label: t(`problem.categories.${value}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="description"
        label={t('problem.description')}
        rules={[{ required: true, whitespace: true, message: t('problem.descriptionRequired') }]}
      >
        <Input.TextArea maxLength={SERVICE_TEXT_MAX} rows={3} />
      </Form.Item>
    </FormModal>
  );
}

/** 处理 of an open problem (D62): the result, required; the problem becomes 已处理 with who and when. */
export function HandleProblemModal({
  problem,
  onSaved,
  onCancel,
}: {
  problem: ProblemRow | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useAreaTexts(enterpriseServiceTexts);
  const client = useOnsiteClient();
  return (
    <FormModal<{ result: string }>
      open={problem !== null}
      title={t('problem.handleTitle')}
      name="handleProblemForm"
      onSubmit={async ({ result }) => {
        if (problem)
          await client.enterprise.problem.handle({ problemId: problem.problemId, result: result.trim() });
      }}
      successText={t('problem.handledDone')}
      onSaved={onSaved}
      onCancel={onCancel}
      modalProps={{ okText: t('common.ok'), destroyOnHidden: true }}
    >
      <Form.Item label={t('problem.description')}>
        <Typography.Text>{problem?.description}</Typography.Text>
      </Form.Item>
      <Form.Item
        name="result"
        label={t('problem.result')}
        rules={[{ required: true, whitespace: true, message: t('problem.resultRequired') }]}
      >
        <Input.TextArea maxLength={SERVICE_TEXT_MAX} rows={3} />
      </Form.Item>
    </FormModal>
  );
}
