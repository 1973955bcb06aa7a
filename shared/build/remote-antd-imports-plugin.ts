/**
 * A federated remote imports antd by its index (`antd`) only. The index is the
 * shared singleton, the host's copy, so the remote's components see the host's
 * ConfigProvider (theme, locale, size). A component path (`antd/es/table`) is
 * not shared (the host keeps its pre-login code on component paths, see
 * create-webpack-config.ts) and would give the remote a second antd with no
 * theme. Type-only imports are erased before resolution and stay allowed.
 */
import type { Compiler, WebpackError } from 'webpack';

const PLUGIN = 'RemoteAntdImportsPlugin';
const COMPONENT_PATH = /^antd\/(es|lib)(\/|$)/;

export class RemoteAntdImportsPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation, { normalModuleFactory }) => {
      normalModuleFactory.hooks.beforeResolve.tap(PLUGIN, (data) => {
        const issuer = data.contextInfo.issuer;
        if (!COMPONENT_PATH.test(data.request) || !issuer || /[\\/]node_modules[\\/]/.test(issuer)) return;
        compilation.errors.push(
          new compiler.webpack.WebpackError(
            `${issuer}: import antd from 'antd', not '${data.request}': only the antd index is the shared singleton (one ConfigProvider for host and remotes).`,
          ) as WebpackError,
        );
      });
    });
  }
}
