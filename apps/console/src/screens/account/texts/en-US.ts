import type { Texts } from './zh-CN';

/** The account screens' texts in en-US: exactly the zh-CN keys. */
export const enUS: Texts = {
  center: {
    profile: 'Profile',
    loginName: 'Login name',
    userName: 'User name',
    dept: 'Department',
    role: 'Role',
    phone: 'Mobile number',
    recentLogins: 'Recent logins',
    loginTime: 'Login time',
    ipaddr: 'IP address',
    loginLocation: 'Location',
    deviceType: 'Device',
    browser: 'Browser',
    os: 'Operating system',
    loadFailed: 'Could not load',
    retry: 'Retry',
  },
  base: {
    title: 'Basic settings',
    email: 'Email',
    sex: 'Sex',
    male: 'Male',
    female: 'Female',
    unknown: 'Unknown',
    save: 'Save',
    saved: 'Saved',
    nameRequired: 'Enter the user name',
    mobileRule: 'Enter a valid mobile number',
    emailRule: 'Enter a valid email address',
    systemError: 'System error, please try again later',
  },
  security: {
    title: 'Security settings',
    password: 'Account password',
    passwordHint: 'After a change this session ends; sign in again with the new password',
    change: 'Change',
  },
};
