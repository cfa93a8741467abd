import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { contract } from '@onsite/api-client';
import {
  THIRD_ORDER_IMPORT_COLUMNS,
  THIRD_ORDER_IMPORT_MAX_ROWS,
  type ThirdOrder,
  USER_TYPE_ENTERPRISE,
} from '@onsite/domain';
import writeXlsxFile from 'write-excel-file/node';
import { button } from '../../auth/access';
import type { SessionUser } from '../../auth/sessions';
import { CODES } from '../../core/codes';
import { requireEnterprise } from '../../core/enterprises';
import { pageOf, Where } from '../../core/paging';
import { compactTime, formatTime } from '../../core/time';
import type { Db } from '../../db/database';
import {
  checkRequestedFileName,
  EXPORTS_FOLDER,
  extensionOf,
  resolveStoredFile,
} from '../../enterprise/storage';
import { readFirstSheet, type SheetRow, XlsxReadError } from '../../enterprise/xlsxRead';
import { ApiFailure, badRequest, businessError, notFound } from '../../http/errors';
import { requestLocale } from '../../http/language';
import { type RouteDefinition, route } from '../../http/routes';
import { localize } from '../../i18n/localize';
import type { RouteDeps } from '../deps';
import { orderDetailsOf, orderFor } from './orderQuery';
import { createOrder, type OrderInput } from './orders';

const MOBILE = /^1[3-9]\d{9}$/;

interface FileRow {
  line: number;
  cells: string[];
}

interface CheckedRow extends FileRow {
  reasons: string[];
  input: OrderInput | null;
}

interface ThirdOrderRow {
  third_order_id: number;
  enterprise_id: number;
  enterprise_name: string;
  channel: string;
  channel_order_no: string;
  order_id: number;
  order_no: string;
  order_status: ThirdOrder['orderStatus'];
  customer_name: string;
  customer_mobile: string;
  province_name: string;
  city_name: string;
  area_name: string;
  detailed_address: string;
  install_type_name: string;
  order_type_name: string;
  number: number;
  remark: string;
  batch_no: string;
  file_name: string;
  file_line: number;
  import_by: string;
  import_time: string;
}

const THIRD_SELECT = `SELECT t.*, o.order_no, o.order_status, o.enterprise_name
  FROM third_order t JOIN work_order o ON o.order_id = t.order_id`;

const toThirdOrder = (row: ThirdOrderRow): ThirdOrder => ({
  thirdOrderId: row.third_order_id,
  channel: row.channel,
  channelOrderNo: row.channel_order_no,
  orderId: row.order_id,
  orderNo: row.order_no,
  orderStatus: row.order_status,
  enterpriseId: row.enterprise_id,
  enterpriseName: row.enterprise_name,
  customerName: row.customer_name,
  customerMobile: row.customer_mobile,
  address: `${row.province_name}${row.city_name}${row.area_name}${row.detailed_address}`,
  installTypeName: row.install_type_name,
  orderTypeName: row.order_type_name,
  number: row.number,
  remark: row.remark,
  batchNo: row.batch_no,
  importBy: row.import_by,
  importTime: row.import_time,
});

/** The enterprise an import is for: an enterprise user's own, else the one named (it must exist). */
function importEnterprise(db: Db, user: SessionUser, enterpriseId: number): number {
  const id =
    user.userType === USER_TYPE_ENTERPRISE && user.enterpriseId !== null ? user.enterpriseId : enterpriseId;
  requireEnterprise(db, id);
  return id;
}

/**
 * Every reason a row cannot become an order, in the file's own terms (names, not codes): required and
 * too-long fields, the phone number, the district chain, the install type's label and the order type's
 * name within it, the number, a channel order number repeated in the file or imported before.
 */
