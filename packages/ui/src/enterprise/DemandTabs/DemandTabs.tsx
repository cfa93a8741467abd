import { EditOutlined } from '@ant-design/icons';
import { DEMAND_TYPES, type Demand, type DemandType, isDemandEnabled, isDemandType } from '@onsite/domain';
import { Alert, Button, Divider, Flex, Tabs } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../providers/permissions';
import { type SuccessText, useFeedback, withFeedback } from '../../providers/query/useFeedback';
import { usePictureLinks, usePictureUpload } from '../../widgets/PictureUpload/usePictureUpload';
import { SectionState } from '../../widgets/SectionState';
import { DemandPictureUpload } from '../DemandPictureUpload';
import { DemandAddForm, type DemandEditing, type DemandEditorRef, DemandTable } from '../DemandTable';
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

/** The one demand row in edit across the five tabs (spec 001 §4: one row at a time). */
interface TabEditing extends DemandEditing {
  demandType: DemandType;
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
 *
 * One row may be in edit across all five tabs (issue 15 item 8). Switching tab keeps it, text and
 * all; the tab holding it carries a pencil, and every other tab disables its 编辑 and says where
 * the edit is, with 返回编辑 to go back to it (the editor takes the focus).
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
  const [activeType, setActiveType] = useState<DemandType>(DEMAND_TYPES[0]);
  const [ownEditing, setEditing] = useState<TabEditing | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const editorRef = useRef<DemandEditorRef>(null);
  // A row that is gone (deleted elsewhere, refreshed away) holds no edit.
  const editing =
    ownEditing !== null &&
    (demands.data === undefined ||
      (demands.data[ownEditing.demandType] ?? []).some((demand) => demand.demandId === ownEditing.demandId))
      ? ownEditing
      : null;
  useEffect(() => {
    if (focusRequest === 0) return;
    // The pane shows after the tab switch has rendered: focus on the next frame.
    const frame = requestAnimationFrame(() => editorRef.current?.focus({ cursor: 'end' }));
    return () => cancelAnimationFrame(frame);
  }, [focusRequest]);
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

  const typeNameOf = (demandType: DemandType) => t(`enterprise.demands.types.${demandType}`);
  const backToEditing = () => {
    if (editing === null) return;
    setActiveType(editing.demandType);
    setFocusRequest((count) => count + 1);
  };

  const paneOf = (demandType: DemandType) => {
    const typeName = typeNameOf(demandType);
    const editingElsewhere = canEdit && editing !== null && editing.demandType !== demandType;
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
            {editingElsewhere ? (
              <Alert
                type="info"
                showIcon
                title={t('enterprise.demands.editingElsewhere', { type: typeNameOf(editing.demandType) })}
                action={
                  <Button size="small" onClick={backToEditing}>
                    {t('enterprise.demands.backToEditing')}
                  </Button>
                }
              />
            ) : null}
            <DemandTable
              demands={demands.data?.[demandType] ?? []}
              canEdit={canEdit}
              canDelete={canDelete}
              editing={editing?.demandType === demandType ? editing : null}
              onEditingChange={(next) => setEditing(next === null ? null : { ...next, demandType })}
              editLocked={editingElsewhere}
              editorRef={editorRef}
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
        activeKey={activeType}
        onChange={(key) => isDemandType(key) && setActiveType(key)}
        items={DEMAND_TYPES.map((demandType) => ({
          key: demandType,
          label:
            editing?.demandType === demandType ? (
              <Flex gap={6} align="center">
                {typeNameOf(demandType)}
                <EditOutlined aria-label={t('enterprise.demands.editingMark')} />
              </Flex>
            ) : (
              typeNameOf(demandType)
            ),
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
