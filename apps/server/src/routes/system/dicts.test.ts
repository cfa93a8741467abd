import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DictData } from '@onsite/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database';
import { DICTIONARIES, seedDictionaries } from '../../seed/dicts';
import { startTestServer, type TestServer } from '../../testing/harness';
import { dictLabel, labelIn, parseTranslations } from './dicts';

let server: TestServer;
let admin: string;
beforeEach(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
});
afterEach(async () => server.close());

/** A JSON call with an Accept-Language header (the harness's `call` sends none). */
async function callIn(
  language: string | undefined,
  method: 'GET' | 'POST',
  url: string,
  options: { token: string; query?: Record<string, string>; body?: object },
) {
  const response = await server.app.inject({
    method,
    url: `/api${url}`,
    headers: { 'access-token': options.token, ...(language ? { 'accept-language': language } : {}) },
    ...(options.query ? { query: options.query } : {}),
    ...(options.body ? { payload: options.body } : {}),
  });
  return {
    status: response.statusCode,
    body: response.json() as { code: number; msg: string; data?: unknown; rows?: DictData[] },
  };
}

const labelsOf = (entries: unknown) => (entries as DictData[]).map((entry) => entry.dictLabel);

describe('dictionary labels per language (D31)', () => {
  it('answers the zh-CN labels without Accept-Language and the caller’s language with it', async () => {
    const token = await server.login('enterprise');
    const query = { dictType: 'install_type' };
    const type = (language?: string) => callIn(language, 'GET', '/system/dict/data/type', { token, query });
    expect(labelsOf((await type(undefined)).body.data)).toEqual(['安装', '维修', '测量', '保养']);
    expect(labelsOf((await type('en-US')).body.data)).toEqual([
      'Installation',
      'Repair',
      'Measurement',
      'Maintenance',
    ]);
    expect(labelsOf((await type('pt-BR,pt;q=0.9')).body.data)).toEqual([
      'Instalação',
      'Reparo',
      'Medição',
      'Manutenção',
    ]);
    expect(labelsOf((await type('zh-Hant-TW')).body.data)).toEqual(['安裝', '維修', '測量', '保養']);
    // A language the console does not speak: zh-CN, the spec's texts.
    expect(labelsOf((await type('fr-FR')).body.data)).toEqual(['安装', '维修', '测量', '保养']);
    const installList = await callIn('en-US', 'GET', '/system/dict/data/installList', { token, query });
    expect(labelsOf(installList.body.data)[0]).toBe('Installation');
    const all = await callIn('pt-BR', 'GET', '/system/dict/data/findAll', {
      token,
      query: { dictTypes: 'order_status,pay_type' },
    });
    const byType = all.body.data as Record<string, DictData[]>;
    expect(labelsOf(byType.order_status)).toContain('A despachar');
    expect(labelsOf(byType.pay_type)).toEqual([
      'Pagamento antecipado',
      'Pagamento posterior',
      'Transferência bancária',
    ]);
    // The lookups carry no translations: only the dictionary screen edits them.
    expect((byType.pay_type ?? [])[0]).not.toHaveProperty('translations');
  });

  it('translates every seeded entry into zh-TW, en-US and pt-BR; none of en-US/pt-BR is Chinese', async () => {
    const all = await callIn(undefined, 'GET', '/system/dict/data/findAll', { token: admin });
    const zhCN = all.body.data as Record<string, DictData[]>;
    for (const language of ['zh-TW', 'en-US', 'pt-BR']) {
      const answer = (await callIn(language, 'GET', '/system/dict/data/findAll', { token: admin })).body
        .data as Record<string, DictData[]>;
      for (const [type, entries] of Object.entries(answer)) {
        entries.forEach((entry, index) => {
          expect(entry.dictLabel, `${language} ${type} ${entry.dictValue}`).not.toBe('');
          if (language !== 'zh-TW') {
            expect(entry.dictLabel, `${language} ${type} ${entry.dictValue}`).not.toMatch(/[\u3400-\u9fff]/);
            expect(entry.dictLabel).not.toBe(zhCN[type]?.[index]?.dictLabel);
          }
        });
      }
    }
  });

  it('lets an administrator edit the translations; a missing one falls back to zh-CN', async () => {
    const entry = {
      dictType: 'pay_type',
      dictLabel: '月付',
      dictValue: '9',
      dictSort: 9,
      status: '0',
      remark: '',
      translations: { 'zh-TW': '  ', 'en-US': ' Monthly pay ', 'pt-BR': '' },
    };
    const added = await callIn(undefined, 'POST', '/system/dict/data/add', { token: admin, body: entry });
    expect(added.body.code).toBe(0);
    const dictCode = added.body.data as number;
    const lookup = async (language: string) =>
      labelsOf(
        (
          await callIn(language, 'GET', '/system/dict/data/type', {
            token: admin,
            query: { dictType: 'pay_type' },
          })
        ).body.data,
      ).at(-1);
    expect(await lookup('en-US')).toBe('Monthly pay');
    expect(await lookup('pt-BR')).toBe('月付');
    expect(await lookup('zh-TW')).toBe('月付');

    // The screen's list: the stored zh-CN label with the (trimmed) translations, whatever the language.
    const list = await callIn('en-US', 'GET', '/system/dict/data/list', {
      token: admin,
      query: { dictType: 'pay_type', dictLabel: 'monthly' },
    });
    expect(list.body.rows).toEqual([
      expect.objectContaining({
        dictCode,
        dictLabel: '月付',
        translations: { 'zh-TW': '', 'en-US': 'Monthly pay', 'pt-BR': '' },
      }),
    ]);

    const { translations: _left, ...withoutTranslations } = entry;
    // An edit without translations keeps them; one with translations replaces them.
    await callIn(undefined, 'POST', '/system/dict/data/edit', {
      token: admin,
      body: { ...withoutTranslations, dictCode, dictLabel: '按月付' },
    });
    expect(await lookup('en-US')).toBe('Monthly pay');
    await callIn(undefined, 'POST', '/system/dict/data/edit', {
      token: admin,
      body: { ...entry, dictCode, translations: { 'zh-TW': '月付', 'en-US': '', 'pt-BR': 'Mensal' } },
    });
    expect(await lookup('en-US')).toBe('月付');
    expect(await lookup('pt-BR')).toBe('Mensal');
    expect(dictLabel(server.db, 'pay_type', '9', 'zh-TW')).toBe('月付');
  });

  it('refuses translations that are too long or not the three languages, changing nothing', async () => {
    const before = server.db.prepare('SELECT * FROM sys_dict_data ORDER BY dict_code').all();
    const row = (
      await callIn(undefined, 'GET', '/system/dict/data/list', {
        token: admin,
        query: { dictType: 'install_type' },
      })
    ).body.rows?.[0] as DictData;
    const { translations, ...fields } = row;
    const valid = translations ?? { 'zh-TW': '', 'en-US': '', 'pt-BR': '' };
    const bad = [
      { ...valid, 'en-US': 'x'.repeat(101) },
      { 'zh-TW': '安裝', 'en-US': 'Installation' },
      { ...valid, 'pt-BR': { text: 'Instalação' } },
      'Installation',
    ];
    for (const value of bad) {
      for (const url of ['/system/dict/data/edit', '/system/dict/data/add']) {
        const answer = await callIn('en-US', 'POST', url, {
          token: admin,
          body: { ...fields, dictValue: url.endsWith('add') ? '99' : fields.dictValue, translations: value },
        });
        expect(answer.status, JSON.stringify(value)).toBe(400);
        expect(answer.body.msg).not.toBe('');
      }
    }
    expect(server.db.prepare('SELECT * FROM sys_dict_data ORDER BY dict_code').all()).toEqual(before);
    // Someone without the dictionary codes edits no translation.
    const viewer = await server.login('viewer');
    const refused = await callIn('en-US', 'POST', '/system/dict/data/edit', {
      token: viewer,
      body: { ...fields, translations: { ...valid, 'en-US': 'Set up' } },
    });
    expect(refused.status).toBe(403);
    expect(server.db.prepare('SELECT * FROM sys_dict_data ORDER BY dict_code').all()).toEqual(before);
  });
});

