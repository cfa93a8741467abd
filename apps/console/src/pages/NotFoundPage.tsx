import { HOME_PATH } from '@onsite/domain';
import { BlankLayout, ExceptionPage } from '@onsite/ui';
import { useNavigate } from 'react-router-dom';

/** /404 (spec 000 §2.1): the failure page every unknown path leads to. */
export default function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <BlankLayout>
      <div style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <ExceptionPage status={404} onBackHome={() => navigate(HOME_PATH)} />
      </div>
    </BlankLayout>
  );
}
