import { contract } from '@onsite/api-client';
import type { Brand, BrandRow, ModelImportResult, ProductModel } from '@onsite/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { type EnterpriseTestApp, enterpriseTestApp, expectContractShape } from '../../enterprise/testSupport';
import { readFirstSheet } from '../../enterprise/xlsxRead';

const calls = contract.enterprise;
let t: EnterpriseTestApp;

beforeAll(async () => {
  t = await enterpriseTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The brand and model tables are unchanged by `action`. */
async function unchanged(action: () => Promise<unknown>) {
  const before = t.snapshot('ent_brand', 'ent_model');
  await action();
  expect(t.snapshot('ent_brand', 'ent_model')).toEqual(before);
}

const HEADER = ['品牌名称', '型号名称', '型号编码', '备注'];
const workbook = async (rows: string[][], header = HEADER) =>
  (await writeXlsxFile([header, ...rows], { sheet: 'models' }).toBuffer()) as Buffer;
const importFile = (data: Buffer, as: 'admin' | 'viewer' | 'market' = 'admin', name = 'models.xlsx') =>
  t.upload('/enterprise/model/importModel', as, name, data);
const brandNamed = async (name: string) =>
  (
    (await t.get(`/enterprise/brand/list?brandName=${encodeURIComponent(name)}`)).body.rows as BrandRow[]
  ).find((row) => row.brandName === name);

describe('brands (D40)', () => {
  it('pages brands with their model count, filtered by name and state', async () => {
    const page = await t.get('/enterprise/brand/list?pageSize=5');
    expectContractShape(calls.brand.list, page.body);
    const first = await brandNamed('德施曼');
    expect(first?.modelCount).toBe(3);
    expect(first?.forbiddenStatus).toBe(0);
    expect((await t.get('/enterprise/brand/list?forbiddenStatus=1')).body.total).toBe(0);
  });

  it('adds, edits, disables, enables and deletes a brand; a disabled brand leaves the pickers', async () => {
    const added = await t.post('/enterprise/brand/add', { brandName: ' 新品牌 ', remark: '试用' });
    expectContractShape(calls.brand.add, added.body);
    expect(added.body.msg).toBe('新增成功');
    const id = added.body.data as number;
    expect(await brandNamed('新品牌')).toMatchObject({ brandId: id, remark: '试用', modelCount: 0 });
    expect(
      (await t.post('/enterprise/brand/update', { brandId: id, brandName: '新品牌二', remark: '' })).body.msg,
    ).toBe('保存成功');
    expect((await t.post('/enterprise/brand/disable', { brandId: id })).body.msg).toBe('禁用成功');
    const picker = (await t.get('/enterprise/brand/selectBrand')).body.data as Brand[];
    expect(picker.some((row) => row.brandId === id)).toBe(false);
    expect((await t.post('/enterprise/brand/enable', { brandId: id })).body.msg).toBe('启用成功');
    expect((await t.post('/enterprise/brand/remove', { brandId: id })).body.msg).toBe('删除成功');
    expect(await brandNamed('新品牌二')).toBeUndefined();
  });

  it('refuses a blank, taken or unknown brand and a repeated state change, changing nothing', async () => {
    await unchanged(async () => {
      expect((await t.post('/enterprise/brand/add', { brandName: '   ', remark: '' })).body.msg).toContain(
        '不能为空',
      );
      expect((await t.post('/enterprise/brand/add', { brandName: '德施曼', remark: '' })).body.msg).toBe(
        '品牌「德施曼」已存在',
      );
      expect((await t.post('/enterprise/brand/add', { brandName: '', remark: '' })).status).toBe(400);
      expect((await t.post('/enterprise/brand/add', { brandName: 'x'.repeat(51), remark: '' })).status).toBe(
        400,
      );
      expect(
        (await t.post('/enterprise/brand/update', { brandId: 1, brandName: '凯迪仕', remark: '' })).body.msg,
      ).toBe('品牌「凯迪仕」已存在');
      expect(
        (await t.post('/enterprise/brand/update', { brandId: 999, brandName: 'X', remark: '' })).body.msg,
      ).toBe('品牌 999 不存在');
      expect((await t.post('/enterprise/brand/enable', { brandId: 1 })).body.msg).toBe('该品牌已是启用状态');
      expect((await t.post('/enterprise/brand/disable', { brandId: 999 })).status).toBe(400);
    });
  });

  it('refuses to delete a brand its models use, naming how many', async () => {
    await unchanged(async () => {
      const answer = await t.post('/enterprise/brand/remove', { brandId: 1 });
      expect(answer.body.code).not.toBe(0);
      expect(answer.body.msg).toBe('品牌「德施曼」下还有 3 个型号，请先删除这些型号');
    });
  });

  it('lets only user type 00 change brands', async () => {
    await unchanged(async () => {
      for (const user of ['viewer', 'market', 'enterprise'] as const) {
        expect((await t.post('/enterprise/brand/add', { brandName: '越权', remark: '' }, user)).status).toBe(
          403,
        );
        expect(
          (await t.post('/enterprise/brand/update', { brandId: 1, brandName: 'X', remark: '' }, user)).status,
        ).toBe(403);
        expect((await t.post('/enterprise/brand/disable', { brandId: 1 }, user)).status).toBe(403);
        expect((await t.post('/enterprise/brand/enable', { brandId: 1 }, user)).status).toBe(403);
        expect((await t.post('/enterprise/brand/remove', { brandId: 1 }, user)).status).toBe(403);
      }
      expect((await t.get('/enterprise/brand/list', null)).status).toBe(401);
    });
  });

  it('gives a disabled brand no new models (add, or move an existing one there)', async () => {
    const id = (await t.post('/enterprise/brand/add', { brandName: '停用品牌', remark: '' })).body
      .data as number;
    await t.post('/enterprise/brand/disable', { brandId: id });
    await unchanged(async () => {
      const added = await t.post('/enterprise/model/addModel', {
        brandId: id,
        modelName: 'M1',
        modelCode: '',
        remark: '',
      });
      expect(added.body.msg).toBe('品牌「停用品牌」已禁用，不能新增型号');
      const moved = await t.post('/enterprise/model/editModel', {
        modelId: 1,
        brandId: id,
        modelName: '小嘀Q5',
        modelCode: 'DSM-Q5',
        remark: '',
      });
      expect(moved.body.code).not.toBe(0);
    });
    await t.post('/enterprise/brand/remove', { brandId: id });
  });
});

describe('model import (D40)', () => {
  it('imports nothing when one row is bad and answers an error workbook naming each bad row', async () => {
    const data = await workbook([
      ['德施曼', '导入一号', 'IMP-1', ''],
      ['不存在的品牌', '导入二号', 'IMP-2', ''],
      ['德施曼', '', '', ''],
      ['德施曼', '导入一号', 'IMP-1', ''],
      ['德施曼', 'R8 Pro', '', ''],
    ]);
    await unchanged(async () => {
      const answer = await importFile(data);
      expectContractShape(calls.model.importModel, answer.body);
      const result = answer.body.data as ModelImportResult;
      expect(result).toMatchObject({ importedCount: 0, errorCount: 4 });
      expect(answer.body.msg).toBe('导入失败：4 行有误，未导入任何型号，请下载错误文件修改后重新导入');
      const file = await t.get(`/enterprise/model/downloadErrorModel?fileName=${result.errorFile}`);
      expect(file.status).toBe(200);
      const rows = readFirstSheet(file.raw).map((row) => row.cells);
      expect(rows[0]).toEqual(['行号', ...HEADER, '错误原因']);
      expect(rows.slice(1).map((row) => [row[0], row[5]])).toEqual([
        ['3', '品牌「不存在的品牌」不存在'],
        ['4', '型号名称不能为空'],
        ['5', '与第 2 行重复'],
        ['6', '该品牌下已有型号「R8 Pro」'],
      ]);
    });
  });

  it('writes the error workbook in the caller language', async () => {
    const data = await workbook([['不存在的品牌', 'X', '', '']]);
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/enterprise/model/importModel',
      headers: {
        'access-token': t.tokens.admin,
        'accept-language': 'en-US',
        'content-type': 'multipart/form-data; boundary=b0',
      },
      payload: Buffer.concat([
        Buffer.from(
          '--b0\r\nContent-Disposition: form-data; name="file"; filename="m.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n',
        ),
        data,
        Buffer.from('\r\n--b0--\r\n'),
      ]),
    });
    const result = answer.json().data as ModelImportResult;
    const file = await t.get(`/enterprise/model/downloadErrorModel?fileName=${result.errorFile}`);
    const rows = readFirstSheet(file.raw).map((row) => row.cells);
    expect(rows[0]?.[5]).toBe('Error');
    expect(rows[1]?.[5]).toBe('Brand “不存在的品牌” does not exist');
  });

  it('imports every row of a good file in one go', async () => {
    const before = t.count('ent_model');
    const answer = await importFile(
      await workbook([
        ['德施曼', '导入甲', 'IMP-A', '批量'],
        ['凯迪仕', '导入乙', '', ''],
        ['', '', '', ''],
      ]),
    );
    expect(answer.body.data).toEqual({ importedCount: 2, errorCount: 0, errorFile: null });
    expect(answer.body.msg).toBe('成功导入 2 个型号');
    expect(t.count('ent_model')).toBe(before + 2);
    const found = (await t.get(`/enterprise/model/queryModel?modelName=${encodeURIComponent('导入甲')}`)).body
      .rows as ProductModel[];
    expect(found[0]).toMatchObject({
      brandName: '德施曼',
      modelCode: 'IMP-A',
      remark: '批量',
      forbiddenStatus: 0,
    });
  });

  it('refuses a file that is not a model workbook, changing nothing', async () => {
    await unchanged(async () => {
      expect((await importFile(Buffer.from('PK\u0003\u0004 not really a zip'))).body.msg).toBe(
        '不是有效的 .xlsx 文件',
      );
      const broken = Buffer.from(await workbook([['德施曼', 'X', '', '']]));
      broken.writeUInt32LE(0xffffffff, broken.length - 6);
      expect((await importFile(broken)).body).toMatchObject({ code: 400, msg: '不是有效的 .xlsx 文件' });
      expect((await importFile(await workbook([['德施曼', 'X']], ['品牌', '型号']))).body.msg).toBe(
        '导入文件的第一行应为表头：品牌名称、型号名称、型号编码、备注',
      );
      expect((await importFile(await workbook([]))).body.msg).toBe('导入文件中没有型号数据');
      const many = Array.from({ length: 1001 }, (_, index) => ['德施曼', `批量${index}`, '', '']);
      expect((await importFile(await workbook(many))).body.msg).toBe('一次最多导入 1000 行型号');
      expect((await importFile(Buffer.from('a,b'), 'admin', 'models.csv')).status).toBe(400);
    });
  });

  it('lets only user type 00 import', async () => {
    const data = await workbook([['德施曼', '越权导入', '', '']]);
    await unchanged(async () => {
      expect((await importFile(data, 'viewer')).status).toBe(403);
      expect((await importFile(data, 'market')).status).toBe(403);
    });
  });
});
