import { BUTTON_CODES, type ChannelRow } from '@onsite/domain';
import { type CatalogDescription, CatalogScreen } from '../salesCatalog/CatalogScreen';
import { CodeItem, NameItem, RemarkItem, trimmed } from '../salesCatalog/catalogItems';

interface ChannelForm {
  channelCode: string;
  channelName: string;
  remark?: string;
}

/** 渠道管理 (D53): an enterprise's sales channels — a code and a name, each unique in the enterprise; shops belong to one. */
export const channelDescription: CatalogDescription<ChannelRow, ChannelForm> = {
  entity: 'channel',
  codes: {
    list: BUTTON_CODES.channelList,
    edit: BUTTON_CODES.channelEdit,
    remove: BUTTON_CODES.channelRemove,
  },
  idOf: (row) => row.channelId,
  nameOf: (row) => row.channelName,
  nameFilter: 'channelName',
  columns: (t) => [
    { title: t('channel.code'), dataIndex: 'channelCode', key: 'channelCode' },
    { title: t('channel.name'), dataIndex: 'channelName', key: 'channelName' },
    { title: t('channel.shopCount'), dataIndex: 'shopCount', key: 'shopCount' },
  ],
  formItems: (t) => (
    <>
      <CodeItem t={t} entity="channel" name="channelCode" />
      <NameItem t={t} entity="channel" name="channelName" />
      <RemarkItem t={t} />
    </>
  ),
  valuesOf: (row) =>
    row ? { channelCode: row.channelCode, channelName: row.channelName, remark: row.remark } : {},
  calls: (client) => {
    const calls = client.enterprise.channel;
    const body = (values: ChannelForm) => ({
      channelCode: trimmed(values.channelCode),
      channelName: trimmed(values.channelName),
      remark: trimmed(values.remark),
    });
    return {
      list: (query, signal) => calls.list(query, { signal }),
      add: (enterpriseId, values) => calls.add({ enterpriseId, ...body(values) }),
      update: (row, values) => calls.update({ channelId: row.channelId, ...body(values) }),
      change: (row, action) => calls[action]({ channelId: row.channelId }),
    };
  },
};

/** 渠道管理 (catalogue key `channel`, D53). */
export default function ChannelScreen() {
  return <CatalogScreen description={channelDescription} />;
}
