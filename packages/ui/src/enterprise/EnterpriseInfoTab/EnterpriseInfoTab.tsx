import { Button, Flex, Form, Result } from 'antd';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../widgets/LoadFailure';
import { BasicInfoSection } from './BasicInfoSection';
import { ContractsPanel } from './ContractsPanel';
import { CustomInfoSection } from './CustomInfoSection';
import { type CustomInfoFormValues, type EnterpriseFormValues, toFormValues } from './enterpriseFormModel';
import { useEnterpriseInfoQueries } from './enterpriseInfoQueries';
import { InstallTypeContactsCard } from './InstallTypeContactsCard';
import { dictOptionsOf, userOptionsOf } from './options';
import { ProfileCard } from './ProfileCard';
import { RemarkField } from './ProfileSection';
import { ReturnAddressField } from './ReturnAddressList';
import { SectionCard } from './SectionCard';
import { SendRequirementList } from './SendRequirementList';
import { useEnterpriseInfoAccess } from './useEnterpriseInfoAccess';
import { useSubmitEnterpriseInfo } from './useSubmitEnterpriseInfo';

export interface EnterpriseInfoTabProps {
  /** The enterprise shown. */
  enterpriseId: number;
  /** enterpriseShow 1: editable as the permissions allow; false: read-only, nothing interactive. */
  editable: boolean;
  /** 1 hides the enterprise info permission: the tab shows nothing of the enterprise. false by default. */
  hideEnterpriseInfo?: boolean;
  /** Called after the enterprise was saved (the dialog refreshes what depends on it). */
  onSaved?: () => void;
  /** Opens a contract's PDF in the dialog's viewer; without it the tab opens its own viewer. */
  onPreviewPdf?: (url: string, title: string) => void;
  /**
   * Told whether the person changed the form since it was filled or last saved (true after the
   * first change, false after a successful submit), so the dialog asks before closing.
   */
  onDirtyChange?: (dirty: boolean) => void;
}

/**
 * Tab 1 of the enterprise details dialog, enterprise info (spec 001 §2–§8), connected to the api
 * client of `OnsiteProvider`. Its data loads in parallel, each section with its own loading state
 * and error; every field group and action is gated by the permission codes of spec 001 §6.
 */
export function EnterpriseInfoTab({ hideEnterpriseInfo = false, ...props }: EnterpriseInfoTabProps) {
  const { t } = useTranslation('ui');
  const access = useEnterpriseInfoAccess(props.editable, hideEnterpriseInfo);
  if (!access.viewTab) return <Result status="403" title={t('enterpriseInfo.noPermission')} />;
  // Another enterprise starts from a fresh form.
  return <EnterpriseInfoContent key={props.enterpriseId} {...props} access={access} />;
}

type ContentProps = Omit<EnterpriseInfoTabProps, 'hideEnterpriseInfo'> & {
  access: ReturnType<typeof useEnterpriseInfoAccess>;
};

