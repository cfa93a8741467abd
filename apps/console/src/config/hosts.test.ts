import { describe, expect, it } from 'vitest';
import { DEFAULT_HOST_CONFIG, HOSTS, hostConfig } from './hosts';

describe('the host table (D10)', () => {
  it('gives an unknown host the default brand and layout A', () => {
    expect(hostConfig('localhost')).toEqual(DEFAULT_HOST_CONFIG);
    expect(hostConfig('')).toEqual(DEFAULT_HOST_CONFIG);
    expect(hostConfig(undefined)).toEqual(DEFAULT_HOST_CONFIG);
    expect(DEFAULT_HOST_CONFIG.layout).toBe('A');
  });

  it('finds a listed host whatever its case, port or trailing dot', () => {
    expect(hostConfig('LOCK.onsite.example')).toBe(HOSTS['lock.onsite.example']);
    expect(hostConfig('lock.onsite.example:8443')).toBe(HOSTS['lock.onsite.example']);
    expect(hostConfig('telecom.onsite.example.')).toBe(HOSTS['telecom.onsite.example']);
  });

  it('chooses the login layout and the recover page per host', () => {
    expect(hostConfig('lock.onsite.example').layout).toBe('B');
    expect(hostConfig('telecom.onsite.example')).toMatchObject({ layout: 'C', recover: 'contactAdmin' });
  });
});
