import { describe, expect, it } from 'vitest';
import {
  addReturnAddress,
  canAddReturnAddress,
  normalizeReturnAddresses,
  type ReturnAddressInput,
  removeReturnAddress,
  returnAddressesForSubmit,
  setDefaultReturnAddress,
  validateReturnAddresses,
} from './returnAddresses';

function address(contact: string, defaultStatus?: number | string): ReturnAddressInput {
  return { contact, phoneNumber: '13812345678', address: `${contact}路1号`, defaultStatus };
}

const statuses = (list: readonly ReturnAddressInput[]) => list.map((row) => row.defaultStatus);

describe('return addresses keep exactly one default (spec 001 §4)', () => {
  it('makes the first added address the default and later ones not', () => {
    const one = addReturnAddress([], address('甲'));
    const two = addReturnAddress(one, address('乙'));
    expect(statuses(two)).toEqual([0, 1]);
  });

  it('adds an empty row when no address is given', () => {
    expect(addReturnAddress([])).toEqual([{ contact: '', phoneNumber: '', address: '', defaultStatus: 0 }]);
  });

  it('adds at most 5, giving a full list back unchanged', () => {
    let list: ReturnAddressInput[] = [];
    for (const name of ['1', '2', '3', '4', '5', '6']) list = addReturnAddress(list, address(name));
    expect(list.map((row) => row.contact)).toEqual(['1', '2', '3', '4', '5']);
    expect(canAddReturnAddress(list.slice(0, 4))).toBe(true);
    expect(canAddReturnAddress(list)).toBe(false);
  });

  it('moves the default to the toggled row', () => {
    const list = [address('甲', 0), address('乙', 1), address('丙', 1)];
    expect(statuses(setDefaultReturnAddress(list, 2))).toEqual([1, 1, 0]);
    expect(statuses(setDefaultReturnAddress(list, 0))).toEqual([0, 1, 1]);
  });

  it('promotes the first remaining address when the default is deleted', () => {
    const list = [address('甲', 1), address('乙', 0), address('丙', 1)];
    const result = removeReturnAddress(list, 1);
    expect(result.map((row) => row.contact)).toEqual(['甲', '丙']);
    expect(statuses(result)).toEqual([0, 1]);
  });

  it('keeps the default when another address is deleted', () => {
    const list = [address('甲', 1), address('乙', 0)];
    expect(statuses(removeReturnAddress(list, 0))).toEqual([0]);
    expect(removeReturnAddress([address('甲', 0)], 0)).toEqual([]);
  });

  it('changes nothing for an index out of range or not an integer', () => {
    const list = [address('甲', 0), address('乙', 1)];
    for (const index of [-1, 2, 0.5, Number.NaN, '1' as unknown as number]) {
      expect(setDefaultReturnAddress(list, index)).toEqual(list);
      expect(removeReturnAddress(list, index)).toEqual(list);
    }
  });

  it('repairs lists with no default or several, reading "0" as default', () => {
    expect(statuses(normalizeReturnAddresses([address('甲', 1), address('乙', 1)]))).toEqual([0, 1]);
    expect(
      statuses(normalizeReturnAddresses([address('甲', 1), address('乙', '0'), address('丙', 0)])),
    ).toEqual([1, 0, 1]);
  });

  it('never changes the list it is given', () => {
    const list = [address('甲', 0), address('乙', 1)];
    const copy = structuredClone(list);
    addReturnAddress(list, address('丙'));
    setDefaultReturnAddress(list, 1);
    removeReturnAddress(list, 0);
    expect(list).toEqual(copy);
  });

  it('answers with a list for input that is not a list, dropping rows that are not objects', () => {
    expect(addReturnAddress(null as unknown as ReturnAddressInput[], address('甲'))).toHaveLength(1);
    expect(
      normalizeReturnAddresses([null, 'x', address('甲', 1)] as unknown as ReturnAddressInput[]),
    ).toEqual([{ ...address('甲'), defaultStatus: 0 }]);
  });
});

describe('validateReturnAddresses (spec 001 §5)', () => {
  it('passes complete rows and blank rows', () => {
    expect(
      validateReturnAddresses([address('甲', 0), { contact: ' ', phoneNumber: '', address: '' }]),
    ).toBeNull();
    expect(validateReturnAddresses([])).toBeNull();
  });

  it('asks for all three fields once any is filled', () => {
    expect(validateReturnAddresses([{ contact: '甲' }])).toBe('address.incomplete');
    expect(validateReturnAddresses([{ phoneNumber: '13812345678', address: '路' }])).toBe(
      'address.incomplete',
    );
    expect(validateReturnAddresses([{ contact: '甲', phoneNumber: '123' }])).toBe('address.incomplete');
  });

  it('asks for an 11-digit mobile number in a complete row', () => {
    expect(validateReturnAddresses([{ contact: '甲', phoneNumber: '12812345678', address: '路' }])).toBe(
      'address.phoneInvalid',
    );
    expect(validateReturnAddresses([{ contact: '甲', phoneNumber: 13812345678, address: '路' }])).toBeNull();
  });

  it('reports the first failing row', () => {
    const rows = [{ contact: '甲', phoneNumber: '1', address: '路' }, { contact: '乙' }];
    expect(validateReturnAddresses(rows)).toBe('address.phoneInvalid');
  });

  it('treats a missing list and rows of the wrong shape as blank', () => {
    expect(validateReturnAddresses(undefined as unknown as ReturnAddressInput[])).toBeNull();
    expect(validateReturnAddresses([null, 3] as unknown as ReturnAddressInput[])).toBeNull();
  });
});

describe('returnAddressesForSubmit', () => {
  it('drops blank rows, keeps at most 5 and exactly one default', () => {
    const rows = [
      { contact: '', phoneNumber: '', address: '', defaultStatus: 0 },
      ...['1', '2', '3', '4', '5', '6'].map((name) => address(name, 1)),
    ];
    const result = returnAddressesForSubmit(rows);
    expect(result.map((row) => row.contact)).toEqual(['1', '2', '3', '4', '5']);
    expect(statuses(result)).toEqual([0, 1, 1, 1, 1]);
  });
});