function checkRows(db: Db, enterpriseId: number, rows: FileRow[]): CheckedRow[] {
  const province = db.prepare('SELECT province_code AS code FROM bd_province WHERE province_name = ?');
  const city = db.prepare('SELECT city_code AS code FROM bd_city WHERE city_name = ? AND province_code = ?');
  const area = db.prepare('SELECT area_code AS code FROM bd_area WHERE area_name = ? AND city_code = ?');
  const installType = db.prepare(
    "SELECT dict_value AS code FROM sys_dict_data WHERE dict_type = 'install_type' AND dict_label = ? AND status = '0'",
  );
  const orderType = db.prepare(
    "SELECT order_type_id AS id FROM bd_order_type WHERE type_name = ? AND install_type = ? AND status = '0'",
  );
  const imported = db.prepare(
    'SELECT 1 FROM third_order WHERE enterprise_id = ? AND channel = ? AND channel_order_no = ?',
  );
  const seen = new Map<string, number>();
  return rows.map((row) => {
    const [
      channel = '',
      channelOrderNo = '',
      customerName = '',
      mobile = '',
      provinceName = '',
      cityName = '',
      areaName = '',
      street = '',
      installName = '',
      typeName = '',
      numberText = '',
      remark = '',
    ] = row.cells;
    const reasons: string[] = [];
    const required = (value: string, max: number, empty: string, tooLong: string) => {
      if (value === '') reasons.push(empty);
      else if ([...value].length > max) reasons.push(tooLong);
    };
    required(channel, 50, '渠道名称不能为空', '渠道名称不能超过 50 个字符');
    required(channelOrderNo, 64, '渠道订单号不能为空', '渠道订单号不能超过 64 个字符');
    required(customerName, 50, '客户姓名不能为空', '客户姓名不能超过 50 个字符');
    if (mobile === '') reasons.push('联系电话不能为空');
    else if (!MOBILE.test(mobile)) reasons.push(`联系电话「${mobile}」不是有效的手机号`);
    required(street, 200, '详细地址不能为空', '详细地址不能超过 200 个字符');
    if ([...remark].length > 500) reasons.push(`备注不能超过 ${500} 个字符`);
    const provinceCode =
      provinceName === '' ? undefined : (province.get(provinceName) as { code: string } | undefined)?.code;
    const cityCode =
      provinceCode === undefined
        ? undefined
        : (city.get(cityName, provinceCode) as { code: string } | undefined)?.code;
    const areaCode =
      cityCode === undefined
        ? undefined
        : (area.get(areaName, cityCode) as { code: string } | undefined)?.code;
    if (provinceName === '' || cityName === '' || areaName === '') reasons.push('省、市、区不能为空');
    else if (areaCode === undefined)
      reasons.push(`省、市、区「${provinceName}${cityName}${areaName}」不存在或不匹配`);
    const installCode =
      installName === '' ? undefined : (installType.get(installName) as { code: string } | undefined)?.code;
    if (installName === '') reasons.push('安装类型不能为空');
    else if (installCode === undefined) reasons.push(`安装类型「${installName}」不存在`);
    const typeId =
      installCode === undefined || typeName === ''
        ? undefined
        : (orderType.get(typeName, installCode) as { id: number } | undefined)?.id;
    if (typeName === '') reasons.push('订单类型不能为空');
    else if (installCode !== undefined && typeId === undefined)
      reasons.push(`安装类型「${installName}」下没有订单类型「${typeName}」`);
    const number = numberText === '' ? 1 : Number(numberText);
    if (!Number.isInteger(number) || number < 1 || number > 999) reasons.push('数量应为 1 到 999 的整数');
    if (channel !== '' && channelOrderNo !== '') {
      const key = `${channel}\u0000${channelOrderNo}`;
      const first = seen.get(key);
      if (first !== undefined) reasons.push(`与第 ${first} 行的渠道订单号重复`);
      else seen.set(key, row.line);
      if (imported.get(enterpriseId, channel, channelOrderNo))
        reasons.push(`渠道「${channel}」的订单 ${channelOrderNo} 已导入过`);
    }
    const input: OrderInput | null =
      reasons.length > 0 || areaCode === undefined || installCode === undefined || typeId === undefined
        ? null
        : {
            enterpriseId,
            customerName,
            customerMobile: mobile,
            provinceCode: provinceCode as string,
            cityCode: cityCode as string,
            areaCode,
            detailedAddress: street,
            installType: installCode,
            orderTypeId: typeId,
            number,
            remark,
            infoList: [
              { infoName: '渠道名称', infoValue: channel },
              { infoName: '渠道订单号', infoValue: channelOrderNo },
            ],
          };
    return { ...row, reasons, input };
  });
}

