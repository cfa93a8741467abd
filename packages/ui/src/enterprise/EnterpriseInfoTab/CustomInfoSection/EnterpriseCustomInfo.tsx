import type { CustomInfo } from '@onsite/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Form, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../../providers/feedback';
import { useOnsiteClient } from '../../../providers/OnsiteProvider/contexts';
import { serverMessageOf } from '../../../providers/query/serverMessage';
import { enterpriseKeys } from '../../hooks/queryKeys';
import { type CustomInfoFormValues, customInfoSave } from '../enterpriseFormModel';
import { enterpriseInfoQueries } from '../enterpriseInfoQueries';
import { SectionCard } from '../SectionCard';
import { useEnterpriseInfoAccess } from '../useEnterpriseInfoAccess';
import { CustomInfoSection } from './CustomInfoSection';

export interface EnterpriseCustomInfoProps {
  /** The enterprise whose custom info is shown. */
  enterpriseId: number;
  /** enterpriseShow 1: editInnerInfo edits; false: read-only. */
  editable: boolean;
}

/**
 * The custom info of an enterprise (spec 001 §3: 自定义信息1–3) on its own, connected: the same
 * query and the same save call (`/enterprise/customInfo/save`) as tab 1's submit, which saves it
 * with the rest of the enterprise. Seen with viewInnerInfo, changed with editInnerInfo; the save
 * carries the sales-order-code switch unchanged (only tab 1 changes it, for user type '00').
 */
export function EnterpriseCustomInfo({ enterpriseId, editable }: EnterpriseCustomInfoProps) {
  const { t } = useTranslation('ui');
  const access = useEnterpriseInfoAccess(editable);
  if (!access.viewInner) return <Result status="403" title={t('enterpriseInfo.noPermission')} />;
  // Another enterprise starts from a fresh form.
  return <CustomInfoContent key={enterpriseId} enterpriseId={enterpriseId} editable={access.editInner} />;
}

function CustomInfoContent({ enterpriseId, editable }: EnterpriseCustomInfoProps) {
  const { t } = useTranslation('ui');
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  const { message } = useAppFeedback();
  const [form] = Form.useForm<CustomInfoFormValues>();
  const [changed, setChanged] = useState(false);
  const customInfo = useQuery(enterpriseInfoQueries.customInfo(client, enterpriseId));
  // Without saved custom info the switch's value comes from the enterprise (the same cached query as tab 1).
  const details = useQuery({
    ...enterpriseInfoQueries.details(client, enterpriseId),
    enabled: customInfo.isSuccess && customInfo.data === null,
  });
  const needSaleOrderCode: 0 | 1 | undefined =
    customInfo.data?.needSaleOrderCode ??
    (customInfo.data === null ? details.data?.needSaleOrderCode : undefined);

  const save = useMutation({
    mutationFn: (payload: NonNullable<ReturnType<typeof customInfoSave>>) =>
      client.enterprise.customInfo.save(payload),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: enterpriseKeys.customInfo(enterpriseId) });
      void queryClient.invalidateQueries({ queryKey: [...enterpriseKeys.detail(enterpriseId), 'history'] });
    },
  });

  const submit = async (saved: CustomInfo | null, switchValue: 0 | 1) => {
    const payload = customInfoSave(enterpriseId, saved, form.getFieldsValue(true), switchValue);
    if (payload === null) {
      setChanged(false);
      return;
    }
    try {
      await save.mutateAsync(payload);
      setChanged(false);
      void message.success(t('enterprise.feedback.saveSuccess'));
    } catch (error) {
      void message.error(serverMessageOf(error) ?? t('enterprise.feedback.systemError'));
    }
  };

  const loadingSwitch = customInfo.data === null && details.isPending;
  return (
    <SectionCard
      title={t('enterpriseInfo.sections.customInfo')}
      loading={customInfo.isPending || loadingSwitch}
      error={customInfo.error ?? (customInfo.data === null ? details.error : null)}
      errorTitle={customInfo.error ? t('enterpriseInfo.load.customInfo') : t('enterpriseInfo.load.details')}
      onRetry={() => void (customInfo.isError ? customInfo.refetch() : details.refetch())}
    >
      {customInfo.isSuccess && (
        <Form
          form={form}
          name="enterpriseCustomInfo"
          layout="vertical"
          initialValues={customInfo.data ?? {}}
          onValuesChange={() => setChanged(true)}
          onFinish={() => {
            if (needSaleOrderCode !== undefined) void submit(customInfo.data, needSaleOrderCode);
          }}
        >
          <CustomInfoSection editable={editable} />
          {editable && (
            <Flex justify="end">
              <Button
                type="primary"
                htmlType="submit"
                autoInsertSpace={false}
                loading={save.isPending}
                disabled={!changed || needSaleOrderCode === undefined}
              >
                {t('enterpriseInfo.submit')}
              </Button>
            </Flex>
          )}
        </Form>
      )}
    </SectionCard>
  );
}
