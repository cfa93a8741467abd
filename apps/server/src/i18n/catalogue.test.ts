import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENTERPRISE_FIELD_LABELS, LOCALES } from '@onsite/domain';
import { describe, expect, it } from 'vitest';
import { DOMAIN_MESSAGE_TEXT } from '../enterprise/labels';
import { FIELD_LABELS as PROFILE_FIELD_LABELS } from '../enterprise/profileFields';
import { FIELD_LABELS } from '../http/validationMessage';
import { CATALOGUES, localize, message } from './localize';
import { ZH_CN } from './messages/zh-CN';
import { sourceMessages } from './sourceMessages';

const CJK = /[\u4e00-\u9fff]/;
const placeholders = (text: string) => [...text.matchAll(/\{([A-Za-z]+)\}/g)].map((m) => m[1]).sort();
const KNOWN = new Set<string>(ZH_CN);

describe('the catalogue of server messages (D30)', () => {
  it('has every message once, in every language, non-empty and with the same placeholders', () => {
    expect(new Set(ZH_CN).size).toBe(ZH_CN.length);
    for (const [locale, catalogue] of Object.entries(CATALOGUES)) {
      expect(Object.keys(catalogue).sort(), locale).toEqual([...ZH_CN].sort());
      for (const id of ZH_CN) {
        const text = catalogue[id];
        expect(text.trim(), `${locale}: ${id}`).not.toBe('');
        expect(placeholders(text), `${locale}: ${id}`).toEqual(placeholders(id));
      }
    }
    expect(Object.keys(CATALOGUES).sort()).toEqual(LOCALES.filter((l) => l !== 'zh-CN').sort());
  });

  it('writes English and Portuguese without a Chinese character', () => {
    for (const catalogue of [CATALOGUES['en-US'], CATALOGUES['pt-BR']]) {
      for (const id of ZH_CN) expect(catalogue[id], id).not.toMatch(CJK);
    }
  });

  it('names every field a message can name: validation labels, profile labels, the domain texts', () => {
    const texts = [
      ...Object.values(FIELD_LABELS),
      ...Object.values(ENTERPRISE_FIELD_LABELS),
      ...Object.values(PROFILE_FIELD_LABELS),
      ...Object.values(DOMAIN_MESSAGE_TEXT),
    ];
    expect(texts.filter((text) => !KNOWN.has(text))).toEqual([]);
  });
});

/** Values for `${…}` parts whose text decides the message (the rest become X1, X2 …). */
const SAMPLES: Record<string, string> = {
  UNSAFE_PATH_MESSAGE: '文件路径不合法',
  "SERVED_FOLDERS.map((folder) => `${folder}/`).join(' 或 ')": 'uploads/ 或 exports/',
};
/** Literals that are only a piece of a sample above, never a message. */
const PIECES = new Set([' 或 ']);

describe('every message the server can write is in the catalogue (D30)', () => {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const found = sourceMessages(root).filter((entry) => !PIECES.has(entry.pattern));

  it('finds the messages of the source (a sanity check of the scan)', () => {
    expect(found.length).toBeGreaterThan(150);
    expect(found.map((entry) => entry.pattern)).toContain('用户名或密码错误');
  });

  it.each(['en-US', 'pt-BR'] as const)('translates each of them into %s, values included', (locale) => {
    const untranslated = found
      .map((entry) => {
        let index = 0;
        const text = entry.pattern.replace(/\{\}/g, () => {
          const span = entry.spans[index] ?? '';
          index += 1;
          return SAMPLES[span] ?? `X${index}`;
        });
        return { where: `${entry.file}:${entry.line}`, text, answer: localize(text, locale) };
      })
      .filter((entry) => CJK.test(entry.answer));
    // A new Chinese message needs its entry in messages/zh-CN.ts and its translations.
    expect(untranslated).toEqual([]);
  });
});

describe('localize', () => {
  it('answers zh-CN texts byte for byte', () => {
    expect(localize('企业 5 不存在', 'zh-CN')).toBe('企业 5 不存在');
    expect(localize('没有权限执行该操作（POST /x），请联系管理员授权', 'zh-CN')).toBe(
      '没有权限执行该操作（POST /x），请联系管理员授权',
    );
  });

  it('translates a whole message, and a template with its values', () => {
    expect(localize('用户名或密码错误', 'en-US')).toBe('Incorrect username or password');
    expect(localize('用户名或密码错误', 'pt-BR')).toBe('Usuário ou senha incorretos');
    expect(localize('用户名或密码错误', 'zh-TW')).toBe('使用者名稱或密碼錯誤');
    expect(localize('订单 OD123 不存在', 'en-US')).toBe('Order OD123 does not exist');
  });

  it('translates values that are messages themselves (what a 403 or a 404 names), never data', () => {
    expect(localize('没有权限执行该操作（POST /enterprise/price/update），请联系管理员授权', 'en-US')).toBe(
      'You are not allowed to perform this operation (POST /enterprise/price/update). Please ask an administrator for access',
    );
    expect(localize('没有权限执行「查看企业账单（其他企业）」，请联系管理员授权', 'pt-BR')).toBe(
      'Você não tem permissão para executar “ver extratos de empresas (outra empresa)”. Peça acesso a um administrador',
    );
    expect(localize('企业 12 不存在', 'zh-TW')).toBe('企業 12 不存在');
    expect(localize('合同「年度框架」已是主合同', 'en-US')).toBe(
      'Contract “年度框架” is already the main contract',
    );
    expect(localize('市场负责人 7 不存在或不属于部门 104', 'en-US')).toBe(
      'Market manager 7 does not exist or is not in department 104',
    );
  });

  it('leaves a text outside the catalogue as it is', () => {
    expect(localize('张三', 'en-US')).toBe('张三');
  });

  it('renders a composed message with its parts', () => {
    const composed = message('{part} {field} {reason}', {
      part: message('请求体'),
      field: message('{label}（{path}）', { label: { id: '企业名称' }, path: 'enterpriseName' }),
      reason: message('长度不能超过 {limit}', { limit: 100 }),
    });
    expect(localize(composed, 'zh-CN')).toBe('请求体 企业名称（enterpriseName） 长度不能超过 100');
    expect(localize(composed, 'en-US')).toBe(
      'Request body Enterprise name (enterpriseName): cannot be longer than 100',
    );
  });
});
