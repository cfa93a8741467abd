import { IdSchema, InstallTypeSettingSchema } from '@onsite/domain';
import { Type } from 'typebox';
import { defineCall } from '../define';
import { Done, Envelope } from '../envelope';

const setting = InstallTypeSettingSchema.properties;

/** Settings per install type: switches, urgent ratio, barcode pictures, guarantees (spec 001 §7). */
export const guarantee = {
  list: defineCall({
    method: 'GET',
    path: '/enterprise/guarantee/list',
    query: Type.Object({ enterpriseId: IdSchema }),
    response: Envelope(Type.Array(InstallTypeSettingSchema)),
    doc: { summary: 'Settings and guarantee rows per install type', path: 'family', payload: 'spec' },
  }),
  save: defineCall({
    method: 'POST',
    path: '/enterprise/guarantee/save',
    body: Type.Object({
      enterpriseId: IdSchema,
      installType: setting.installType,
      smsNoticeFlag: setting.smsNoticeFlag,
      /** On requires at least one example picture (checked by the server, spec 001 §5). */
      serialNoFlag: setting.serialNoFlag,
      urgentRatio: setting.urgentRatio,
      serialDiagram: setting.serialDiagram,
      data: setting.data,
    }),
    response: Done,
    doc: { summary: 'Save the settings of one install type', path: 'family', payload: 'spec' },
  }),
};
