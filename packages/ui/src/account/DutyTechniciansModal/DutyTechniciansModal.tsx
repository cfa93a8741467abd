import type { DutyTechnician } from '@onsite/domain';
import { type HeaderUser, headerFeatures } from '@onsite/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Modal, Select, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../providers/feedback';
import { useOnsiteClient } from '../../providers/OnsiteProvider';
import { serverMessageOf } from '../../providers/query/serverMessage';

/** Keys of the duty technicians and the technicians that can be put on duty. */
export const dutyKeys = {
  all: ['header', 'duty'] as const,
  list: () => ['header', 'duty', 'list'] as const,
  options: () => ['header', 'duty', 'options'] as const,
};

export interface DutyTechniciansModalProps {
  open: boolean;
  /** The signed-in user: role 29 may add duty technicians. */
  user: HeaderUser | null | undefined;
  onClose: () => void;
}

/** The duty technicians (technical.getTechnicalList); role 29 adds them (getSupportWorkNo, save). */
export function DutyTechniciansModal({ open, user, onClose }: DutyTechniciansModalProps) {
  const { t } = useTranslation('ui');
  const { message } = useAppFeedback();
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [selected, setSelected] = useState<number[]>([]);
  const canAdd = headerFeatures(user).addDutyTechnician;
  const list = useQuery({
    queryKey: dutyKeys.list(),
    queryFn: ({ signal }) => client.stuff.technical.getTechnicalList({}, { signal }),
    enabled: open,
  });
  const options = useQuery({
    queryKey: dutyKeys.options(),
    queryFn: ({ signal }) => client.stuff.technical.getSupportWorkNo({}, { signal }),
    enabled: open && adding,
  });
  const save = useMutation({
    mutationFn: (technicians: DutyTechnician[]) => client.stuff.technical.save(technicians),
    onSuccess: () => {
      void message.success(t('header.user.dutySaved'));
      setAdding(false);
      void queryClient.invalidateQueries({ queryKey: dutyKeys.list() });
    },
    onError: (error) => void message.error(serverMessageOf(error) ?? t('header.user.systemError')),
  });

  const columns: TableColumnsType<DutyTechnician> = [
    { key: 'name', dataIndex: 'technicalName', title: t('header.user.technicalName') },
    { key: 'phone', dataIndex: 'phonenumber', title: t('header.user.phone') },
  ];
  const openAdd = () => {
    setSelected((list.data ?? []).map((technician) => technician.technicalId));
    setAdding(true);
  };
  const submit = () =>
    save.mutate((options.data ?? []).filter((technician) => selected.includes(technician.technicalId)));

  return (
    <>
      <Modal
        open={open}
        title={t('header.user.dutyTechnicians')}
        onCancel={onClose}
        footer={
          canAdd ? (
            <Button type="primary" onClick={openAdd}>
              {t('header.user.addDuty')}
            </Button>
          ) : null
        }
      >
        {list.isError ? (
          <Alert type="error" showIcon title={serverMessageOf(list.error) ?? t('header.user.systemError')} />
        ) : (
          <Table<DutyTechnician>
            rowKey="technicalId"
            columns={columns}
            dataSource={list.data ?? []}
            loading={list.isPending && list.fetchStatus !== 'idle'}
            pagination={false}
            size="small"
          />
        )}
      </Modal>
      <Modal
        open={open && adding}
        title={t('header.user.addDutyTitle')}
        onCancel={() => setAdding(false)}
        onOk={submit}
        okButtonProps={{ disabled: options.isPending }}
        confirmLoading={save.isPending}
        destroyOnHidden
      >
        <Form layout="vertical">
          <Form.Item label={t('header.user.dutySelect')} htmlFor="dutyTechnicians">
            <Select
              id="dutyTechnicians"
              mode="multiple"
              allowClear
              loading={options.isPending}
              value={selected}
              onChange={setSelected}
              options={(options.data ?? []).map((technician) => ({
                value: technician.technicalId,
                label: technician.technicalName,
              }))}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
