import { describe, expect, it } from 'vitest';
import {
  BUTTON_CODES,
  type ButtonUser,
  canUseButton,
  hasAction,
  isPermissionCode,
  PERMISSION_CODES,
  type PermissionEntry,
  STANDARD_ACTIONS,
} from './permissions';

describe('canUseButton (spec 000 §6, D11)', () => {
  it('allows everything to user 1, as a number or a string', () => {
    expect(canUseButton({ userId: 1, buttons: ['other'] }, 'order:add')).toBe(true);
    expect(canUseButton({ userId: '1', buttons: ['other'] }, 'order:add')).toBe(true);
  });

  it('allows everything to a user with a missing or empty button list', () => {
    expect(canUseButton({ userId: 2 }, 'order:add')).toBe(true);
    expect(canUseButton({ userId: 2, buttons: null }, 'order:add')).toBe(true);
    expect(canUseButton({ userId: 2, buttons: [] }, 'order:add')).toBe(true);
    expect(canUseButton({ userId: 2, buttons: '' }, 'order:add')).toBe(true);
  });

  it('otherwise tests membership of the key', () => {
    const user = { userId: 2, buttons: ['order:add', 'order:edit'] };
    expect(canUseButton(user, 'order:add')).toBe(true);
    expect(canUseButton(user, 'order:delete')).toBe(false);
    expect(canUseButton(user, '')).toBe(false);
    expect(canUseButton({ userId: 2, buttons: 'order:add, order:edit' }, 'order:edit')).toBe(true);
  });

  it('fails closed without a user or with a button list of another type', () => {
    expect(canUseButton(null, 'order:add')).toBe(false);
    expect(canUseButton(undefined, 'order:add')).toBe(false);
    expect(canUseButton({ userId: 2, buttons: 5 } as unknown as ButtonUser, 'order:add')).toBe(false);
    expect(canUseButton({ userId: 2, buttons: {} } as unknown as ButtonUser, 'order:add')).toBe(false);
  });
});

describe('hasAction (spec 000 §5–6)', () => {
  const permissions: PermissionEntry[] = [
    { permissionId: 'order', actionList: ['add', 'query'] },
    { permissionId: 'user', actionList: null },
  ];

  it('finds the action inside the entry of the permission', () => {
    expect(hasAction(permissions, 'order', 'add')).toBe(true);
    expect(hasAction(permissions, 'order', 'delete')).toBe(false);
    expect(hasAction(permissions, 'enterprise', 'add')).toBe(false);
    expect(hasAction(permissions, 'user', 'query')).toBe(false);
  });

  it('answers false for lists and entries of the wrong shape', () => {
    expect(hasAction(null, 'order', 'add')).toBe(false);
    expect(hasAction('order' as unknown as PermissionEntry[], 'order', 'add')).toBe(false);
    expect(
      hasAction(
        [null, { permissionId: 'order', actionList: 'add' }] as unknown as PermissionEntry[],
        'order',
        'add',
      ),
    ).toBe(false);
  });

  it('knows the nine standard actions', () => {
    expect(STANDARD_ACTIONS).toEqual([
      'add',
      'delete',
      'edit',
      'query',
      'get',
      'enable',
      'disable',
      'import',
      'export',
    ]);
  });
});

describe('permission codes (spec 001 §6)', () => {
  it('lists the 22 codes of the enterprise dialog once each', () => {
    expect(PERMISSION_CODES).toHaveLength(22);
    expect(new Set(PERMISSION_CODES).size).toBe(22);
    expect(PERMISSION_CODES).toContain('enterpriseContractList:query:list');
  });

  it('tells codes from other values', () => {
    expect(isPermissionCode('editPriceInfo')).toBe(true);
    expect(isPermissionCode('editpriceinfo')).toBe(false);
    expect(isPermissionCode(undefined)).toBe(false);
  });
});

describe('BUTTON_CODES', () => {
  it('are distinct RuoYi codes (family:entity:action) that never collide with the spec’s codes', () => {
    const codes = Object.values(BUTTON_CODES);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) {
      expect(code).toMatch(/^[a-z]+:[a-z]+:[a-zA-Z]+$/);
      expect(isPermissionCode(code)).toBe(false);
    }
  });
});
