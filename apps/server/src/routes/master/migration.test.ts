import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../db/database';

describe('migration 0012 on a database seeded before it (D38)', () => {
  it('keeps its masters offered for dispatch and grants the new codes to the roles that dispatch', () => {
    const all = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../db/migrations');
    const before = mkdtempSync(path.join(tmpdir(), 'onsite-migrations-'));
    for (const file of readdirSync(all).filter((name) => name < '0012')) {
      copyFileSync(path.join(all, file), path.join(before, file));
    }
    const db = new Database(':memory:');
    migrate(db, before);
    const time = '2024-01-08 09:00:00';
    db.prepare(
      "INSERT INTO master (master_id, master_name, phonenumber) VALUES (1, '郭师傅', '13600000001')",
    ).run();
    db.prepare(
      "INSERT INTO bd_province (province_code, province_name) VALUES ('440000', '广东省'), ('110000', '北京市')",
    ).run();
    db.prepare(
      `INSERT INTO sys_dict_data (dict_label, dict_value, dict_type, create_time)
       VALUES ('安装', '1', 'install_type', ?), ('维修', '2', 'install_type', ?)`,
    ).run(time, time);
    db.prepare(
      "INSERT INTO sys_role (role_id, role_name, role_key, create_time) VALUES (29, '派单主管', 'dispatcher', ?)",
    ).run(time);
    db.prepare("INSERT INTO sys_role_button (role_id, button) VALUES (29, 'order:order:dispatch')").run();
    db.prepare(
      "INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type) VALUES (1, 0, '师傅列表', 'masterList', 'C')",
    ).run();
    migrate(db, all);
    expect(db.prepare('SELECT install_type FROM master_skill WHERE master_id = 1 ORDER BY 1').all()).toEqual([
      { install_type: '1' },
      { install_type: '2' },
    ]);
    expect(
      db.prepare('SELECT COUNT(*) AS n FROM master_region WHERE master_id = 1 AND city_code IS NULL').get(),
    ).toEqual({
      n: 2,
    });
    expect(db.prepare('SELECT state, id_card_state FROM master WHERE master_id = 1').get()).toEqual({
      state: 'active',
      id_card_state: 'pending',
    });
    const buttons = (
      db
        .prepare(
          "SELECT button FROM sys_role_button WHERE role_id = 29 AND button LIKE 'master:%' ORDER BY 1",
        )
        .all() as {
        button: string;
      }[]
    ).map((row) => row.button);
    // Later migrations grant the dispatcher more master codes (D52: team roles, disbanding, regions).
    expect(buttons).toEqual(
      expect.arrayContaining([
        'master:master:add',
        'master:master:blacklist',
        'master:master:edit',
        'master:master:list',
        'master:team:edit',
      ]),
    );
    expect(
      db.prepare('SELECT perms FROM sys_menu WHERE parent_id = 1 ORDER BY order_num, menu_id').all(),
    ).toEqual([
      { perms: 'master:master:list' },
      { perms: 'master:master:add' },
      { perms: 'master:master:edit' },
    ]);
    db.close();
    rmSync(before, { recursive: true, force: true });
  });
});
