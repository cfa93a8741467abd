import { createApiClient } from '@onsite/api-client';
import { render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { OnsiteProvider } from '../OnsiteProvider';
import { Can } from './Can';
import type { OnsiteUser } from './PermissionContext';
import { useCan, useOnsiteUser } from './useCan';

const client = createApiClient();

/** A wrapper signed in as `user` (a test wrapper: each call is one render tree). */
const as =
  (user: OnsiteUser | null) =>
  ({ children }: { children: ReactNode }) => (
    <OnsiteProvider client={client} defaultLocale="zh-CN" user={user}>
      {children}
    </OnsiteProvider>
  );

const canAs = (user: OnsiteUser | null) => renderHook(useCan, { wrapper: as(user) }).result.current;

describe('useCan (spec 000 §6, D11)', () => {
  it('allows everything to user id 1, whatever the list holds, as number or text', () => {
    expect(canAs({ userId: 1, buttons: ['other'] })('editPriceInfo')).toBe(true);
    expect(canAs({ userId: '1', buttons: ['other'] })('deleteEnterpriseContract')).toBe(true);
  });

  it('allows everything to a user without a button list, missing or empty', () => {
    expect(canAs({ userId: 5 })('editPriceInfo')).toBe(true);
    expect(canAs({ userId: 5, buttons: null })('editPriceInfo')).toBe(true);
    expect(canAs({ userId: 5, buttons: [] })('editPriceInfo')).toBe(true);
    expect(canAs({ userId: 5, buttons: '' })('editPriceInfo')).toBe(true);
  });

  it('otherwise allows exactly the codes in the list, given as an array or a comma list', () => {
    const can = canAs({ userId: 5, buttons: ['viewBaseData', 'enterpriseContractList:query:list'] });
    expect(can('viewBaseData')).toBe(true);
    expect(can('enterpriseContractList:query:list')).toBe(true);
    expect(can('editPriceInfo')).toBe(false);
    expect(canAs({ userId: 5, buttons: 'priceInfo, editPriceInfo' })('editPriceInfo')).toBe(true);
  });

  it('allows nothing when nobody is signed in', () => {
    expect(canAs(null)('viewBaseData')).toBe(false);
  });

  it('hands out the signed-in user', () => {
    const user = { userId: 9, userType: '22', buttons: [] };
    expect(renderHook(useOnsiteUser, { wrapper: as(user) }).result.current).toBe(user);
  });
});

describe('<Can>', () => {
  it('removes what the user may not use and shows the fallback instead', () => {
    render(
      <>
        <Can permission="editEnterpriseContract">
          <button type="button">编辑合同</button>
        </Can>
        <Can permission="deleteEnterpriseContract" fallback={<span>无删除权限</span>}>
          <button type="button">删除合同</button>
        </Can>
      </>,
      { wrapper: as({ userId: 5, buttons: ['editEnterpriseContract'] }) },
    );
    expect(screen.getByRole('button', { name: '编辑合同' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '删除合同' })).not.toBeInTheDocument();
    expect(screen.getByText('无删除权限')).toBeInTheDocument();
  });
});
