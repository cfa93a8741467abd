import { contract } from '@onsite/api-client';
import {
  type GuaranteeRow,
  type InstallTypeSetting,
  isValidUrgentRatio,
  splitSerialDiagram,
  validateBarcodeSetting,
} from '@onsite/domain';
import type { Db } from '../../db/database';
import { anyCode } from '../../enterprise/access';
import { actorOf, requireEnterprise } from '../../enterprise/guard';
import { change, writeHistory } from '../../enterprise/history';
import { DOMAIN_MESSAGE_TEXT, flagText, HISTORY_MODULES, OPERATE_TYPES } from '../../enterprise/labels';
import { requireOrderTypes } from '../../enterprise/references';
import { idsOf, installTypesOf } from '../../enterprise/repository';
import { isStoredUpload } from '../../enterprise/storage';
import { badRequest } from '../../http/errors';
import { type RouteDefinition, route } from '../../http/routes';
import { installTypeLabel } from '../../seed/installTypes';
import type { RouteDeps } from '../deps';

const calls = contract.enterprise.guarantee;

interface SettingRow {
  install_type: string;
  sms_notice_flag: 0 | 1;
  serial_no_flag: 0 | 1;
  urgent_ratio: number;
  serial_diagram: string;
}

interface GuaranteeDbRow {
  guarantee_id: number;
  install_type: string;
  order_type_id: number;
  guarantee_time: number;
  relation_order_type: string;
  remark: string;
}

/** The settings of every install type of an enterprise; an install type never saved shows the defaults. */
export function settingsOf(db: Db, enterpriseId: number): InstallTypeSetting[] {
  const settings = db
    .prepare('SELECT * FROM ent_setting WHERE enterprise_id = ?')
    .all(enterpriseId) as SettingRow[];
  const guarantees = db
    .prepare('SELECT * FROM ent_guarantee WHERE enterprise_id = ? ORDER BY sort, guarantee_id')
    .all(enterpriseId) as GuaranteeDbRow[];
  return installTypesOf(db, enterpriseId).map((installType) => {
    const setting = settings.find((row) => row.install_type === installType);
    return {
      installType,
      installTypeName: installTypeLabel(installType),
      smsNoticeFlag: setting?.sms_notice_flag ?? 0,
      serialNoFlag: setting?.serial_no_flag ?? 0,
      urgentRatio: setting?.urgent_ratio ?? 0,
      serialDiagram: setting?.serial_diagram ?? '',
      data: guarantees
        .filter((row) => row.install_type === installType)
        .map(
          (row): GuaranteeRow => ({
            guaranteeId: row.guarantee_id,
            orderType: row.order_type_id,
            guaranteeTime: row.guarantee_time,
            relationOrderType: idsOf(row.relation_order_type),
            remark: row.remark,
          }),
        ),
    };
  });
}

const guaranteeText = (rows: readonly GuaranteeRow[], names: (id: number) => string) =>
  rows
    .map((row) => {
      const related = row.relationOrderType.map(names).join('、');
      return `${names(row.orderType)} ${row.guaranteeTime}天${related ? `（关联 ${related}）` : ''}${row.remark ? ` ${row.remark}` : ''}`;
    })
    .join('；');

