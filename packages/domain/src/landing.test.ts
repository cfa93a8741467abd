import { describe, expect, it } from 'vitest';
import { isEnterpriseUserType, isPlatformSuperType, landingKind, showsProductBrand } from './landing';

describe('user kinds (D9)', () => {
  it('lands enterprise users (22) on the workbench and everyone else on the welcome page', () => {
    expect(landingKind({ userType: '22' })).toBe('workbench');
    expect(landingKind({ userType: 22 })).toBe('workbench');
    expect(landingKind({ userType: '00' })).toBe('welcome');
    expect(landingKind({ userType: '1' })).toBe('welcome');
    expect(landingKind({ userType: '222' })).toBe('welcome');
    expect(landingKind({})).toBe('welcome');
    expect(landingKind(null)).toBe('welcome');
  });

  it("treats '00' as the platform super type", () => {
    expect(isPlatformSuperType('00')).toBe(true);
    expect(isPlatformSuperType('0')).toBe(false);
    expect(isPlatformSuperType(0)).toBe(false);
    expect(isPlatformSuperType(undefined)).toBe(false);
  });

  it("shows the product brand for '1' only", () => {
    expect(showsProductBrand('1')).toBe(true);
    expect(showsProductBrand(1)).toBe(true);
    expect(showsProductBrand('01')).toBe(false);
    expect(showsProductBrand('22')).toBe(false);
  });

  it("knows '22' as the enterprise user type", () => {
    expect(isEnterpriseUserType('22')).toBe(true);
    expect(isEnterpriseUserType('2')).toBe(false);
  });
});
