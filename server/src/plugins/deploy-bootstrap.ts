import fp from 'fastify-plugin';
import { KNOWN_PREFIXES } from '../routes/public/module-scan';
import { ensureBootstrapTokens } from '../services/module-deploy/bootstrap-tokens';

/**
 * With `DEPLOY_TOKEN_DIR` set (docker compose), writes one deploy token per product
 * module into that folder at start, so each remote's container can publish its own
 * build to the server when it starts (`shared/build/publish-on-start.sh`).
 */
export const deployBootstrapPlugin = fp(
  async (app) => {
    const dir = app.config.deployTokenDir;
    if (!dir) return;
    const created = await ensureBootstrapTokens(app.db, dir, Object.keys(KNOWN_PREFIXES));
    app.log.info({ dir, created }, 'deploy tokens for the remote containers are ready');
  },
  { name: 'deploy-bootstrap' },
);
