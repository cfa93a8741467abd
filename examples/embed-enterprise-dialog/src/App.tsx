import { createApiClient } from '@onsite/api-client';
// Subpaths: the app bundles the provider and the enterprise dialog, not the shell or the other areas.
import { EnterpriseDetailsDialog } from '@onsite/ui/enterprise';
import { OnsiteProvider, type OnsiteUser } from '@onsite/ui/providers';
import { Button, Result, Space, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';

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
  const [user, setUser] = useState<OnsiteUser | null | 'failed'>(null);
  const [open, setOpen] = useState(OPEN_AT_START);
  const [closedTimes, setClosedTimes] = useState(0);

  // The signed-in user's button list decides what the dialog offers (spec 001 §6).
  useEffect(() => {
    client.system.user
      .info()
      .then(({ userId, userType, buttons }) => setUser({ userId, userType, buttons }))
      .catch(() => setUser('failed'));
  }, [client]);

  if (user === 'failed') return <Result status="403" title="Sign in first (open this page with ?token=…)" />;
  if (user === null) return <Spin fullscreen />;
  return (
    // The host decides the language; the dialog follows it.
    <OnsiteProvider client={client} user={user} locale="zh-CN">
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
