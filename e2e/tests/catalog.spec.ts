import { crc32 } from 'node:zlib';
import { expect, signIn, test } from './support';

/** A one-sheet .xlsx of text rows (inline strings, stored zip entries): what a person exports from Excel. */
function workbook(rows: readonly (readonly string[])[]): Buffer {
  const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const sheetRows = rows
    .map(
      (cells, row) =>
        `<row r="${row + 1}">${cells
          .map(
            (text, column) =>
              `<c r="${String.fromCharCode(65 + column)}${row + 1}" t="inlineStr"><is><t>${escapeXml(text)}</t></is></c>`,
          )
          .join('')}</row>`,
    )
    .join('');
  const xml = '<?xml version="1.0" encoding="UTF-8"?>';
  const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const rels = 'http://schemas.openxmlformats.org/package/2006/relationships';
  const office = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const parts: [string, string][] = [
    [
      '[Content_Types].xml',
      `${xml}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    ],
    [
      '_rels/.rels',
      `${xml}<Relationships xmlns="${rels}"><Relationship Id="rId1" Type="${office}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    [
      'xl/workbook.xml',
      `${xml}<workbook xmlns="${main}" xmlns:r="${office}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `${xml}<Relationships xmlns="${rels}"><Relationship Id="rId1" Type="${office}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ],
    [
      'xl/worksheets/sheet1.xml',
      `${xml}<worksheet xmlns="${main}"><sheetData>${sheetRows}</sheetData></worksheet>`,
    ],
  ];
  const local: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of parts) {
    const nameBytes = Buffer.from(name);
    const data = Buffer.from(text);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(0x0800, 6);
    header.writeUInt32LE(crc32(data), 14);
    header.writeUInt32LE(data.length, 18);
    header.writeUInt32LE(data.length, 22);
    header.writeUInt16LE(nameBytes.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(0x0800, 8);
    entry.writeUInt32LE(crc32(data), 16);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(data.length, 24);
    entry.writeUInt16LE(nameBytes.length, 28);
    entry.writeUInt32LE(offset, 42);
    local.push(header, nameBytes, data);
    central.push(entry, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...local, directory, end]);
}

const HEADER = ['品牌名称', '型号名称', '型号编码', '备注'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

test('the admin imports models: a file with one bad row adds nothing and gives the error file; a good file adds every row (issue 18, D40)', async ({
  page,
}) => {
  const name = `E2E导入-${Date.now()}`;
  await signIn(page, 'admin');
  await page.goto('/enterprise/model');
  await expect(page.getByRole('table', { name: '型号列表' })).toBeVisible();

  await page.getByRole('button', { name: '导入型号' }).click();
  const dialog = page.getByRole('dialog', { name: '导入型号' });
  const chooser = dialog.locator('input[type="file"]');
  // The good row of this file is the good file's first row: had it been added, the good file would be refused.
  await chooser.setInputFiles({
    name: '型号-有错.xlsx',
    mimeType: XLSX,
    buffer: workbook([HEADER, ['德施曼', name, 'E2E-1', ''], ['没有这个品牌', `${name}-乙`, '', '']]),
  });
  await expect(dialog.getByText('1 行有误，未导入任何型号。请下载错误文件，修改后重新导入。')).toBeVisible();
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: '下载错误文件' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);

  await chooser.setInputFiles({
    name: '型号.xlsx',
    mimeType: XLSX,
    buffer: workbook([HEADER, ['德施曼', name, 'E2E-1', ''], ['凯迪仕', `${name}-乙`, '', '']]),
  });
  await expect(page.getByText('成功导入 2 个型号')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('textbox', { name: '型号名称' }).fill(name);
  await page.getByRole('button', { name: /^查\s?询$/ }).click();
  const table = page.getByRole('table', { name: '型号列表' });
  await expect(table.getByRole('row', { name: new RegExp(`德施曼 ${name} E2E-1`) })).toBeVisible();
  await expect(table.getByText(`${name}-乙`)).toBeVisible();
});
