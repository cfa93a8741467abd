import { CrownOutlined } from '@ant-design/icons';
import { BUTTON_CODES, type MasterTeam } from '@onsite/domain';
import { serverMessageOf, useAppFeedback, useCan, useOnsiteClient } from '@onsite/ui';
import { Badge, Button, Flex, Form, Modal, Space, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { TeamRoleSelect } from '../../teams/TeamRoleSelect';
import { teamsTexts } from '../../teams/texts';
import { MasterSelect } from '../MasterSelect';
import { STATE_BADGE } from '../masterModel';
import { mastersTexts } from '../texts';

export interface TeamMembersModalProps {
  /** The team to manage; null keeps the dialog closed. */
  team: MasterTeam | null;
  onClose: () => void;
  /** After every change (the list behind refreshes). */
  onChanged: () => void;
}

/**
 * 成员管理 (D38): the team's members with 设为团长 and 移出团队 (each asked first; the head is not removed),
 * and 添加成员 of a master in no team. Each change answers the team as the server now holds it.
 */
export function TeamMembersModal({ team, onClose, onChanged }: TeamMembersModalProps) {
  const { t } = useAreaTexts(mastersTexts);
  const { t: ui } = useTranslation('ui');
  const { t: teamsT } = useAreaTexts(teamsTexts);
  const client = useOnsiteClient();
  const { message, modal } = useAppFeedback();
  const can = useCan();
  const [shown, setShown] = useState<MasterTeam | null>(team);
  const [form] = Form.useForm<{ masterId?: number }>();
  const [adding, setAdding] = useState(false);
  useEffect(() => setShown(team), [team]);

  const changed = (next: MasterTeam) => {
    setShown(next);
    onChanged();
  };
  /** Asks first; then the change, its success text, or the server's message. */
  const ask = (question: string, successText: string, change: () => Promise<MasterTeam>) =>
    modal.confirm({
      title: question,
      onOk: async () => {
        try {
          changed(await change());
          void message.success(successText);
        } catch (error) {
          void message.error(serverMessageOf(error) ?? ui('list.systemError'));
        }
      },
    });
  const add = async () => {
    const { masterId } = await form.validateFields().catch(() => ({ masterId: undefined }));
    if (masterId === undefined || shown === null) return;
    setAdding(true);
    try {
      changed(await client.master.team.addMember({ teamId: shown.teamId, masterId }));
      form.resetFields();
      void message.success(t('team.memberAdded'));
    } catch (error) {
      void message.error(serverMessageOf(error) ?? ui('list.systemError'));
    } finally {
      setAdding(false);
    }
  };

  return (
    <Modal
      open={team !== null}
      title={shown ? t('team.membersTitle', { team: shown.teamName }) : ''}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('team.close')}</Button>}
      width={720}
      destroyOnHidden
    >
      {shown && (
        <Flex vertical gap={16}>
          <Table
            aria-label={t('team.members')}
            rowKey="masterId"
            size="small"
            pagination={false}
            dataSource={shown.members}
            columns={[
              {
                title: t('field.masterName'),
                dataIndex: 'masterName',
                render: (name: string, member) => (
                  <span>
                    {name}
                    {member.masterId === shown.headMasterId && (
                      <Tag icon={<CrownOutlined aria-hidden />} style={{ marginInlineStart: 4 }}>
                        {t('head')}
                      </Tag>
                    )}
                  </span>
                ),
              },
              { title: t('field.phonenumber'), dataIndex: 'phonenumber' },
              // D52: the member's team role (团长 follows 设为团长).
              {
                title: teamsT('role.column'),
                key: 'teamRole',
                render: (_value, member) => (
                  <TeamRoleSelect team={shown} member={member} onChanged={changed} />
                ),
              },
              {
                title: t('field.state'),
                dataIndex: 'state',
                render: (state: MasterTeam['members'][number]['state']) => (
                  <Badge status={STATE_BADGE[state]} text={t(`states.${state}`)} />
                ),
              },
              {
                title: t('team.actions'),
                key: 'actions',
                render: (_value, member) =>
                  member.masterId === shown.headMasterId || !can(BUTTON_CODES.teamEdit) ? null : (
                    <Space size={0}>
                      <Button
                        type="link"
                        size="small"
                        onClick={() =>
                          ask(
                            t('team.setHeadConfirm', { name: member.masterName, team: shown.teamName }),
                            t('team.headChanged'),
                            () =>
                              client.master.team.setHead({ teamId: shown.teamId, masterId: member.masterId }),
                          )
                        }
                      >
                        {t('team.setHead')}
                      </Button>
                      <Button
                        type="link"
                        size="small"
                        danger
                        onClick={() =>
                          ask(
                            t('team.removeConfirm', { name: member.masterName, team: shown.teamName }),
                            t('team.removed'),
                            () =>
                              client.master.team.removeMember({
                                teamId: shown.teamId,
                                masterId: member.masterId,
                              }),
                          )
                        }
                      >
                        {t('team.remove')}
                      </Button>
                    </Space>
                  ),
              },
            ]}
          />
          <Form form={form} name="teamMember" layout="inline">
            <Form.Item
              name="masterId"
              label={t('team.addMember')}
              rules={[{ required: true, message: t('team.memberRequired') }]}
              style={{ minWidth: 360 }}
            >
              <MasterSelect
                scope="free"
                accept={(master) => master.teamId === null}
                notFoundContent={t('team.noFreeMasters')}
              />
            </Form.Item>
            <Button type="primary" loading={adding} onClick={() => void add()}>
              {t('team.addMember')}
            </Button>
          </Form>
        </Flex>
      )}
    </Modal>
  );
}
