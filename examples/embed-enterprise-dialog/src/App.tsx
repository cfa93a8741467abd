import { createApiClient } from '@onsite/api-client';
// Subpaths: the app bundles the provider and the enterprise dialog, not the shell or the other areas.
import { EnterpriseDetailsDialog } from '@onsite/ui/enterprise';
import { OnsiteProvider } from '@onsite/ui/providers';
import { Button, Result, Space } from 'antd';
import { useMemo, useState } from 'react';

/**
 * How this host app is configured: the API's base URL (same origin by default), the token it got
 * from its own sign-in (here: `?token=` in the address, kept in sessionStorage) and the enterprise.
 */
const params = new URLSearchParams(window.location.search);
const BASE_URL = params.get('baseURL') ?? import.meta.env.VITE_ONSITE_API ?? '/api';
const TOKEN_KEY = 'embed-enterprise-dialog.token';
const paramToken = params.get('token');
if (paramToken) sessionStorage.setItem(TOKEN_KEY, paramToken);
const ENTERPRISE_ID = Number(params.get('enterpriseId') ?? 1);
/** `?open=0` starts with the dialog closed (the benchmark opens it with a click). */
const OPEN_AT_START = params.get('open') !== '0';

/** The host's own client: its token, its base URL; a 401 sends the host back to its sign-in. */
function useClient() {
  return useMemo(
    () =>
      createApiClient({
        baseURL: BASE_URL,
        getToken: () => sessionStorage.getItem(TOKEN_KEY),
        onUnauthorized: () => sessionStorage.removeItem(TOKEN_KEY),
      }),
    [],
  );
}

export function App() {
  const client = useClient();
  const [open, setOpen] = useState(OPEN_AT_START);
  const [closedTimes, setClosedTimes] = useState(0);

  if (!sessionStorage.getItem(TOKEN_KEY)) {
    return <Result status="403" title="Sign in first (open this page with ?token=…)" />;
  }
  return (
    // The host decides the language; the dialog follows it. No `user`: the provider asks the server
    // who is signed in (/system/user/info with this client's token), and the user's button list
    // decides what the dialog offers (spec 001 §6). Until it knows, nothing guarded shows.
    <OnsiteProvider client={client} locale="zh-CN">
      <Space style={{ padding: 24 }}>
        <Button type="primary" onClick={() => setOpen(true)}>
          打开企业详情
        </Button>
        <span data-closed-times={closedTimes}>已关闭 {closedTimes} 次</span>
      </Space>
      <EnterpriseDetailsDialog
        enterpriseId={ENTERPRISE_ID}
        open={open}
        initialTab="1"
        enterpriseShow={1}
        fromList
        onClose={() => {
          setOpen(false);
          setClosedTimes((times) => times + 1);
        }}
      />
    </OnsiteProvider>
  );
}
