import type { CustomInfo, Enterprise } from '@onsite/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../providers/feedback';
import { useOnsiteClient } from '../../providers/OnsiteProvider/contexts';
import { serverMessageOf } from '../../providers/query/serverMessage';
import { enterpriseKeys } from '../hooks/queryKeys';
import type { EnterpriseInfoAccess } from './access';
import {
  type CustomInfoFormValues,
  customInfoSave,
  type EnterpriseFormValues,
  toUpdatePayload,
} from './enterpriseFormModel';

export interface SubmitInput {
  enterpriseId: number;
  access: EnterpriseInfoAccess;
  form: FormInstance<EnterpriseFormValues>;
  customForm: FormInstance<CustomInfoFormValues>;
  /** The details the form was filled from; fields the user may not edit are sent back as they are. */
  enterprise: Enterprise | undefined;
  /** The saved custom info, or undefined when it did not load (then it is not saved). */
  customInfo: CustomInfo | null | undefined;
  onSaved?: (() => void) | undefined;
}

/**
 * The submit button's action (spec 001 §7, §8, D5): validate (names, return addresses); send the
 * update with the full form, then the custom info when it changed. 保存成功 and `onSaved` on
 * success; the server's msg as an error toast on a refusal; 系统错误，请稍后再试 on any other
 * failure. The loading state always ends.
 */
export function useSubmitEnterpriseInfo(input: SubmitInput) {
  const { enterpriseId, access, form, customForm, enterprise, customInfo, onSaved } = input;
  const { t } = useTranslation('ui');
  const { message } = useAppFeedback();
  const client = useOnsiteClient();
  const queryClient = useQueryClient();

  const mutation = useMutation({
    mutationFn: async (current: Enterprise) => {
      const payload = toUpdatePayload(current, form.getFieldsValue(true), access);
      const custom =
        access.editInner && customInfo !== undefined
          ? customInfoSave(
              enterpriseId,
              customInfo,
              customForm.getFieldsValue(true),
              payload.needSaleOrderCode,
            )
          : null;
      await client.enterprise.management.update(payload);
      if (custom) await client.enterprise.customInfo.save(custom);
    },
    // The refetches run in the background: the saving state ends when the server has answered.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: enterpriseKeys.info(enterpriseId) });
      void queryClient.invalidateQueries({ queryKey: enterpriseKeys.customInfo(enterpriseId) });
      void queryClient.invalidateQueries({ queryKey: [...enterpriseKeys.detail(enterpriseId), 'history'] });
    },
  });

  const submit = async () => {
    if (!enterprise) return;
    try {
      await form.validateFields();
    } catch (failure) {
      const first = (failure as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0];
      if (first) form.scrollToField(first.name, { block: 'center' });
      return;
    }
    try {
      await mutation.mutateAsync(enterprise);
      void message.success(t('enterprise.feedback.saveSuccess'));
      onSaved?.();
    } catch (error) {
      // D5: a refusal shows the server's msg as an error; anything else the system error.
      void message.error(serverMessageOf(error) ?? t('enterprise.feedback.systemError'));
    }
  };

  return { submit, saving: mutation.isPending };
}