/** Settings tab: switches, urgent ratio, barcode pictures and guarantees per install type (spec 001 §2 Tab 3). */
export function guaranteeRoutes({ db, now }: RouteDeps): RouteDefinition[] {
  return [
    route(calls.list, anyCode('viewEnterpriseSetting'), ({ query }, { user }) => {
      requireEnterprise(db, user, query.enterpriseId, { allowRemoved: true });
      return { data: settingsOf(db, query.enterpriseId) };
    }),

    route(calls.save, anyCode('editEnterpriseSetting'), ({ body }, { user }) => {
      requireEnterprise(db, user, body.enterpriseId);
      if (!installTypesOf(db, body.enterpriseId).includes(body.installType)) {
        throw badRequest(`企业未开通安装类型 ${body.installType}`);
      }
      const barcodeMessage = validateBarcodeSetting(body);
      if (barcodeMessage) throw badRequest(DOMAIN_MESSAGE_TEXT[barcodeMessage]);
      if (!isValidUrgentRatio(body.urgentRatio)) throw badRequest('加急比例须在 0 到 100 之间');
      const pictures = splitSerialDiagram(body.serialDiagram);
      for (const picture of pictures) {
        if (!isStoredUpload(picture)) throw badRequest(`示例图 ${picture} 不是已上传的文件路径`);
      }
      const orderTypes = requireOrderTypes(
        db,
        body.data.map((row) => row.orderType),
        body.installType,
      );
      const related = requireOrderTypes(
        db,
        body.data.flatMap((row) => row.relationOrderType),
      );
      if (new Set(body.data.map((row) => row.orderType)).size !== body.data.length) {
        throw badRequest('同一订单类型只能设置一条质保');
      }
      const before = settingsOf(db, body.enterpriseId).find(
        (setting) => setting.installType === body.installType,
      );
      const own = new Set(before?.data.map((row) => row.guaranteeId) ?? []);
      for (const row of body.data) {
        if (row.guaranteeId !== undefined && !own.has(row.guaranteeId)) {
          throw badRequest(`质保 ${row.guaranteeId} 不属于该企业的此安装类型`);
        }
      }
      const names = (id: number) => orderTypes.get(id)?.type_name ?? related.get(id)?.type_name ?? String(id);
      const beforeNames = (id: number) => {
        const row = db.prepare('SELECT type_name FROM bd_order_type WHERE order_type_id = ?').get(id) as
          | { type_name: string }
          | undefined;
        return row?.type_name ?? String(id);
      };
      const prefix = installTypeLabel(body.installType);
      const serialDiagram = pictures.join(',');
      const changes = [
        ...change(`${prefix}-短信通知`, flagText(before?.smsNoticeFlag), flagText(body.smsNoticeFlag)),
        ...change(`${prefix}-产品条形码`, flagText(before?.serialNoFlag), flagText(body.serialNoFlag)),
        ...change(`${prefix}-加急比例(%)`, String(before?.urgentRatio ?? 0), String(body.urgentRatio)),
        ...change(`${prefix}-条形码示例图`, before?.serialDiagram ?? '', serialDiagram),
        ...change(
          `${prefix}-质保设置`,
          guaranteeText(before?.data ?? [], beforeNames),
          guaranteeText(body.data, names),
        ),
      ];
      const actor = actorOf(user, now);
      db.transaction(() => {
        db.prepare(
          `INSERT INTO ent_setting (enterprise_id, install_type, sms_notice_flag, serial_no_flag, urgent_ratio, serial_diagram)
           VALUES (?, ?, ?, ?, ?, ?)
           ON CONFLICT (enterprise_id, install_type) DO UPDATE SET sms_notice_flag = excluded.sms_notice_flag,
             serial_no_flag = excluded.serial_no_flag, urgent_ratio = excluded.urgent_ratio, serial_diagram = excluded.serial_diagram`,
        ).run(
          body.enterpriseId,
          body.installType,
          body.smsNoticeFlag,
          body.serialNoFlag,
          body.urgentRatio,
          serialDiagram,
        );
        db.prepare('DELETE FROM ent_guarantee WHERE enterprise_id = ? AND install_type = ?').run(
          body.enterpriseId,
          body.installType,
        );
        const insert = db.prepare(
          `INSERT INTO ent_guarantee (guarantee_id, enterprise_id, install_type, order_type_id, guarantee_time, relation_order_type, remark, sort)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        );
        body.data.forEach((row, index) => {
          insert.run(
            row.guaranteeId ?? null,
            body.enterpriseId,
            body.installType,
            row.orderType,
            row.guaranteeTime,
            [...new Set(row.relationOrderType)].join(','),
            row.remark,
            index,
          );
        });
        writeHistory(db, actor, {
          enterpriseId: body.enterpriseId,
          module: HISTORY_MODULES.setting,
          operateType: OPERATE_TYPES.edit,
          content: changes,
        });
      })();
      return { data: null, msg: '保存成功' };
    }),
  ];
}
