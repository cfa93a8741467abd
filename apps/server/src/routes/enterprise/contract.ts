import { contract as api } from '@onsite/api-client';
import type { EnterpriseContractListRow, HistoryFieldChange } from '@onsite/domain';
import type { SessionUser } from '../../auth/sessions';
import type { Db } from '../../db/database';
import { anyCode } from '../../enterprise/access';
import { actorOf, requireEnterprise, scopedEnterpriseId } from '../../enterprise/guard';
import { change, writeHistory } from '../../enterprise/history';
import { HISTORY_MODULES, OPERATE_TYPES } from '../../enterprise/labels';
import { likeText, pageOf, Where } from '../../enterprise/paging';
import { type ContractRow, contractOf } from '../../enterprise/repository';
import { rangeBound } from '../../enterprise/time';
import { badRequest, businessError, notFound } from '../../http/errors';
import { type RouteDefinition, route } from '../../http/routes';
import type { RouteDeps } from '../deps';

const calls = api.enterprise.contract;

export const CONTRACT_LIST_CODE = 'enterpriseContractList:query:list';
export const CONTRACT_EDIT_CODE = 'editEnterpriseContract';
export const CONTRACT_DELETE_CODE = 'deleteEnterpriseContract';

/** A contract by id, within the user's scope; unknown ids answer 404. */
export function requireContract(db: Db, user: SessionUser, id: number): ContractRow {
  const row = db.prepare('SELECT * FROM ent_contract WHERE id = ?').get(id) as ContractRow | undefined;
  if (!row) throw notFound(`合同 ${id} `);
  requireEnterprise(db, user, row.enterprise_id);
  return row;
}

const label = (row: ContractRow) => `合同「${row.contract_name || row.contract_no}」`;

