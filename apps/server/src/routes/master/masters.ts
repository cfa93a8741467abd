import { contract } from '@onsite/api-client';
import { isIdCardNumber, isMobile, MASTER_REGIONS_MAX, type MasterRegionInput } from '@onsite/domain';
import { button, isAllowed } from '../../auth/access';
import type { SessionUser } from '../../auth/sessions';
import { CODES } from '../../core/codes';
import { PROFILE_SELECT, type ProfileRow, profileRowOf, toProfiles } from '../../core/masterProfiles';
import { isMasterUser } from '../../core/masters';
import { orderByOf, pageOf, Where } from '../../core/paging';
import { formatTime } from '../../core/time';
import type { Db } from '../../db/database';
import { businessError, forbidden } from '../../http/errors';
import { type RouteDefinition, route } from '../../http/routes';
import type { RouteDeps } from '../deps';

/** D38: only staff manage masters (an enterprise user or a master holding a code by mistake is refused). */
export function staffOnly(user: SessionUser): void {
  if (user.enterpriseId !== null || isMasterUser(user)) throw forbidden('「师傅管理」');
}

/** Whether the caller reads full ID card numbers (the master edit code, D38). */
const reveals = (user: SessionUser) => isAllowed(user, button(CODES.masterEdit));

interface MasterForm {
  masterName: string;
  phonenumber: string;
  idCardNo: string;
  skills: string[];
  regions: MasterRegionInput[];
  state: 'active' | 'off';
}

interface CleanRegion {
  provinceCode: string;
  cityCode: string | null;
  areaCode: string | null;
}

/** The form checked as the console checks it, with clear messages; nothing is written before. */
function checkForm(db: Db, form: MasterForm, masterId: number | null) {
  const masterName = form.masterName.trim();
  if (masterName === '') throw businessError('请输入师傅姓名');
  if (!isMobile(form.phonenumber)) throw businessError('请输入正确的手机号码');
  const idCardNo = form.idCardNo.trim().toUpperCase();
  if (!isIdCardNumber(idCardNo)) throw businessError('请输入正确的18位身份证号码');
  const others = masterId ?? 0;
  if (
    db.prepare('SELECT 1 FROM master WHERE phonenumber = ? AND master_id <> ?').get(form.phonenumber, others)
  )
    throw businessError(`手机号码 ${form.phonenumber} 已被其他师傅使用`);
  if (db.prepare('SELECT 1 FROM master WHERE id_card_no = ? AND master_id <> ?').get(idCardNo, others))
    throw businessError('该身份证号码已被其他师傅使用');
  const skills = [...new Set(form.skills)];
  if (skills.length === 0) throw businessError('请至少选择一项技能');
  const knownType = db.prepare(
    "SELECT 1 FROM sys_dict_data WHERE dict_type = 'install_type' AND dict_value = ? AND status = '0'",
  );
  for (const skill of skills) if (!knownType.get(skill)) throw businessError(`安装类型 ${skill} 不存在`);
  if (form.regions.length === 0) throw businessError('请至少选择一个服务区域');
  if (form.regions.length > MASTER_REGIONS_MAX) throw businessError(`服务区域最多 ${MASTER_REGIONS_MAX} 个`);
  const regions = new Map<string, CleanRegion>();
  for (const region of form.regions) {
    const clean: CleanRegion = {
      provinceCode: region.provinceCode,
      cityCode: region.cityCode || null,
      areaCode: region.areaCode || null,
    };
    if (clean.areaCode !== null && clean.cityCode === null) throw businessError('请先选择区域所在的城市');
    const valid =
      clean.areaCode !== null
        ? db
            .prepare(
              'SELECT 1 FROM bd_area a JOIN bd_city c ON c.city_code = a.city_code WHERE a.area_code = ? AND c.city_code = ? AND c.province_code = ?',
            )
            .get(clean.areaCode, clean.cityCode, clean.provinceCode)
        : clean.cityCode !== null
          ? db
              .prepare('SELECT 1 FROM bd_city WHERE city_code = ? AND province_code = ?')
              .get(clean.cityCode, clean.provinceCode)
          : db.prepare('SELECT 1 FROM bd_province WHERE province_code = ?').get(clean.provinceCode);
    if (!valid) throw businessError('服务区域不存在，请重新选择省、市、区');
    regions.set(`${clean.provinceCode}/${clean.cityCode ?? ''}/${clean.areaCode ?? ''}`, clean);
  }
  return { masterName, phonenumber: form.phonenumber, idCardNo, skills, regions: [...regions.values()] };
}

type CheckedForm = ReturnType<typeof checkForm>;

function writeDetails(db: Db, masterId: number, form: CheckedForm): void {
  db.prepare('DELETE FROM master_skill WHERE master_id = ?').run(masterId);
  db.prepare('DELETE FROM master_region WHERE master_id = ?').run(masterId);
  const skill = db.prepare('INSERT INTO master_skill (master_id, install_type) VALUES (?, ?)');
  for (const type of form.skills) skill.run(masterId, type);
  const region = db.prepare(
    'INSERT INTO master_region (master_id, province_code, city_code, area_code) VALUES (?, ?, ?, ?)',
  );
  for (const r of form.regions) region.run(masterId, r.provinceCode, r.cityCode, r.areaCode);
}

/**
 * D38: 师傅列表 and 师傅黑名单 on the server. The list pages masters with their profile (filters: name, phone,
 * state, a region they serve, a skill, a team); add and edit check the form (phone, ID card with its check
 * character, skills of the install-type dictionary, regions of the region tables) and write the master, skills
 * and regions in one transaction; blacklisting needs a reason and is lifted back to active.
 */
