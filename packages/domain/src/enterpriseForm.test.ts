import { describe, expect, it } from 'vitest';
import {
  enterpriseDialogTab,
  isEnterpriseEditable,
  showsOrderPrincipals,
  validateEnterpriseNames,
} from './enterpriseForm';

describe('enterprise details dialog (spec 001 §2, §4, §5)', () => {
  it('opens the tab asked for, or enterprise info for an unknown key', () => {
    expect(enterpriseDialogTab('3')).toBe('3');
    expect(enterpriseDialogTab(4)).toBe('4');
    expect(enterpriseDialogTab('5')).toBe('1');
    expect(enterpriseDialogTab(undefined)).toBe('1');
  });

  it('is editable only for enterpriseShow 1', () => {
    expect(isEnterpriseEditable(1)).toBe(true);
    expect(isEnterpriseEditable('1')).toBe(true);
    expect(isEnterpriseEditable(0)).toBe(false);
    expect(isEnterpriseEditable(undefined)).toBe(false);
  });

  it('shows the order principals for importance type 1 only', () => {
    expect(showsOrderPrincipals(1)).toBe(true);
    expect(showsOrderPrincipals('1')).toBe(true);
    expect(showsOrderPrincipals(0)).toBe(false);
    expect(showsOrderPrincipals(null)).toBe(false);
  });

  it('requires the enterprise name, then the short name', () => {
    expect(validateEnterpriseNames({ enterpriseName: '某公司', enterpriseSysName: '某' })).toBeNull();
    expect(validateEnterpriseNames({ enterpriseName: ' ', enterpriseSysName: '某' })).toBe(
      'enterprise.nameRequired',
    );
    expect(validateEnterpriseNames({ enterpriseName: '某公司' })).toBe('enterprise.shortNameRequired');
    expect(validateEnterpriseNames(null)).toBe('enterprise.nameRequired');
  });
});
