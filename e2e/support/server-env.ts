/**
 * The environment both configurations (tests and bench) start the built server with: on
 * its own port and data folder, without the login captcha, logging warnings only.
 */
export function serverEnv(port: number, dataDir: string): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    CAPTCHA_ENABLED: 'false',
    LOG_LEVEL: 'warn',
  };
}