/** Contracts: the list across enterprises and every state change (spec 001 §4, D3). */
export function contractRoutes({ db, now }: RouteDeps): RouteDefinition[] {
  const record = (
    user: SessionUser,
    row: ContractRow,
    operateType: keyof typeof OPERATE_TYPES,
    content: string | HistoryFieldChange[],
  ) =>
    writeHistory(db, actorOf(user, now), {
      enterpriseId: row.enterprise_id,
      module: HISTORY_MODULES.contract,
      operateType: OPERATE_TYPES[operateType],
      content,
    });

  return [
    route(calls.list, anyCode(CONTRACT_LIST_CODE), ({ query }, { user }) => {
      const scope = scopedEnterpriseId(user);
      const where = new Where()
        .when(scope, 'c.enterprise_id = ?')
        .when(query.enterpriseId, 'c.enterprise_id = ?')
        .when(
          query.enterpriseName,
          "e.enterprise_name LIKE ? ESCAPE '\\'",
          query.enterpriseName ? likeText(query.enterpriseName) : null,
        )
        .when(
          query.contractNo,
          "c.contract_no LIKE ? ESCAPE '\\'",
          query.contractNo ? likeText(query.contractNo) : null,
        )
        .when(
          query.contractName,
          "c.contract_name LIKE ? ESCAPE '\\'",
          query.contractName ? likeText(query.contractName) : null,
        )
        .when(query.isMainContract, 'c.is_main_contract = ?')
        .when(query.forbiddenStatus, 'c.forbidden_status = ?')
        .when(
          query.beginTime,
          'c.create_time >= ?',
          query.beginTime ? rangeBound(query.beginTime, 'start') : null,
        )
        .when(query.endTime, 'c.create_time <= ?', query.endTime ? rangeBound(query.endTime, 'end') : null);
      const page = pageOf<ContractRow & { enterprise_name: string }>(db, {
        select:
          'SELECT c.*, e.enterprise_name FROM ent_contract c JOIN ent_enterprise e ON e.enterprise_id = c.enterprise_id',
        from: 'FROM ent_contract c JOIN ent_enterprise e ON e.enterprise_id = c.enterprise_id',
        where,
        query,
        sortable: {
          id: 'c.id',
          contractNo: 'c.contract_no',
          contractName: 'c.contract_name',
          contractStartTime: 'c.contract_start_time',
          contractEndTime: 'c.contract_end_time',
          createTime: 'c.create_time',
        },
        defaultOrder: 'c.id DESC',
        tieBreaker: 'c.id',
      });
      const rows: EnterpriseContractListRow[] = page.rows.map((row) => ({
        ...contractOf(row),
        enterpriseName: row.enterprise_name,
      }));
      return { rows, total: page.total, pageNum: page.pageNum };
    }),

    route(calls.update, anyCode(CONTRACT_EDIT_CODE), ({ body }, { user }) => {
      const row = requireContract(db, user, body.id);
      const { contractNo, contractName, contractStartTime, contractEndTime } = body;
      if (
        [contractNo, contractName, contractStartTime, contractEndTime].every((value) => value === undefined)
      ) {
        throw badRequest('请至少修改合同编号、名称或期限中的一项');
      }
      const next = {
        contract_no: contractNo?.trim() ?? row.contract_no,
        contract_name: contractName?.trim() ?? row.contract_name,
        contract_start_time: contractStartTime ?? row.contract_start_time,
        contract_end_time: contractEndTime ?? row.contract_end_time,
      };
      if (next.contract_no === '' || next.contract_name === '') throw badRequest('合同编号和名称不能为空');
      if (
        next.contract_start_time &&
        next.contract_end_time &&
        next.contract_start_time > next.contract_end_time
      ) {
        throw badRequest('合同开始时间不能晚于结束时间');
      }
      const changes = [
        ...change('合同编号', row.contract_no, next.contract_no),
        ...change('合同名称', row.contract_name, next.contract_name),
        ...change('合同开始时间', row.contract_start_time ?? '', next.contract_start_time ?? ''),
        ...change('合同结束时间', row.contract_end_time ?? '', next.contract_end_time ?? ''),
      ];
      db.transaction(() => {
        db.prepare(
          'UPDATE ent_contract SET contract_no = ?, contract_name = ?, contract_start_time = ?, contract_end_time = ? WHERE id = ?',
        ).run(next.contract_no, next.contract_name, next.contract_start_time, next.contract_end_time, row.id);
        record(user, row, 'edit', changes);
      })();
      return { data: null, msg: '保存成功' };
    }),

    // D3: the switch turned on calls toMain; setting a new main unsets the old one in the same transaction.
    route(calls.toMain, anyCode(CONTRACT_EDIT_CODE), ({ query }, { user }) => {
      const row = requireContract(db, user, query.contractId);
      if (row.enterprise_id !== query.enterpriseId)
        throw badRequest(`${label(row)}不属于企业 ${query.enterpriseId}`);
      if (row.is_main_contract === 1) throw businessError(`${label(row)}已是主合同`);
      if (row.forbidden_status === 1) throw businessError('已禁用的合同不能设为主合同');
      db.transaction(() => {
        const previous = db
          .prepare('SELECT * FROM ent_contract WHERE enterprise_id = ? AND is_main_contract = 1')
          .get(row.enterprise_id) as ContractRow | undefined;
        db.prepare(
          'UPDATE ent_contract SET is_main_contract = 0 WHERE enterprise_id = ? AND is_main_contract = 1',
        ).run(row.enterprise_id);
        db.prepare('UPDATE ent_contract SET is_main_contract = 1 WHERE id = ?').run(row.id);
        const replaced = previous
          ? `，原主合同「${previous.contract_name || previous.contract_no}」改为非主合同`
          : '';
        record(user, row, 'setMain', `${label(row)}设为主合同${replaced}`);
      })();
      return { data: null, msg: '保存成功' };
    }),

    route(calls.toNonMain, anyCode(CONTRACT_EDIT_CODE), ({ query }, { user }) => {
      const row = requireContract(db, user, query.contractId);
      if (row.enterprise_id !== query.enterpriseId)
        throw badRequest(`${label(row)}不属于企业 ${query.enterpriseId}`);
      if (row.is_main_contract === 0) throw businessError(`${label(row)}不是主合同`);
      db.transaction(() => {
        db.prepare('UPDATE ent_contract SET is_main_contract = 0 WHERE id = ?').run(row.id);
        record(user, row, 'unsetMain', `${label(row)}取消主合同`);
      })();
      return { data: null, msg: '保存成功' };
    }),

    route(calls.disable, anyCode(CONTRACT_EDIT_CODE), ({ query }, { user }) => {
      const row = requireContract(db, user, query.id);
      if (row.forbidden_status === 1) throw businessError(`${label(row)}已是禁用状态`);
      if (row.is_main_contract === 1) throw businessError('主合同不能禁用，请先取消主合同');
      db.transaction(() => {
        db.prepare('UPDATE ent_contract SET forbidden_status = 1 WHERE id = ?').run(row.id);
        record(user, row, 'disable', `禁用${label(row)}`);
      })();
      return { data: null, msg: '禁用成功' };
    }),

    route(calls.enable, anyCode(CONTRACT_EDIT_CODE), ({ query }, { user }) => {
      const row = requireContract(db, user, query.id);
      if (row.forbidden_status === 0) throw businessError(`${label(row)}已是启用状态`);
      db.transaction(() => {
        db.prepare('UPDATE ent_contract SET forbidden_status = 0 WHERE id = ?').run(row.id);
        record(user, row, 'enable', `启用${label(row)}`);
      })();
      return { data: null, msg: '启用成功' };
    }),

    route(calls.remove, anyCode(CONTRACT_DELETE_CODE), ({ query }, { user }) => {
      const ids = [...new Set(query.ids.split(',').map(Number))];
      const rows = ids.map((id) => requireContract(db, user, id));
      db.transaction(() => {
        for (const row of rows) {
          db.prepare('DELETE FROM ent_contract WHERE id = ?').run(row.id);
          record(user, row, 'remove', `删除${label(row)}`);
        }
      })();
      return { data: null, msg: '删除成功' };
    }),
  ];
}
