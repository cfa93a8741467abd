// The floor of bench/lighthouse.mjs (issue 19 item 7): the least a console on the same stack loads —
// React, antd's Layout, Menu and Table, built by the same Vite — with nothing of ours.
import { ConfigProvider, Layout, Menu, Table } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { createRoot } from 'react-dom/client';

const { Header, Sider, Content } = Layout;

const MENU = [
  { key: 'welcome', label: '欢迎' },
  { key: 'orders', label: '订单管理' },
  { key: 'enterprises', label: '企业管理' },
];

const ROWS = Array.from({ length: 10 }, (_, index) => ({
  key: index,
  orderNo: `GD2024060100${String(index).padStart(2, '0')}`,
  customer: `客户 ${index + 1}`,
  status: index % 2 === 0 ? '待派单' : '服务中',
}));

const COLUMNS = [
  { title: '订单号', dataIndex: 'orderNo' },
  { title: '客户', dataIndex: 'customer' },
  { title: '状态', dataIndex: 'status' },
];

function Floor() {
  return (
    <ConfigProvider locale={zhCN}>
      <Layout style={{ minHeight: '100vh' }}>
        <Sider>
          <Menu theme="dark" mode="inline" defaultSelectedKeys={['welcome']} items={MENU} />
        </Sider>
        <Layout>
          <Header style={{ color: '#fff' }}>上门服务管理平台</Header>
          <Content style={{ padding: 24 }}>
            <h1>欢迎使用上门服务管理平台</h1>
            <Table columns={COLUMNS} dataSource={ROWS} pagination={false} />
          </Content>
        </Layout>
      </Layout>
    </ConfigProvider>
  );
}

createRoot(document.getElementById('root')).render(<Floor />);
