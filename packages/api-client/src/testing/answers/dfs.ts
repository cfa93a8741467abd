import type { Contract } from '../../contract';
import { enterpriseContracts } from '../fixtures/enterprises';
import type { AnswersOf } from './types';
import { found, storedPath } from './util';

/** The public host of stored files in the fixtures. */
export const FIXTURE_FILE_HOST = 'https://files.onsite.example';

export const dfsAnswers: AnswersOf<Contract['dfs']> = {
  downloadLink: ({ fileName }) => ({
    url: `/dfs/download?fileName=${encodeURIComponent(fileName)}&ticket=fixture-ticket-0001`,
    expiresInSeconds: 60,
  }),
  upload: ({ file }) => {
    const pathfileName = storedPath('enterprise', file.name);
    return { url: `${FIXTURE_FILE_HOST}/${pathfileName}`, pathfileName };
  },
  uploadContract: ({ id, file }) => {
    const template = found(enterpriseContracts[0], '合同');
    const path = storedPath('contract', file.name);
    return {
      ...template,
      id: enterpriseContracts.length + 1,
      enterpriseId: id,
      contractNo: '',
      contractName: file.name.replace(/\.[^.]+$/, ''),
      isMainContract: 0,
      contractPreviewAddress: path,
      contractAddresss: path,
    };
  },
  download: ({ fileName }) => ({
    body: `fixture file ${fileName}`,
    contentType: 'application/octet-stream',
    fileName: fileName.split('/').pop() ?? 'download',
  }),
};
