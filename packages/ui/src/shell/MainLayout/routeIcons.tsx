import {
  AccountBookOutlined,
  ApartmentOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BellOutlined,
  BookOutlined,
  CarOutlined,
  ClusterOutlined,
  ContactsOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  FileOutlined,
  FormOutlined,
  HomeOutlined,
  IdcardOutlined,
  InboxOutlined,
  MessageOutlined,
  MoneyCollectOutlined,
  PieChartOutlined,
  ProfileOutlined,
  SafetyOutlined,
  ScheduleOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  SolutionOutlined,
  TableOutlined,
  TeamOutlined,
  ToolOutlined,
  TrophyOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { ComponentType, HTMLAttributes, ReactNode } from 'react';

/** The icon names a server menu uses (spec 000 §2.1), each an antd outlined icon. */
const ROUTE_ICONS: Readonly<Record<string, ComponentType<HTMLAttributes<HTMLSpanElement>>>> = {
  'account-book': AccountBookOutlined,
  apartment: ApartmentOutlined,
  appstore: AppstoreOutlined,
  audit: AuditOutlined,
  bank: BankOutlined,
  bell: BellOutlined,
  book: BookOutlined,
  car: CarOutlined,
  cluster: ClusterOutlined,
  contacts: ContactsOutlined,
  dashboard: DashboardOutlined,
  database: DatabaseOutlined,
  file: FileOutlined,
  form: FormOutlined,
  home: HomeOutlined,
  idcard: IdcardOutlined,
  inbox: InboxOutlined,
  message: MessageOutlined,
  'money-collect': MoneyCollectOutlined,
  'pie-chart': PieChartOutlined,
  profile: ProfileOutlined,
  safety: SafetyOutlined,
  schedule: ScheduleOutlined,
  setting: SettingOutlined,
  shop: ShopOutlined,
  'shopping-cart': ShoppingCartOutlined,
  solution: SolutionOutlined,
  table: TableOutlined,
  team: TeamOutlined,
  tool: ToolOutlined,
  trophy: TrophyOutlined,
  user: UserOutlined,
  wallet: WalletOutlined,
};

/**
 * The icon of a menu entry by its name (`setting`, `account-book`, `AccountBookOutlined`); an
 * unknown name shows none. The icon is decorative: the entry's title names it.
 */
export function renderRouteIcon(name: string): ReactNode {
  const Icon =
    ROUTE_ICONS[
      name
        .replace(/Outlined$/, '')
        .replace(/([a-z])([A-Z])/g, '$1-$2')
        .toLowerCase()
    ];
  return Icon ? <Icon aria-hidden /> : null;
}