describe('the stored translations', () => {
  it('reads a malformed or partial column as no translation', () => {
    expect(parseTranslations('not json')).toEqual({ 'zh-TW': '', 'en-US': '', 'pt-BR': '' });
    expect(parseTranslations('{"en-US": 3, "pt-BR": "Sim"}')).toEqual({
      'zh-TW': '',
      'en-US': '',
      'pt-BR': 'Sim',
    });
    expect(labelIn('是', '{"en-US": "Yes"}', 'en-US')).toBe('Yes');
    expect(labelIn('是', '{"en-US": "Yes"}', 'pt-BR')).toBe('是');
    expect(labelIn('是', '{"en-US": "Yes"}', 'zh-CN')).toBe('是');
  });

  it('migration 0008 gives a database seeded before it the same translations as a fresh seed', () => {
    const fresh = openDatabase(':memory:');
    seedDictionaries(fresh, 0);
    // The order statuses of D32 came later, with their translations (migration 0009).
    fresh.exec(
      "DELETE FROM sys_dict_data WHERE dict_type = 'order_status' AND dict_value IN ('accepted', 'verified', 'settled')",
    );
    const expected = fresh
      .prepare('SELECT dict_type, dict_value, label_translations FROM sys_dict_data ORDER BY dict_code')
      .all();
    // An older database: its entries as seeded, no translations yet; then the migration's updates.
    fresh.exec("UPDATE sys_dict_data SET label_translations = '{}'");
    const migration = readFileSync(
      path.join(
        path.dirname(fileURLToPath(import.meta.url)),
        '../../db/migrations/0008_dict_label_languages.sql',
      ),
      'utf8',
    );
    fresh.exec(migration.replace(/^ALTER TABLE.*$/m, ''));
    expect(
      fresh
        .prepare('SELECT dict_type, dict_value, label_translations FROM sys_dict_data ORDER BY dict_code')
        .all(),
    ).toEqual(expected);
    const seeded = DICTIONARIES.reduce((sum, dict) => sum + dict.entries.length, 0);
    expect(expected).toHaveLength(seeded - 3);
    fresh.close();
  });
});