function EnterpriseInfoContent({ enterpriseId, access, onSaved, onPreviewPdf, onDirtyChange }: ContentProps) {
  const { t } = useTranslation('ui');
  const queries = useEnterpriseInfoQueries(enterpriseId, access);
  const { details, customInfo, dicts, marketPrincipals } = queries;
  const [form] = Form.useForm<EnterpriseFormValues>();
  const [customForm] = Form.useForm<CustomInfoFormValues>();
  const dictOptions = useMemo(() => dictOptionsOf(dicts.data), [dicts.data]);
  const installTypeOptions = dictOptions.install_type ?? [];

  // The form is filled once from the first details; a later refetch never overwrites what is typed.
  const [seeded, setSeeded] = useState(false);
  useLayoutEffect(() => {
    if (details.data && !seeded) {
      form.setFieldsValue(toFormValues(details.data));
      setSeeded(true);
    }
  }, [details.data, seeded, form]);

  // Unsaved edits: any change a person makes (onValuesChange ignores the filling) until a save.
  const dirty = useRef(false);
  const reportDirty = useRef(onDirtyChange);
  useLayoutEffect(() => {
    reportDirty.current = onDirtyChange;
  });
  const markDirty = useCallback((next: boolean) => {
    if (dirty.current === next) return;
    dirty.current = next;
    reportDirty.current?.(next);
  }, []);
  useEffect(() => () => markDirty(false), [markDirty]);

  const { submit, saving } = useSubmitEnterpriseInfo({
    enterpriseId,
    access,
    form,
    customForm,
    enterprise: details.data,
    customInfo: customInfo.isSuccess ? customInfo.data : undefined,
    onSaved: () => {
      markDirty(false);
      onSaved?.();
    },
  });

  const detailsState = {
    loading: !seeded && !details.error,
    error: seeded ? null : details.error,
    errorTitle: t('enterpriseInfo.load.details'),
    onRetry: () => void details.refetch(),
  };
  const section = (key: string) => t(`enterpriseInfo.sections.${key}`);
  const showsProfile = access.viewPrincipal || access.viewAccount || access.viewInner;

  return (
    <Form
      form={form}
      name="enterpriseInfo"
      layout="vertical"
      component={false}
      onValuesChange={() => markDirty(true)}
    >
      <SectionCard title={section('basic')} {...detailsState}>
        {dicts.error && (
          <LoadFailure
            title={t('enterpriseInfo.load.dicts')}
            error={dicts.error}
            onRetry={() => void dicts.refetch()}
          />
        )}
        {marketPrincipals.error && (
          <LoadFailure
            title={t('enterpriseInfo.load.marketPrincipals')}
            error={marketPrincipals.error}
            onRetry={() => void marketPrincipals.refetch()}
          />
        )}
        <BasicInfoSection
          installTypeOptions={installTypeOptions}
          marketPrincipalOptions={userOptionsOf(marketPrincipals.data)}
          editCommon={access.editCommon}
          editBasicInner={access.editBasicInner}
        />
      </SectionCard>
      <SectionCard title={section('contacts')} {...detailsState}>
        <InstallTypeContactsCard installTypeOptions={installTypeOptions} editable={access.editCommon} />
      </SectionCard>
      {showsProfile && (
        <SectionCard title={section('profile')} {...detailsState}>
          <ProfileCard access={access} queries={queries} dictOptions={dictOptions} />
        </SectionCard>
      )}
      {access.viewInner && (
        <SectionCard
          title={section('customInfo')}
          loading={customInfo.isPending}
          error={customInfo.error}
          errorTitle={t('enterpriseInfo.load.customInfo')}
          onRetry={() => void customInfo.refetch()}
        >
          {customInfo.isSuccess && (
            <Form
              form={customForm}
              name="enterpriseCustomInfo"
              layout="vertical"
              component={false}
              initialValues={customInfo.data ?? {}}
              onValuesChange={() => markDirty(true)}
            >
              <CustomInfoSection editable={access.editInner} />
            </Form>
          )}
        </SectionCard>
      )}
      {access.contracts.list && (
        <ContractsPanel
          enterpriseId={enterpriseId}
          access={access.contracts}
          contracts={queries.contracts}
          onPreviewPdf={onPreviewPdf}
        />
      )}
      {access.viewInner && (
        <SectionCard title={section('remark')} {...detailsState}>
          <RemarkField editable={access.editInner} />
        </SectionCard>
      )}
      <SectionCard title={section('addresses')} {...detailsState}>
        <ReturnAddressField editable={access.editLists} />
      </SectionCard>
      <SectionCard title={section('sendRequirements')} {...detailsState}>
        <Form.Item name="sendRequirements" noStyle>
          <SendRequirementList editable={access.editLists} />
        </Form.Item>
      </SectionCard>
      {access.submit && (
        <Flex justify="end">
          <Button
            type="primary"
            autoInsertSpace={false}
            loading={saving}
            disabled={!seeded}
            onClick={() => void submit()}
          >
            {t('enterpriseInfo.submit')}
          </Button>
        </Flex>
      )}
    </Form>
  );
}