/** Thrown inside the import's transaction to undo every order it created when a row is refused. */
class RollBack extends Error {}

/**
 * D58, third-party orders: the list (an enterprise user's own enterprise only), one with the course of
 * its order, the .xlsx import (all or nothing, the model import's way, D40: a bad row imports nothing
 * and answers an error workbook) and the error workbook's download. Each row becomes an order through
 * `createOrder`, the code of `/order/order/add`.
 */
export function thirdOrderRoutes({ db, config, now }: RouteDeps): RouteDefinition[] {
  const calls = contract.order.third;
  return [
    route(calls.list, button(CODES.thirdOrderList), ({ query }, { user }) => {
      const where = new Where()
        .equals('t.enterprise_id', user.enterpriseId ?? query.enterpriseId)
        .contains('t.channel', query.channel)
        .startsWith('t.channel_order_no', query.channelOrderNo)
        .startsWith('o.order_no', query.orderNo)
        .equals('t.batch_no', query.batchNo)
        .equals('o.order_status', query.orderStatus)
        .between('t.import_time', query.beginTime, query.endTime);
      const { limit, offset, pageNum } = pageOf(query);
      const rows = db
        .prepare(
          `${THIRD_SELECT} ${where.toSql()} ORDER BY t.import_time DESC, t.third_order_id DESC LIMIT ? OFFSET ?`,
        )
        .all(...where.params, limit, offset) as ThirdOrderRow[];
      const { total } = db
        .prepare(
          `SELECT COUNT(*) AS total FROM third_order t JOIN work_order o ON o.order_id = t.order_id ${where.toSql()}`,
        )
        .get(...where.params) as { total: number };
      return { rows: rows.map(toThirdOrder), total, pageNum };
    }),

    route(calls.get, button(CODES.thirdOrderList), ({ params }, { user, request }) => {
      const row = db.prepare(`${THIRD_SELECT} WHERE t.third_order_id = ?`).get(params.thirdOrderId) as
        | ThirdOrderRow
        | undefined;
      if (!row || (user.enterpriseId !== null && row.enterprise_id !== user.enterpriseId))
        throw businessError(`第三方订单 ${params.thirdOrderId} 不存在`);
      const details = orderDetailsOf(db, orderFor(db, user, row.order_id), requestLocale(request));
      return {
        data: {
          thirdOrder: toThirdOrder(row),
          fileLine: row.file_line,
          fileName: row.file_name,
          course: details.course,
        },
      };
    }),

    route(calls.import, button(CODES.thirdOrderImport), async ({ file, query }, { user, request }) => {
      const enterpriseId = importEnterprise(db, user, query.enterpriseId);
      let sheet: SheetRow[];
      try {
        sheet = readFirstSheet(readFileSync(file.tempPath));
      } catch (error) {
        if (error instanceof XlsxReadError) throw badRequest(error.message);
        throw error;
      }
      const width = THIRD_ORDER_IMPORT_COLUMNS.length;
      const cellsOf = (cells: string[] | undefined) =>
        Array.from({ length: width }, (_, index) => (cells?.[index] ?? '').trim());
      const header = sheet[0]?.line === 1 ? cellsOf(sheet[0].cells) : [];
      if (!THIRD_ORDER_IMPORT_COLUMNS.every((title, index) => header[index] === title))
        throw badRequest(`导入文件的第一行应为表头：${THIRD_ORDER_IMPORT_COLUMNS.join('、')}`);
      const rows: FileRow[] = sheet
        .slice(1)
        .map(({ line, cells }) => ({ line, cells: cellsOf(cells) }))
        .filter((row) => row.cells.some((cell) => cell !== ''));
      if (rows.length === 0) throw badRequest('导入文件中没有订单数据');
      if (rows.length > THIRD_ORDER_IMPORT_MAX_ROWS)
        throw badRequest(`一次最多导入 ${THIRD_ORDER_IMPORT_MAX_ROWS} 行订单`);

      const checked = checkRows(db, enterpriseId, rows);
      const at = now();
      const time = formatTime(at);
      const fileName = path.basename(file.fileName ?? '').slice(0, 255);
      let batchNo = '';
      if (checked.every((row) => row.input !== null)) {
        try {
          db.transaction(() => {
            const { next } = db
              .prepare('SELECT COALESCE(MAX(third_order_id), 0) + 1 AS next FROM third_order')
              .get() as { next: number };
            batchNo = `TP${compactTime(at)}${String(next).padStart(5, '0')}`;
            const insert = db.prepare(
              `INSERT INTO third_order (enterprise_id, channel, channel_order_no, order_id, customer_name, customer_mobile,
                 province_name, city_name, area_name, detailed_address, install_type_name, order_type_name, number, remark,
                 batch_no, file_name, file_line, import_by, import_user_id, import_time)
               VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
            );
            for (const row of checked) {
              const input = row.input as OrderInput;
              const [
                channel = '',
                channelOrderNo = '',
                ,
                ,
                provinceName = '',
                cityName = '',
                areaName = '',
                ,
                installName = '',
                typeName = '',
              ] = row.cells;
              try {
                const created = createOrder(db, at, user, input, `第三方导入：${channel} ${channelOrderNo}`);
                insert.run(
                  enterpriseId,
                  channel,
                  channelOrderNo,
                  created.orderId,
                  input.customerName,
                  input.customerMobile,
                  provinceName,
                  cityName,
                  areaName,
                  input.detailedAddress,
                  installName,
                  typeName,
                  input.number,
                  input.remark,
                  batchNo,
                  fileName,
                  row.line,
                  user.userName,
                  user.userId,
                  time,
                );
              } catch (error) {
                if (!(error instanceof ApiFailure)) throw error;
                row.reasons.push(error.message);
              }
            }
            if (checked.some((row) => row.reasons.length > 0)) throw new RollBack();
          })();
        } catch (error) {
          if (!(error instanceof RollBack)) throw error;
        }
      }
      const bad = checked.filter((row) => row.reasons.length > 0);
      if (bad.length > 0) {
        const locale = requestLocale(request);
        const titles = ['行号', ...THIRD_ORDER_IMPORT_COLUMNS, '错误原因'].map((title) => ({
          value: localize(title, locale),
          fontWeight: 'bold' as const,
        }));
        const data = await writeXlsxFile(
          [
            titles,
            ...bad.map((row) => [
              row.line,
              ...row.cells,
              row.reasons.map((reason) => localize(reason, locale)).join('；'),
            ]),
          ],
          { sheet: 'errors' },
        ).toBuffer();
        const folder = path.join(config.dataDir, EXPORTS_FOLDER);
        mkdirSync(folder, { recursive: true });
        const errorFile = `${EXPORTS_FOLDER}/third-order-import-errors-${randomBytes(12).toString('hex')}.xlsx`;
        writeFileSync(path.join(config.dataDir, errorFile), data);
        return {
          data: { importedCount: 0, errorCount: bad.length, errorFile, batchNo: null },
          msg: `导入失败：${bad.length} 行有误，未导入任何订单，请下载错误文件修改后重新导入`,
        };
      }
      return {
        data: { importedCount: checked.length, errorCount: 0, errorFile: null, batchNo },
        msg: `成功导入 ${checked.length} 个第三方订单（批次 ${batchNo}），已生成待派单订单`,
      };
    }),

    route(
      calls.downloadError,
      button(CODES.thirdOrderImport),
      ({ query }) => {
        const absolute = resolveStoredFile(config.dataDir, query.fileName);
        if (extensionOf(query.fileName) !== 'xlsx' || !query.fileName.includes('third-order-import-errors-'))
          throw badRequest('只能下载第三方订单导入的错误文件');
        if (!existsSync(absolute)) throw notFound(`文件 ${query.fileName} `);
        return {
          body: readFileSync(absolute),
          contentType: calls.downloadError.produces,
          fileName: calls.downloadError.fileName,
        };
      },
      { precheck: checkRequestedFileName },
    ),
  ];
}
