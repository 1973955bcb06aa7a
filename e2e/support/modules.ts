import { ADMIN, callOk, signedInApi } from './api';
import { houseVersion } from './e2e-env';

/** A row of the module registry (/system/module/list). */
export interface ModuleRow {
  moduleId: number;
  name: string;
  version: string;
  active: boolean;
}

/**
 * Makes the real build of the house remote the active one again, whatever a test
 * published or activated, so that the other tests get it back.
 */
export async function reactivateRealHouseRemote(): Promise<void> {
  const { api } = await signedInApi(ADMIN);
  const list = await callOk(api, 'get', '/system/module/list?name=remote_house');
  const real = (list.rows as ModuleRow[]).find((row) => row.version === houseVersion);
  if (real && !real.active) await callOk(api, 'put', `/system/module/activate/${real.moduleId}`);
  await api.dispose();
}
