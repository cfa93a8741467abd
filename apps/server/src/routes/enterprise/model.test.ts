import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { contract } from '@onsite/api-client';
import type { EnterpriseListRow, EnterpriseOption, ProductModel } from '@onsite/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ENTERPRISE_TABLES,
  type EnterpriseTestApp,
  enterpriseTestApp,
  expectContractShape,
} from '../../enterprise/testSupport';

const calls = contract.enterprise.model;
let t: EnterpriseTestApp;

beforeAll(async () => {
  t = await enterpriseTestApp();
});
afterAll(async () => {
  await t.close();
});

async function unchanged(action: () => Promise<unknown>) {
  const before = t.snapshot(...ENTERPRISE_TABLES);
  await action();
  expect(t.snapshot(...ENTERPRISE_TABLES)).toEqual(before);
}

describe('model catalogue', () => {
  it('pages models with brand, name and state filters', async () => {
    const all = await t.get('/enterprise/model/queryModel?pageSize=5');
    expectContractShape(calls.queryModel, all.body);
    expect(all.body.total).toBe(18);
    const brand = await t.get('/enterprise/model/queryModel?brandId=2&pageSize=50');
    expect((brand.body.rows as ProductModel[]).every((row) => row.brandName === '凯迪仕')).toBe(true);
    const named = await t.get(`/enterprise/model/queryModel?modelName=${encodeURIComponent('光猫')}`);
    expect(named.body.total).toBe(2);
    const disabled = await t.get('/enterprise/model/queryModel?forbiddenStatus=1');
    expect((disabled.body.rows as ProductModel[]).map((row) => row.modelId)).toEqual([3]);
    const enabled = await t.get('/enterprise/model/selectAllModel');
    expectContractShape(calls.selectAllModel, enabled.body);
    expect((enabled.body.data as ProductModel[]).some((row) => row.modelId === 3)).toBe(false);
  });

  it('adds, edits, disables, enables and deletes a model', async () => {
    const added = await t.post('/enterprise/model/addModel', {
      brandId: 1,
      modelName: ' V7 Max ',
      modelCode: 'DSM-V7M',
      remark: '',
    });
    expectContractShape(calls.addModel, added.body);
    const id = added.body.data as number;
    expect(
      (
        await t.post('/enterprise/model/editModel', {
          modelId: id,
          brandId: 1,
          modelName: 'V7 Max 2',
          modelCode: 'DSM-V7M2',
          remark: '新款',
        })
      ).body.code,
    ).toBe(0);
    let row = (
      (await t.get(`/enterprise/model/queryModel?modelName=${encodeURIComponent('V7 Max 2')}`)).body
        .rows as ProductModel[]
    )[0];
    expect(row).toMatchObject({ modelId: id, modelCode: 'DSM-V7M2', remark: '新款', forbiddenStatus: 0 });
    expect((await t.post('/enterprise/model/forbiddenModel', { modelId: id })).body.msg).toBe('禁用成功');
    expect((await t.post('/enterprise/model/forbiddenModel', { modelId: id })).body.msg).toContain(
      '已是禁用状态',
    );
    expect((await t.post('/enterprise/model/enableModel', { modelId: id })).body.msg).toBe('启用成功');
    row = (
      (await t.get(`/enterprise/model/queryModel?modelName=${encodeURIComponent('V7 Max 2')}`)).body
        .rows as ProductModel[]
    )[0];
    expect(row?.forbiddenStatus).toBe(0);
    expect((await t.post('/enterprise/model/deleteModel', { modelIds: [id] })).body.msg).toBe('删除成功');
    expect(
      (await t.get(`/enterprise/model/queryModel?modelName=${encodeURIComponent('V7 Max 2')}`)).body.total,
    ).toBe(0);
  });

  it('refuses duplicates, unknown brands and models, blank names, deleting a related model and non-00 users', async () => {
    await unchanged(async () => {
      const base = { brandId: 1, modelName: '小嘀Q5', modelCode: '', remark: '' };
      expect((await t.post('/enterprise/model/addModel', base)).body.msg).toContain('已有型号');
      expect(
        (await t.post('/enterprise/model/addModel', { ...base, brandId: 99, modelName: '新型号' })).body.msg,
      ).toContain('品牌 99 不存在');
      expect((await t.post('/enterprise/model/addModel', { ...base, modelName: '   ' })).body.msg).toContain(
        '不能为空',
      );
      expect(
        (await t.post('/enterprise/model/addModel', { ...base, modelName: 'x'.repeat(51) })).status,
      ).toBe(400);
      expect(
        (await t.post('/enterprise/model/editModel', { ...base, modelId: 999, modelName: '新型号' })).body
          .msg,
      ).toContain('型号 999 不存在');
      expect((await t.post('/enterprise/model/deleteModel', { modelIds: [1] })).body.msg).toContain(
        '请先解除关联',
      );
      expect((await t.post('/enterprise/model/deleteModel', { modelIds: [] })).status).toBe(400);
      expect(
        (await t.post('/enterprise/model/addModel', { ...base, modelName: '市场新增' }, 'market')).status,
      ).toBe(403);
      expect((await t.post('/enterprise/model/forbiddenModel', { modelId: 1 }, 'viewer')).status).toBe(403);
      expect((await t.post('/enterprise/model/forbiddenModel', { modelId: 1 }, null)).status).toBe(401);
    });
  });
});

