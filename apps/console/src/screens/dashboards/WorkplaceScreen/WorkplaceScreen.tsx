import { APPROVAL_CODES, APPROVAL_TYPES } from '@onsite/domain';
import { Greeting, useCan } from '@onsite/ui';
import { Card, Flex } from 'antd';
import { useSessionStore } from '../../../stores/sessionStore';
import { MyOrders } from './MyOrders';
import { PendingApprovals } from './PendingApprovals';
import { RecentActivity } from './RecentActivity';

/**
 * 工作空间 (catalogue key `workplace`, D44): a staff member's day — the requests awaiting my approval
 * (only when I hold an approver code), my orders by status linking to the filtered order list, and my
 * recent activity. Each block makes its own request; they start together and fail on their own.
 */
export default function WorkplaceScreen() {
  const can = useCan();
  const user = useSessionStore((state) => state.user);
  const approver = APPROVAL_TYPES.some((type) => can(APPROVAL_CODES[type]));
  return (
    <Flex vertical gap={16}>
      <Card>
        <Greeting name={user?.userName ?? ''} level={3} />
      </Card>
      {approver && <PendingApprovals />}
      <MyOrders />
      <RecentActivity />
    </Flex>
  );
}
