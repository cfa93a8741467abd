import { DEMAND_TYPES, type Demand, type DemandType, isDemandEnabled } from '@onsite/domain';
import { Divider, Flex, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../providers/permissions';
import { type SuccessText, useFeedback, withFeedback } from '../../providers/query/useFeedback';
import { usePictureLinks, usePictureUpload } from '../../widgets/PictureUpload/usePictureUpload';
import { SectionState } from '../../widgets/SectionState';
import { DemandPictureUpload } from '../DemandPictureUpload';
import { DemandAddForm, DemandTable } from '../DemandTable';
import { EnterpriseDemandModal } from '../EnterpriseDemandModal';
import {
  type DemandAction,
  useDemandAction,
  useDemandPictures,
  useEnterpriseDemands,
  useSaveDemandPictures,
} from '../hooks/useEnterpriseDemands';

export interface DemandTabsProps {
  /** The enterprise whose requirements are shown. */
  enterpriseId: number;
  /** enterpriseShow 1: the actions the user's permissions allow are offered. */
  editable: boolean;
}

const SUCCESS_TEXT: Record<DemandAction['kind'], SuccessText> = {
  add: 'saveSuccess',
  update: 'saveSuccess',
  enable: 'enableSuccess',
  disable: 'disableSuccess',
  remove: 'deleteSuccess',
};

/**
 * The five requirement tabs under the settings (spec 001 §2 Tab 3): each a demand table, a textarea
 * with submit and an image upload with submit. Demands and pictures load in parallel, each with
 * its own loading and error state. Add, edit (enable, disable, configure) and delete follow
 * addEnterpriseRequest, editEnterpriseRequest and deleteEnterpriseRequest.
 */
export function DemandTabs({ enterpriseId, editable }: DemandTabsProps) {
  const { t } = useTranslation('ui');
  const can = useCan();
  const feedback = useFeedback();
  const demands = useEnterpriseDemands(enterpriseId);
  const pictures = useDemandPictures(enterpriseId);
  const action = useDemandAction(enterpriseId);
  const savePictures = useSaveDemandPictures(enterpriseId);
  const upload = usePictureUpload();
  const linksOf = usePictureLinks();
  const [configuring, setConfiguring] = useState<number | null>(null);
  const canAdd = editable && can('addEnterpriseRequest');
  const canEdit = editable && can('editEnterpriseRequest');
  const canDelete = editable && can('deleteEnterpriseRequest');

  const run = (demandAction: DemandAction) =>
    withFeedback(feedback, () => action.mutateAsync(demandAction), SUCCESS_TEXT[demandAction.kind]);
  const toggle = (demand: Demand) =>
    void run({
      kind: isDemandEnabled(demand.disabledFlag) ? 'disable' : 'enable',
      demandId: demand.demandId,
    });

  const paneOf = (demandType: DemandType) => {
    const typeName = t(`enterprise.demands.types.${demandType}`);
    const saved = (pictures.data ?? []).filter((picture) => picture.picType === demandType);
    return (
      <Flex vertical gap={16}>
        <SectionState
          name={t('enterprise.section.names.demands')}
          loading={demands.isPending}
          error={demands.error}
          retrying={demands.isFetching}
          onRetry={() => void demands.refetch()}
        >
          <Flex vertical gap={12}>
            <DemandTable
              demands={demands.data?.[demandType] ?? []}
              canEdit={canEdit}
              canDelete={canDelete}
              onUpdate={(demandId, demandContent) => run({ kind: 'update', demandId, demandContent })}
              onToggle={toggle}
              onDelete={(demandId) => void run({ kind: 'remove', demandId })}
              onConfigure={setConfiguring}
            />
            {canAdd ? (
              <DemandAddForm
                typeName={typeName}
                submitting={action.isPending && action.variables?.kind === 'add'}
                onSubmit={(demandContent) => run({ kind: 'add', demandType, demandContent })}
              />
            ) : null}
          </Flex>
        </SectionState>
        <Divider style={{ margin: 0 }} />
        <SectionState
          name={t('enterprise.section.names.demandPictures')}
          loading={pictures.isPending}
          error={pictures.error}
          retrying={pictures.isFetching}
          onRetry={() => void pictures.refetch()}
        >
          <DemandPictureUpload
            key={`${demandType}-${pictures.dataUpdatedAt}`}
            typeName={typeName}
            pictures={linksOf(saved.map((picture) => picture.picPath))}
            upload={upload}
            editable={canEdit}
            submitting={savePictures.isPending && savePictures.variables?.picType === demandType}
            onSubmit={(filePaths) =>
              void withFeedback(
                feedback,
                () => savePictures.mutateAsync({ picType: demandType, filePaths }),
                'saveSuccess',
              )
            }
          />
        </SectionState>
      </Flex>
    );
  };

  return (
    <>
      <Tabs
        items={DEMAND_TYPES.map((demandType) => ({
          key: demandType,
          label: t(`enterprise.demands.types.${demandType}`),
          children: paneOf(demandType),
        }))}
      />
      {configuring === null ? null : (
        <EnterpriseDemandModal
          open
          demandId={configuring}
          enterpriseId={enterpriseId}
          onOk={() => setConfiguring(null)}
          onCancel={() => setConfiguring(null)}
        />
      )}
    </>
  );
}
