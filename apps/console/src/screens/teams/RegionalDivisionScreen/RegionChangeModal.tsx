import type { ServiceRegion } from '@onsite/domain';
import { FormModal, RegionSelect, useOnsiteClient } from '@onsite/ui';
import { Form, Radio, Select, Typography } from 'antd';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { MasterSelect } from '../../masters/MasterSelect';
import { TeamSelect } from '../TeamSelect';
import { REGION_NAMES } from '../teamsModel';
import { teamsTexts } from '../texts';

interface ChangeValues {
  provinceCode: string;
  cityCode?: string;
  areaCode?: string;
  target: 'masters' | 'team';
  masterIds?: number[];
  teamId?: number;
}

/** What the dialog does: assign a region (chosen here, or the row's), or take the row's region back. */
export type RegionChange =
  | { kind: 'assign'; region: ServiceRegion | null }
  | { kind: 'unassign'; region: ServiceRegion };

export interface RegionChangeModalProps {
  /** The change to make; null keeps the dialog closed. */
  change: RegionChange | null;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * 分配区域 / 移除 (D52): a region of the district tree (a province, a city or an area) given to masters or to every
 * member of a team, or taken back from those of the row. The server refuses a master a wider region of theirs
 * already covers and a master's last region, naming them.
 */
export function RegionChangeModal({ change, onClose, onSaved }: RegionChangeModalProps) {
  const { t } = useAreaTexts(teamsTexts);
  const client = useOnsiteClient();
  const [form] = Form.useForm<ChangeValues>();
  const target = Form.useWatch('target', form) ?? 'masters';
  const region = change?.region ?? null;
  const unassign = change?.kind === 'unassign';
  const rowTeams = unassign
    ? [
        ...new Map(
          region?.masters.flatMap((m) => (m.teamId === null ? [] : [[m.teamId, m.teamName ?? '']])),
        ).entries(),
      ]
    : [];

  return (
    <FormModal<ChangeValues>
      open={change !== null}
      title={unassign ? t('region.unassignTitle') : t('region.assignTitle')}
      name="regionChange"
      form={form}
      initialValues={{
        target: 'masters',
        ...(region
          ? {
              provinceCode: region.provinceCode,
              cityCode: region.cityCode ?? undefined,
              areaCode: region.areaCode ?? undefined,
            }
          : {}),
      }}
      onSubmit={(values) => {
        const place = {
          provinceCode: values.provinceCode,
          cityCode: values.cityCode ?? null,
          areaCode: values.cityCode ? (values.areaCode ?? null) : null,
        };
        const who =
          values.target === 'team' ? { teamId: values.teamId } : { masterIds: values.masterIds ?? [] };
        return unassign
          ? client.master.region.unassign({ ...place, ...who })
          : client.master.region.assign({ ...place, ...who });
      }}
      successText={unassign ? t('region.unassigned') : t('region.assigned')}
      onSaved={onSaved}
      onCancel={onClose}
      modalProps={{
        destroyOnHidden: true,
        okText: unassign ? t('region.unassign') : t('region.assignHere'),
        okButtonProps: { danger: unassign },
      }}
    >
      {unassign && region ? (
        <>
          <Typography.Paragraph>
            {t('region.unassignRegion', { region: region.regionName })}
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary">{t('region.unassignHint')}</Typography.Paragraph>
          <Form.Item name="provinceCode" hidden>
            <input type="hidden" />
          </Form.Item>
          <Form.Item name="cityCode" hidden>
            <input type="hidden" />
          </Form.Item>
          <Form.Item name="areaCode" hidden>
            <input type="hidden" />
          </Form.Item>
        </>
      ) : (
        <>
          <Form.Item
            name={REGION_NAMES.province}
            label={t('field.province')}
            extra={t('region.regionHint')}
            rules={[{ required: true, message: t('region.provinceRequired') }]}
          >
            <RegionSelect level="province" names={REGION_NAMES} />
          </Form.Item>
          <Form.Item name={REGION_NAMES.city} label={t('field.city')}>
            <RegionSelect level="city" names={REGION_NAMES} />
          </Form.Item>
          <Form.Item name={REGION_NAMES.area} label={t('field.area')}>
            <RegionSelect level="area" names={REGION_NAMES} />
          </Form.Item>
        </>
      )}
      <Form.Item name="target" label={t('region.target')}>
        <Radio.Group
          options={[
            { value: 'masters', label: t('region.targetMasters') },
            { value: 'team', label: t('region.targetTeam') },
          ]}
        />
      </Form.Item>
      {target === 'masters' ? (
        <Form.Item
          name="masterIds"
          label={t('region.mastersLabel')}
          rules={[{ required: true, message: t('region.mastersRequired') }]}
        >
          {unassign && region ? (
            <Select<number[]>
              mode="multiple"
              options={region.masters.map((master) => ({ value: master.masterId, label: master.masterName }))}
            />
          ) : (
            <MasterSelect scope="regions" mode="multiple" />
          )}
        </Form.Item>
      ) : (
        <Form.Item
          name="teamId"
          label={t('region.teamLabel')}
          rules={[{ required: true, message: t('region.teamRequired') }]}
        >
          {unassign ? (
            <Select<number>
              options={rowTeams.map(([teamId, teamName]) => ({ value: teamId, label: teamName }))}
            />
          ) : (
            <TeamSelect />
          )}
        </Form.Item>
      )}
    </FormModal>
  );
}
