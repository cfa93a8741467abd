import type { ParameterKey, ParameterValue, SystemParameter } from '@onsite/domain';
import type { TFunction } from 'i18next';

/** The texts' key of each parameter (i18next reads a dot as nesting, so the server's keys are not used). */
export const PARAMETER_TEXT: Readonly<Record<ParameterKey, string>> = {
  'finance.topupExpiryMinutes': 'topupExpiryMinutes',
  'upload.quotaMegabytes': 'uploadQuotaMegabytes',
  'auth.captchaEnabled': 'captchaEnabled',
  'order.moneyReviewYuan': 'moneyReviewYuan',
};

/** The unit a number parameter is shown in. */
const UNIT: Partial<Record<ParameterKey, 'minutes' | 'megabytes' | 'yuan'>> = {
  'finance.topupExpiryMinutes': 'minutes',
  'upload.quotaMegabytes': 'megabytes',
  'order.moneyReviewYuan': 'yuan',
};

/** A value as people read it: a switch as 开启 / 关闭, a number with its unit. */
export function valueText(t: TFunction, parameter: SystemParameter, value: ParameterValue): string {
  if (typeof value === 'boolean') return value ? t('config.on') : t('config.off');
  const unit = UNIT[parameter.key];
  return unit ? t(`config.unit.${unit}`, { value }) : String(value);
}