export function masterRoutes({ db, now }: RouteDeps): RouteDefinition[] {
  const m = contract.master.master;
  const one = (user: SessionUser, masterId: number) => {
    const [profile] = toProfiles(db, [profileRowOf(db, masterId)], reveals(user));
    return profile as NonNullable<typeof profile>;
  };
  return [
    route(m.list, button(CODES.masterList), ({ query }, { user }) => {
      staffOnly(user);
      const where = new Where()
        .contains('m.master_name', query.masterName)
        .startsWith('m.phonenumber', query.phonenumber)
        .equals('m.state', query.state)
        .equals('m.team_id', query.teamId);
      if (query.skill)
        where.add(
          'EXISTS (SELECT 1 FROM master_skill s WHERE s.master_id = m.master_id AND s.install_type = ?)',
          query.skill,
        );
      if (query.provinceCode) {
        // The masters serving the chosen region: a region of theirs covers it (or lies inside it).
        where.add(
          `EXISTS (SELECT 1 FROM master_region r WHERE r.master_id = m.master_id AND r.province_code = ?
             AND (? = '' OR r.city_code IS NULL OR r.city_code = ?) AND (? = '' OR r.area_code IS NULL OR r.area_code = ?))`,
          query.provinceCode,
          query.cityCode ?? '',
          query.cityCode ?? '',
          query.areaCode ?? '',
          query.areaCode ?? '',
        );
      }
      const { limit, offset, pageNum } = pageOf(query);
      const order = orderByOf(
        query,
        {
          masterId: 'm.master_id',
          masterName: 'm.master_name',
          score: 'm.score',
          createTime: 'm.create_time',
        },
        'm.master_id',
        'm.master_id',
      );
      const rows = db
        .prepare(`${PROFILE_SELECT} ${where.toSql()} ${order} LIMIT ? OFFSET ?`)
        .all(...where.params, limit, offset) as ProfileRow[];
      const { total } = db
        .prepare(`SELECT COUNT(*) AS total FROM master m ${where.toSql()}`)
        .get(...where.params) as { total: number };
      return { rows: toProfiles(db, rows, reveals(user)), total, pageNum };
    }),

    route(m.add, button(CODES.masterAdd), ({ body }, { user }) => {
      staffOnly(user);
      const form = checkForm(db, body, null);
      const masterId = db.transaction(() => {
        const id = Number(
          db
            .prepare(
              `INSERT INTO master (master_name, phonenumber, id_card_no, id_card_state, state, create_time)
               VALUES (?, ?, ?, 'pending', ?, ?)`,
            )
            .run(form.masterName, form.phonenumber, form.idCardNo, body.state, formatTime(now()))
            .lastInsertRowid,
        );
        writeDetails(db, id, form);
        return id;
      })();
      return { data: one(user, masterId), msg: '新增成功' };
    }),

    route(m.edit, button(CODES.masterEdit), ({ body }, { user }) => {
      staffOnly(user);
      const current = profileRowOf(db, body.masterId);
      const form = checkForm(db, body, body.masterId);
      db.transaction(() => {
        db.prepare(
          `UPDATE master SET master_name = ?, phonenumber = ?, id_card_no = ?,
             id_card_state = CASE WHEN id_card_no = ? THEN id_card_state ELSE 'pending' END,
             state = CASE WHEN state = 'blacklisted' THEN state ELSE ? END WHERE master_id = ?`,
        ).run(form.masterName, form.phonenumber, form.idCardNo, form.idCardNo, body.state, current.master_id);
        // D54: a new number is a new card: its review record (holder, pictures, decisions) is submitted anew.
        if (form.idCardNo !== current.id_card_no)
          db.prepare(
            `UPDATE master SET id_card_name = NULL, id_card_front = NULL, id_card_back = NULL, id_card_submit_by = NULL,
               id_card_submit_user = NULL, id_card_submit_time = NULL, id_card_review_by = NULL,
               id_card_review_time = NULL, id_card_reason = NULL WHERE master_id = ?`,
          ).run(current.master_id);
        writeDetails(db, current.master_id, form);
      })();
      return { data: one(user, current.master_id), msg: '修改成功' };
    }),

    route(m.blacklist, button(CODES.masterBlacklist), ({ body }, { user }) => {
      staffOnly(user);
      const reason = body.reason.trim();
      const row = profileRowOf(db, body.masterId);
      if (reason === '') throw businessError('请输入拉黑原因');
      if (row.state === 'blacklisted') throw businessError(`${row.master_name}已在黑名单中`);
      const changed = db
        .prepare(
          `UPDATE master SET state = 'blacklisted', blacklist_reason = ?, blacklist_time = ?, blacklist_by = ?
           WHERE master_id = ? AND state <> 'blacklisted'`,
        )
        .run(reason, formatTime(now()), user.userName, row.master_id).changes;
      if (changed !== 1) throw businessError(`${row.master_name}已在黑名单中`);
      return { data: one(user, row.master_id), msg: '已拉黑' };
    }),

    route(m.unblacklist, button(CODES.masterBlacklist), ({ body }, { user }) => {
      staffOnly(user);
      const row = profileRowOf(db, body.masterId);
      if (row.state !== 'blacklisted') throw businessError(`${row.master_name}不在黑名单中`);
      db.prepare(
        `UPDATE master SET state = 'active', blacklist_reason = NULL, blacklist_time = NULL, blacklist_by = NULL
         WHERE master_id = ? AND state = 'blacklisted'`,
      ).run(row.master_id);
      return { data: one(user, row.master_id), msg: '已解除拉黑' };
    }),
  ];
}
