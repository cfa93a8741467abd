import { describe, expect, it } from 'vitest';
import { DEFAULT_ALERT_SETTINGS, isMenuButtonCode, liveAlertKindOf } from './entities/sysOps';
import { notificationBehaviour } from './notifications';

describe('D64: menu codes, live-alert kinds, silent alerts', () => {
  it('accepts button codes of the family:entity:action form only', () => {
    for (const code of ['system:menu:add', 'order:order:customerService', 'dashboard:monitor:view'])
      expect(isMenuButtonCode(code), code).toBe(true);
    for (const code of [
      'System:menu:add',
      'system:menu',
      'system:menu:add:x',
      'viewBaseData',
      'system:menu1:add',
      '',
    ])
      expect(isMenuButtonCode(code), code).toBe(false);
  });

  it('names the kind of a live type as spec 000 §9 does (numbers or numeric strings)', () => {
    expect([1, '2', 3, 9, 'orderDispatched', null].map(liveAlertKindOf)).toEqual([
      'customerService',
      'newOrder',
      'reminder',
      'info',
      'info',
      'info',
    ]);
    expect(DEFAULT_ALERT_SETTINGS.info.speak).toBe(false);
  });

  it('does not speak an alert its recipient chose to silence', () => {
    expect(notificationBehaviour({ type: 3 }).speaks).toBe(true);
    expect(notificationBehaviour({ type: 3, silent: true }).speaks).toBe(false);
    expect(notificationBehaviour({ type: 1, silent: true }).speaks).toBe(false);
  });
});
