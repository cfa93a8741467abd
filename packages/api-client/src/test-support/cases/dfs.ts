import { expect } from 'vitest';
import type { Contract } from '../../contract';
import { AS_INPUT, type CasesOf } from '../runCases';
import { pictureFile, uploadPicture } from './prepare';

export const dfsCases: CasesOf<Contract['dfs']> = {
  downloadLink: {
    input: { fileName: 'uploads/enterprise/door.png' },
    sends: 'POST /dfs/downloadLink',
    body: AS_INPUT,
    check: (link) => expect(link.url).toMatch(/^\/dfs\/download\?fileName=.+&ticket=[A-Za-z0-9_-]+$/),
    // A file the target stored: its link names it and carries a ticket, not the token.
    prepare: async (target) => ({ input: { fileName: await uploadPicture(target, 'door.png') } }),
  },
  upload: {
    input: { type: 'enterprise', file: pictureFile('door.png') },
    sends: 'POST /dfs/upload?type=enterprise',
    check: (result) => expect(result.pathfileName).toMatch(/\.png$/),
  },
  uploadContract: {
    input: {
      type: 'EnterpriseContract',
      id: 1,
      file: new File(['%PDF-1.4'], '补充协议.pdf', { type: 'application/pdf' }),
    },
    sends: 'POST /dfs/uploadContract?type=EnterpriseContract&id=1',
    check: (created) => expect(created.enterpriseId).toBe(1),
  },
  download: {
    input: { fileName: 'uploads/enterprise/door.png', token: 'fixture-token-0001' },
    sends: 'GET /dfs/download?fileName=uploads/enterprise/door.png&token=fixture-token-0001',
    check: (file) => expect(file.fileName).toBe('door.png'),
    // A file the target stored, fetched with the target's token in the link (D2).
    prepare: async (target) => {
      const fileName = await uploadPicture(target, 'door.png');
      const token = target.token ?? '';
      return { input: { fileName, token }, sends: `GET /dfs/download?fileName=${fileName}&token=${token}` };
    },
  },
};
