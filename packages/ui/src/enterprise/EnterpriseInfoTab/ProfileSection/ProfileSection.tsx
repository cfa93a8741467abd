import { Divider, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EnterpriseInfoAccess } from '../access';
import type { DictOptions, SelectOption } from '../options';
import { ReadableDisabled } from '../readableDisabled';
import { AddressFields, type RegionOptions } from './AddressFields';
import { InnerInfoFields } from './InnerInfoFields';
import { InvoiceBankFields } from './InvoiceBankFields';
import { PrincipalFields } from './PrincipalFields';
import { SettlementFields } from './SettlementFields';

/** The permissions the profile needs (spec 001 §6). */
export type ProfileAccess = Pick<
  EnterpriseInfoAccess,
  | 'viewPrincipal'
  | 'editPrincipal'
  | 'viewAccount'
  | 'editAccount'
  | 'viewInner'
  | 'editInner'
  | 'editSaleOrderCode'
>;

export interface ProfileSectionProps {
  /** Which groups are shown and which can be changed. */
  access: ProfileAccess;
  /** The dictionaries' options. */
  dictOptions: DictOptions;
  /** The address cascade's lists. */
  regions: RegionOptions;
  /** Order principals: the users of dept 103. */
  orderPrincipalOptions: readonly SelectOption<number>[];
}

/**
 * The enterprise profile (spec 001 §3): principals; payment, settlement, invoice, bank, address and
 * tax (account info); star, importance, order principals and order behaviour (inner info). A group
 * the user may not view is removed. Renders Form.Items inside the tab's form.
 */
export function ProfileSection({ access, dictOptions, regions, orderPrincipalOptions }: ProfileSectionProps) {
  const { t } = useTranslation('ui');
  const title = (section: string) => (
    <Divider titlePlacement="start" plain>
      {t(`enterpriseInfo.sections.${section}`)}
    </Divider>
  );
  return (
    <ReadableDisabled>
      {access.viewPrincipal && (
        <>
          {title('principal')}
          <Row gutter={16}>
            <PrincipalFields editable={access.editPrincipal} />
          </Row>
        </>
      )}
      {access.viewAccount && (
        <>
          {title('account')}
          <Row gutter={16}>
            <SettlementFields dictOptions={dictOptions} editable={access.editAccount} />
            <InvoiceBankFields dictOptions={dictOptions} editable={access.editAccount} />
            <AddressFields regions={regions} editable={access.editAccount} />
          </Row>
        </>
      )}
      {access.viewInner && (
        <>
          {title('inner')}
          <Row gutter={16}>
            <InnerInfoFields
              dictOptions={dictOptions}
              orderPrincipalOptions={orderPrincipalOptions}
              editable={access.editInner}
              editSaleOrderCode={access.editSaleOrderCode}
            />
          </Row>
        </>
      )}
    </ReadableDisabled>
  );
}