describe('models and enterprises', () => {
  it('relates a model to enterprises, answers both directions and writes the enterprises history', async () => {
    expect(
      (await t.post('/enterprise/model/relateModelEnterprise', { modelId: 12, enterpriseIds: [2, 4] })).body
        .code,
    ).toBe(0);
    const related = await t.get('/enterprise/model/selectModelRelated?modelId=12');
    expectContractShape(calls.selectModelRelated, related.body);
    expect((related.body.data as EnterpriseOption[]).map((row) => row.enterpriseId)).toEqual([2, 4]);
    const models = await t.get('/enterprise/model/selectModelEnterprise?enterpriseId=4');
    expectContractShape(calls.selectModelEnterprise, models.body);
    expect((models.body.data as ProductModel[]).some((row) => row.modelId === 12)).toBe(true);
    const history = await t.get('/enterprise/management/recordList?enterpriseId=4&pageSize=1');
    expect((history.body.rows as { operateType: string; operateContent: string }[])[0]).toMatchObject({
      operateType: '配置',
    });
    await unchanged(async () => {
      expect(
        (await t.post('/enterprise/model/relateModelEnterprise', { modelId: 12, enterpriseIds: [999] }))
          .status,
      ).toBe(404);
      expect(
        (await t.post('/enterprise/model/relateModelEnterprise', { modelId: 999, enterpriseIds: [2] })).body
          .msg,
      ).toContain('型号 999');
      expect(
        (
          await t.post(
            '/enterprise/model/relateModelEnterprise',
            { modelId: 12, enterpriseIds: [2] },
            'market',
          )
        ).status,
      ).toBe(403);
    });
    const own = await t.get('/enterprise/model/selectModelRelated?modelId=1', 'enterprise');
    expect((own.body.data as EnterpriseOption[]).every((row) => row.enterpriseId === 1)).toBe(true);
  });

  it('serves an import error workbook from the exports folder and refuses anything else', async () => {
    const folder = path.join(t.config.dataDir, 'exports');
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, 'model-errors.xlsx'), Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]));
    const answer = await t.get('/enterprise/model/downloadErrorModel?fileName=exports/model-errors.xlsx');
    expect(answer.status).toBe(200);
    expect(String(answer.headers['content-type'])).toContain('spreadsheetml');
    expect(answer.raw.subarray(0, 2).toString()).toBe('PK');
    expect((await t.get('/enterprise/model/downloadErrorModel?fileName=exports/missing.xlsx')).status).toBe(
      404,
    );
    expect(
      (await t.get('/enterprise/model/downloadErrorModel?fileName=exports/model-errors.csv')).body.msg,
    ).toContain('.xlsx');
    expect((await t.get('/enterprise/model/downloadErrorModel?fileName=../etc/passwd')).status).toBe(400);
    expect(
      (await t.get('/enterprise/model/downloadErrorModel?fileName=exports/model-errors.xlsx', 'viewer'))
        .status,
    ).toBe(403);
  });
});

describe('brands and the enterprise query', () => {
  it('lists every brand', async () => {
    const answer = await t.get('/enterprise/brand/selectBrand');
    expectContractShape(contract.enterprise.brand.selectBrand, answer.body);
    expect((answer.body.data as { brandName: string }[]).map((row) => row.brandName)).toContain('德施曼');
    expect((await t.get('/enterprise/brand/selectBrand', null)).status).toBe(401);
  });

  it('queries enterprises by profile filters (province, city, star) on top of the list filters', async () => {
    const answer = await t.get('/enterprise/query/list?province=330000&pageSize=50');
    expectContractShape(contract.enterprise.query.list, answer.body);
    const ids = (answer.body.rows as EnterpriseListRow[]).map((row) => row.enterpriseId);
    expect(ids).toContain(1);
    expect(ids).toContain(2);
    const city = await t.get('/enterprise/query/list?province=330000&city=330100&types=1');
    expect((city.body.rows as EnterpriseListRow[]).map((row) => row.enterpriseId)).toContain(2);
    const star = await t.get('/enterprise/query/list?enterpriseStar=5&pageSize=50');
    expect((star.body.rows as EnterpriseListRow[]).every((row) => row.enterpriseStar === '5')).toBe(true);
    expect((await t.get('/enterprise/query/list?province=abc')).body.total).toBe(0);
    expect((await t.get('/enterprise/query/list?province=1234567890123')).status).toBe(400);
  });
});
