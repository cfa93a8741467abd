import { contract } from '@onsite/api-client';
import { type DictData, type DictLabelTranslations, type Locale, SOURCE_LOCALE } from '@onsite/domain';
import { button, SIGNED_IN } from '../../auth/access';
import { CODES } from '../../core/codes';
import { orderByOf, pageOf, Where } from '../../core/paging';
import { formatTime } from '../../core/time';
import type { Db } from '../../db/database';
import { businessError } from '../../http/errors';
import { requestLocale } from '../../http/language';
import { type RouteDefinition, route } from '../../http/routes';
import type { RouteDeps } from '../deps';

interface DictDataRow {
  dict_code: number;
  dict_sort: number;
  dict_label: string;
  dict_value: string;
  dict_type: string;
  status: '0' | '1';
  remark: string;
  label_translations: string;
}

const DATA_COLUMNS =
  'dict_code, dict_sort, dict_label, dict_value, dict_type, status, remark, label_translations';

const TRANSLATED_LOCALES = ['zh-TW', 'en-US', 'pt-BR'] as const satisfies readonly Locale[];

/** The stored translations of a label (D31); a missing or malformed one reads ''. */
export function parseTranslations(stored: string | null | undefined): DictLabelTranslations {
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(stored ?? '{}');
  } catch {
    parsed = null;
  }
  const record = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  const pick = (locale: (typeof TRANSLATED_LOCALES)[number]) => {
    const value = record[locale];
    return typeof value === 'string' ? value : '';
  };
  return { 'zh-TW': pick('zh-TW'), 'en-US': pick('en-US'), 'pt-BR': pick('pt-BR') };
}

/** Translations as stored: trimmed (a blank one is none). */
function storedTranslations(translations: DictLabelTranslations): string {
  return JSON.stringify({
    'zh-TW': translations['zh-TW'].trim(),
    'en-US': translations['en-US'].trim(),
    'pt-BR': translations['pt-BR'].trim(),
  });
}

/** A label in a language: its translation, else the zh-CN label (D31). */
export function labelIn(zhCN: string, stored: string | null | undefined, locale: Locale): string {
  if (locale === SOURCE_LOCALE) return zhCN;
  const translated = parseTranslations(stored)[locale as (typeof TRANSLATED_LOCALES)[number]];
  return translated?.trim() ? translated.trim() : zhCN;
}

const toDictData = (row: DictDataRow, locale: Locale): DictData => ({
  dictCode: row.dict_code,
  dictSort: row.dict_sort,
  dictLabel: labelIn(row.dict_label, row.label_translations, locale),
  dictValue: row.dict_value,
  dictType: row.dict_type,
  status: row.status,
  remark: row.remark,
});

/** The dictionary screen's row: the stored zh-CN label with its translations beside it. */
const toEditableDictData = (row: DictDataRow): DictData => ({
  ...toDictData(row, SOURCE_LOCALE),
  translations: parseTranslations(row.label_translations),
});

/** Enabled entries of one dictionary, in their order, labelled in a language (the console's selects). */
export function dictEntries(db: Db, dictType: string, locale: Locale = SOURCE_LOCALE): DictData[] {
  return (
    db
      .prepare(
        `SELECT ${DATA_COLUMNS} FROM sys_dict_data WHERE dict_type = ? AND status = '0' ORDER BY dict_sort, dict_code`,
      )
      .all(dictType) as DictDataRow[]
  ).map((row) => toDictData(row, locale));
}

/** True when the value is an enabled entry of the dictionary. */
export function isDictValue(db: Db, dictType: string, value: string): boolean {
  return Boolean(
    db
      .prepare("SELECT 1 FROM sys_dict_data WHERE dict_type = ? AND dict_value = ? AND status = '0'")
      .get(dictType, value),
  );
}

/** The label of a dictionary value in a language, zh-CN by default ('' when unknown). */
export function dictLabel(
  db: Db,
  dictType: string,
  value: string | null,
  locale: Locale = SOURCE_LOCALE,
): string {
  if (value === null) return '';
  const row = db
    .prepare(
      'SELECT dict_label, label_translations FROM sys_dict_data WHERE dict_type = ? AND dict_value = ?',
    )
    .get(dictType, value) as { dict_label: string; label_translations: string } | undefined;
  return row ? labelIn(row.dict_label, row.label_translations, locale) : '';
}

