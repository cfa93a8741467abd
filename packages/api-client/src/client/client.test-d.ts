import type {
  CurrentUser,
  Enterprise,
  EnterpriseContractListRow,
  LiveMessage,
  RechargeRecord,
  SignInResult,
  SystemMenu,
} from '@onsite/domain';
import { describe, expectTypeOf, it } from 'vitest';
import type { DownloadedFile, Page } from '..';
import { createApiClient } from './createApiClient';

const client = createApiClient();

describe('the typed client', () => {
  it('resolves a call to its entity type, not any', () => {
    expectTypeOf(client.enterprise.management.get({ id: 1 })).resolves.toEqualTypeOf<Enterprise>();
    expectTypeOf(client.enterprise.management.get({ id: 1 })).resolves.not.toBeAny();
    expectTypeOf(client.system.user.info()).resolves.toEqualTypeOf<CurrentUser>();
    expectTypeOf(client.system.menu.user()).resolves.toEqualTypeOf<SystemMenu[]>();
    expectTypeOf(client.auth.login).returns.resolves.toEqualTypeOf<SignInResult>();
  });

  it('resolves a paged call to a Page of its rows', () => {
    expectTypeOf(client.finance.recharge.list()).resolves.toEqualTypeOf<Page<RechargeRecord>>();
    expectTypeOf(client.enterprise.contract.list({})).resolves.toEqualTypeOf<
      Page<EnterpriseContractListRow>
    >();
  });

  it('resolves a change to null and a count to number', () => {
    expectTypeOf(client.enterprise.contract.toMain({ contractId: 1, enterpriseId: 1 })).resolves.toBeNull();
    expectTypeOf(client.order.reminder.reminderOrderCount()).resolves.toBeNumber();
  });

  it('resolves a file call to a blob and a file name, with the headers it declares', () => {
    expectTypeOf(client.order.customer.export({})).resolves.toEqualTypeOf<DownloadedFile>();
    expectTypeOf(client.auth.captcha()).resolves.toEqualTypeOf<
      DownloadedFile & { headers: { 'captcha-uuid': string } }
    >();
  });

  it('rejects bad payloads', () => {
    // @ts-expect-error contractId is a number
    client.enterprise.contract.toMain({ contractId: '1', enterpriseId: 1 });
    // @ts-expect-error enterpriseId is required
    client.enterprise.contract.toMain({ contractId: 1 });
    // @ts-expect-error not a work status
    client.stuff.stuff.stuffworkstatus({ workStatus: 'WORK_MAYBE' });
    // @ts-expect-error the body is an array of ids
    client.order.customer.sendOrder({ ids: [1] });
    // @ts-expect-error the input is required
    client.enterprise.management.get();
    // @ts-expect-error pay types are 1 and 2
    client.finance.pay.insert({ enterpriseId: 1, totalAmount: 200, payType: 3 });
    // @ts-expect-error an upload needs a file
    client.dfs.upload({ type: 'enterprise' });
    // @ts-expect-error no such call
    client.enterprise.contract.delete;
  });

  it('lets optional filters be left out', () => {
    client.order.order.list();
    client.order.order.list({ orderStatus: 'customerServiceApply', isMyOrder: true });
  });

  it('narrows live messages on type', () => {
    const describeMessage = (message: LiveMessage): string => {
      switch (message.type) {
        case 1:
        case 2:
        case 3:
          return message.title;
        case 'other':
          return String(message.sourceType);
        default:
          return message satisfies never;
      }
    };
    expectTypeOf(describeMessage).returns.toBeString();
  });
});
