import { call, loginAs } from '../../../testing/test-app';
import { useTestApp } from '../../../testing/use-test-app';

const { t } = useTestApp();

describe('server monitor', () => {
  it("answers RuoYi's fields (cpu, mem, jvm as the Node process, sys, sysFiles) and the database", async () => {
    const admin = await loginAs(t.app, 'admin', 'admin123');
    const { body } = await call(t.app, 'GET', '/monitor/server', { token: admin });
    expect(body.code).toBe(200);
    const data = body.data as {
      cpu: { cpuNum: number; used: number; sys: number; free: number };
      mem: { total: number; usage: number };
      jvm: { name: string; version: string; usage: number };
      sys: { computerName: string; osArch: string };
      sysFiles: { dirName: string; usage: number }[];
      database: { kind: string; version: string | null; sizeMb: number | null; connections: number | null };
    };
    expect(data.cpu.cpuNum).toBeGreaterThan(0);
    expect(data.cpu.used + data.cpu.sys + data.cpu.free).toBeGreaterThan(99);
    expect(data.mem.total).toBeGreaterThan(0);
    expect(data.mem.usage).toBeGreaterThan(0);
    expect(data.jvm).toMatchObject({ name: 'Node.js', version: process.version });
    expect(data.sys.computerName).not.toBe('');
    expect(data.sysFiles.length).toBeGreaterThan(0);
    expect(data.sysFiles[0]?.usage).toBeGreaterThan(0);
    expect(data.database.version).toMatch(/PostgreSQL/);
    expect(data.database.sizeMb).toBeGreaterThan(0);
    expect(data.database.kind).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('is refused without monitor:server:list', async () => {
    const staff = await loginAs(t.app, 'staff', 'staff123');
    expect((await call(t.app, 'GET', '/monitor/server', { token: staff })).body.code).toBe(403);
  });
});
