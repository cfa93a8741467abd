import { HOME_PATH } from '@onsite/domain';
import { ExceptionPage, type ExceptionStatus } from '@onsite/ui';
import { useNavigate } from 'react-router-dom';

function Exception({ status }: { status: ExceptionStatus }) {
  const navigate = useNavigate();
  return <ExceptionPage status={status} onBackHome={() => navigate(HOME_PATH)} />;
}

/** 403 无权访问. */
export function Forbidden() {
  return <Exception status={403} />;
}

/** 404 页面不存在或仍在开发中: also every screen not built yet (D12). */
export function NotFound() {
  return <Exception status={404} />;
}

/** 500 服务器出错了. */
export function ServerError() {
  return <Exception status={500} />;
}