function requireType(db: Db, dictType: string): void {
  if (!db.prepare('SELECT 1 FROM sys_dict_type WHERE dict_type = ?').get(dictType)) {
    throw businessError(`字典类型 ${dictType} 不存在`);
  }
}

function checkDataUnique(db: Db, dictType: string, dictValue: string, dictCode: number | null): void {
  const owner = db
    .prepare('SELECT dict_code FROM sys_dict_data WHERE dict_type = ? AND dict_value = ?')
    .get(dictType, dictValue) as { dict_code: number } | undefined;
  if (owner && owner.dict_code !== dictCode) throw businessError(`字典 ${dictType} 中已有键值 ${dictValue}`);
}

/** Dictionaries: lookups for every signed-in user, the admin screens for holders of the dict codes. */
export function dictRoutes({ db, now }: RouteDeps): RouteDefinition[] {
  const { type, data } = contract.system.dict;
  return [
    route(data.type, SIGNED_IN, ({ query }, { request }) => ({
      data: dictEntries(db, query.dictType, requestLocale(request)),
    })),
    route(data.installList, SIGNED_IN, ({ query }, { request }) => ({
      data: dictEntries(db, query.dictType, requestLocale(request)),
    })),
    route(data.findAll, SIGNED_IN, ({ query }, { request }) => {
      const locale = requestLocale(request);
      const types = query.dictTypes
        ? [...new Set(query.dictTypes.split(','))]
        : (
            db.prepare("SELECT dict_type FROM sys_dict_type WHERE status = '0' ORDER BY dict_id").all() as {
              dict_type: string;
            }[]
          ).map((row) => row.dict_type);
      return {
        data: Object.fromEntries(types.map((dictType) => [dictType, dictEntries(db, dictType, locale)])),
      };
    }),
    route(type.list, button(CODES.dictList), ({ query }) => {
      const where = new Where()
        .contains('dict_name', query.dictName)
        .contains('dict_type', query.dictType)
        .equals('status', query.status)
        .between('create_time', query.beginTime, query.endTime);
      const { limit, offset, pageNum } = pageOf(query);
      const order = orderByOf(query, { dictId: 'dict_id', createTime: 'create_time' }, 'dict_id', 'dict_id');
      const rows = db
        .prepare(`SELECT * FROM sys_dict_type ${where.toSql()} ${order} LIMIT ? OFFSET ?`)
        .all(...where.params, limit, offset) as {
        dict_id: number;
        dict_name: string;
        dict_type: string;
        status: '0' | '1';
        remark: string;
        create_time: string;
      }[];
      const { total } = db
        .prepare(`SELECT COUNT(*) AS total FROM sys_dict_type ${where.toSql()}`)
        .get(...where.params) as {
        total: number;
      };
      return {
        rows: rows.map((row) => ({
          dictId: row.dict_id,
          dictName: row.dict_name,
          dictType: row.dict_type,
          status: row.status,
          remark: row.remark,
          createTime: row.create_time,
        })),
        total,
        pageNum,
      };
    }),
    route(type.add, button(CODES.dictAdd), ({ body }) => {
      if (db.prepare('SELECT 1 FROM sys_dict_type WHERE dict_type = ?').get(body.dictType)) {
        throw businessError(`字典类型 ${body.dictType} 已存在`);
      }
      const { lastInsertRowid } = db
        .prepare(
          'INSERT INTO sys_dict_type (dict_name, dict_type, status, remark, create_time) VALUES (?, ?, ?, ?, ?)',
        )
        .run(body.dictName, body.dictType, body.status, body.remark, formatTime(now()));
      return { data: Number(lastInsertRowid), msg: '新增成功' };
    }),
    route(type.edit, button(CODES.dictEdit), ({ body }) => {
      db.transaction(() => {
        const current = db
          .prepare('SELECT dict_type FROM sys_dict_type WHERE dict_id = ?')
          .get(body.dictId) as { dict_type: string } | undefined;
        if (!current) throw businessError(`字典 ${body.dictId} 不存在`);
        const owner = db
          .prepare('SELECT dict_id FROM sys_dict_type WHERE dict_type = ?')
          .get(body.dictType) as { dict_id: number } | undefined;
        if (owner && owner.dict_id !== body.dictId) throw businessError(`字典类型 ${body.dictType} 已存在`);
        db.prepare(
          'UPDATE sys_dict_type SET dict_name = ?, dict_type = ?, status = ?, remark = ? WHERE dict_id = ?',
        ).run(body.dictName, body.dictType, body.status, body.remark, body.dictId);
        // Renaming a type carries its entries along.
        db.prepare('UPDATE sys_dict_data SET dict_type = ? WHERE dict_type = ?').run(
          body.dictType,
          current.dict_type,
        );
      })();
      return { data: null, msg: '修改成功' };
    }),
    route(type.remove, button(CODES.dictRemove), ({ body }) => {
      db.transaction(() => {
        for (const dictId of body.dictIds) {
          const row = db.prepare('SELECT dict_type FROM sys_dict_type WHERE dict_id = ?').get(dictId) as
            | { dict_type: string }
            | undefined;
          if (!row) throw businessError(`字典 ${dictId} 不存在`);
          db.prepare('DELETE FROM sys_dict_data WHERE dict_type = ?').run(row.dict_type);
          db.prepare('DELETE FROM sys_dict_type WHERE dict_id = ?').run(dictId);
        }
      })();
      return { data: null, msg: '删除成功' };
    }),
    route(data.list, button(CODES.dictList), ({ query }) => {
      // The label searched in every language (an en-US reader types the English one).
      const where = new Where()
        .equals('dict_type', query.dictType)
        .contains('dict_label || char(31) || label_translations', query.dictLabel)
        .equals('status', query.status);
      const { limit, offset, pageNum } = pageOf(query);
      const direction = query.sortOrder === 'desc' ? 'DESC' : 'ASC';
      const rows = db
        .prepare(
          `SELECT ${DATA_COLUMNS} FROM sys_dict_data ${where.toSql()} ORDER BY dict_sort ${direction}, dict_code ${direction}
           LIMIT ? OFFSET ?`,
        )
        .all(...where.params, limit, offset) as DictDataRow[];
      const { total } = db
        .prepare(`SELECT COUNT(*) AS total FROM sys_dict_data ${where.toSql()}`)
        .get(...where.params) as {
        total: number;
      };
      return { rows: rows.map(toEditableDictData), total, pageNum };
    }),
    route(data.add, button(CODES.dictAdd), ({ body }) => {
      requireType(db, body.dictType);
      checkDataUnique(db, body.dictType, body.dictValue, null);
      const { lastInsertRowid } = db
        .prepare(
          `INSERT INTO sys_dict_data (dict_sort, dict_label, dict_value, dict_type, status, remark, create_time,
             label_translations)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          body.dictSort,
          body.dictLabel,
          body.dictValue,
          body.dictType,
          body.status,
          body.remark,
          formatTime(now()),
          storedTranslations(body.translations ?? { 'zh-TW': '', 'en-US': '', 'pt-BR': '' }),
        );
      return { data: Number(lastInsertRowid), msg: '新增成功' };
    }),
    route(data.edit, button(CODES.dictEdit), ({ body }) => {
      if (!db.prepare('SELECT 1 FROM sys_dict_data WHERE dict_code = ?').get(body.dictCode)) {
        throw businessError(`字典数据 ${body.dictCode} 不存在`);
      }
      requireType(db, body.dictType);
      checkDataUnique(db, body.dictType, body.dictValue, body.dictCode);
      db.prepare(
        `UPDATE sys_dict_data SET dict_sort = ?, dict_label = ?, dict_value = ?, dict_type = ?, status = ?, remark = ?,
           label_translations = COALESCE(?, label_translations)
         WHERE dict_code = ?`,
      ).run(
        body.dictSort,
        body.dictLabel,
        body.dictValue,
        body.dictType,
        body.status,
        body.remark,
        body.translations ? storedTranslations(body.translations) : null,
        body.dictCode,
      );
      return { data: null, msg: '修改成功' };
    }),
    route(data.remove, button(CODES.dictRemove), ({ body }) => {
      db.transaction(() => {
        for (const dictCode of body.dictCodes) {
          const { changes } = db.prepare('DELETE FROM sys_dict_data WHERE dict_code = ?').run(dictCode);
          if (changes === 0) throw businessError(`字典数据 ${dictCode} 不存在`);
        }
      })();
      return { data: null, msg: '删除成功' };
    }),
  ];
}
