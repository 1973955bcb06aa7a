import type { FastifyInstance } from 'fastify';
import { deployBootstrapPlugin } from '../plugins/deploy-bootstrap';
import { staticPlugin } from '../plugins/static';
import { jobSchedulerPlugin } from '../services/jobs/job-scheduler';
import { apiPrefix } from './api-prefix';
import { captchaImageRoute } from './auth/captcha-image';
import { emailCodeRoute } from './auth/email-code';
import { emailVerifyRoute } from './auth/email-verify';
import { getInfoRoute } from './auth/get-info';
import { getRoutersRoute } from './auth/get-routers';
import { loginRoute } from './auth/login';
import { logoutRoute } from './auth/logout';
import { registerRoute } from './auth/register';
import { retrievePasswordRoute } from './auth/retrieve-password';
import { thirdLoginRoute } from './auth/third-login';
import { commonDownloadRoutes } from './common/download-routes';
import { commonUploadRoutes } from './common/upload-routes';
import { dashboardStatsRoute } from './dashboard/stats-routes';
import { codeTableRoutes } from './house/code-table-routes';
import { customerRoutes } from './house/customer-routes';
import { evaluationRoutes } from './house/evaluation-routes';
import { houseRoomPreviewRoute } from './house/house-room-preview';
import { houseRoomRoutes } from './house/house-room-routes';
import { inviteCodeRoutes } from './house/invite-code-routes';
import { leaseExpiresRoutes } from './house/lease-expires-routes';
import { leaseListRoutes } from './house/lease-list-routes';
import { houseVillageRoutes } from './house/village-routes';
import { jobRoutes } from './monitor/job-routes';
import { onlineRoutes } from './monitor/online-routes';
import { pactContractEditRoutes } from './pact/contract-edit-routes';
import { pactContractRoutes } from './pact/contract-routes';
import { pactContractShareRoutes } from './pact/contract-share-routes';
import { pactTemplateFillRoutes } from './pact/template-fill-routes';
import { pactTemplateRoutes } from './pact/template-routes';
import { moduleRegistryRoute } from './public/module-registry';
import { columnSettingsRoutes } from './system/column-settings-routes';
import { configRoutes } from './system/config';
import { deptRoutes } from './system/dept-routes';
import { dictDataRoutes } from './system/dict-data';
import { dictTypeRoutes } from './system/dict-type';
import { menuRoutes } from './system/menu-routes';
import { modulePublishRoutes } from './system/module-publish-routes';
import { moduleRoutes } from './system/module-routes';
import { moduleTokenRoutes } from './system/module-token-routes';
import { noticeRoutes } from './system/notice-routes';
import { postRoutes } from './system/post-routes';
import { profileRoutes } from './system/profile-routes';
import { roleRoutes } from './system/role-routes';
import { userRoutes } from './system/user-routes';
import { carLeaseRoutes } from './vehicle/car-lease-routes';
import { carPreviewRoute, carPublicRoutes } from './vehicle/car-public-routes';
import { carRoutes } from './vehicle/car-routes';
import { carStateRoutes } from './vehicle/car-state-routes';

/**
 * Every route plugin of the server, one `app.register` line each. Module teams append
 * their own line (API routes with `{ prefix: apiPrefix }`, the static plugin without a
 * prefix). Each route must declare `config.permission` or the server will not start.
 */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(captchaImageRoute, { prefix: apiPrefix });
  await app.register(loginRoute, { prefix: apiPrefix });
  await app.register(thirdLoginRoute, { prefix: apiPrefix });
  await app.register(logoutRoute, { prefix: apiPrefix });
  await app.register(getInfoRoute, { prefix: apiPrefix });
  await app.register(getRoutersRoute, { prefix: apiPrefix });
  await app.register(registerRoute, { prefix: apiPrefix });
  await app.register(emailCodeRoute, { prefix: apiPrefix });
  await app.register(emailVerifyRoute, { prefix: apiPrefix });
  await app.register(retrievePasswordRoute, { prefix: apiPrefix });
  await app.register(dictTypeRoutes, { prefix: apiPrefix });
  await app.register(dictDataRoutes, { prefix: apiPrefix });
  await app.register(configRoutes, { prefix: apiPrefix });
  // Other modules: append below this line.
  await app.register(pactTemplateRoutes, { prefix: apiPrefix });
  await app.register(pactContractRoutes, { prefix: apiPrefix });
  await app.register(pactContractEditRoutes, { prefix: apiPrefix });
  await app.register(pactContractShareRoutes, { prefix: apiPrefix });
  await app.register(pactTemplateFillRoutes, { prefix: apiPrefix });
  await app.register(noticeRoutes, { prefix: apiPrefix });
  await app.register(onlineRoutes, { prefix: apiPrefix });
  await app.register(moduleRegistryRoute, { prefix: apiPrefix });
  await app.register(moduleRoutes, { prefix: apiPrefix });
  await app.register(moduleTokenRoutes, { prefix: apiPrefix });
  await app.register(modulePublishRoutes, { prefix: apiPrefix });
  await app.register(dashboardStatsRoute, { prefix: apiPrefix });
  await app.register(profileRoutes, { prefix: apiPrefix });
  await app.register(commonUploadRoutes, { prefix: apiPrefix });
  await app.register(commonDownloadRoutes, { prefix: apiPrefix });
  await app.register(houseVillageRoutes, { prefix: apiPrefix });
  await app.register(carRoutes, { prefix: apiPrefix });
  await app.register(carStateRoutes, { prefix: apiPrefix });
  await app.register(carLeaseRoutes, { prefix: apiPrefix });
  await app.register(carPublicRoutes, { prefix: apiPrefix });
  await app.register(houseRoomRoutes, { prefix: apiPrefix });
  await app.register(columnSettingsRoutes, { prefix: apiPrefix });
  await app.register(inviteCodeRoutes, { prefix: apiPrefix });
  await app.register(leaseExpiresRoutes, { prefix: apiPrefix });
  await app.register(customerRoutes, { prefix: apiPrefix });
  await app.register(leaseListRoutes, { prefix: apiPrefix });
  await app.register(codeTableRoutes, { prefix: apiPrefix });
  await app.register(evaluationRoutes, { prefix: apiPrefix });
  await app.register(jobRoutes, { prefix: apiPrefix });
  // The croner timers of sys_job (not a route: started when the server is ready).
  await app.register(jobSchedulerPlugin);
  await app.register(userRoutes, { prefix: apiPrefix });
  await app.register(roleRoutes, { prefix: apiPrefix });
  await app.register(menuRoutes, { prefix: apiPrefix });
  await app.register(deptRoutes, { prefix: apiPrefix });
  await app.register(postRoutes, { prefix: apiPrefix });
  // The front end (host and remote builds, avatars): no prefix.
  await app.register(houseRoomPreviewRoute);
  await app.register(carPreviewRoute);
  await app.register(staticPlugin);
  await app.register(deployBootstrapPlugin);
}
