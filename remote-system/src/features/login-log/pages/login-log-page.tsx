import { ResourceList } from '@agency/shared/features/resource/components/resource-list';
import { loginLogResource } from '../fields/login-log-resource';

/** `monitor/logininfor/index`: the login log (search, export, delete, empty, unlock an account). */
export default function LoginLogPage() {
  return (
    <div className="monitor-login-log-page">
      <ResourceList definition={loginLogResource} />
    </div>
  );
}
