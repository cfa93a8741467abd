import { describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEY } from './constants';

describe('constants', () => {
  it('stores the token under the key the spec names', () => {
    expect(TOKEN_STORAGE_KEY).toBe('Access-Token');
  });
});
