/** `GET /monitor/server`: RuoYi's fields (`jvm` is the Node process) and our database part. */
export interface ServerInfo {
  cpu: { cpuNum: number; used: number; sys: number; free: number };
  mem: { total: number; used: number; free: number; usage: number };
  jvm: {
    name: string;
    version: string;
    home: string;
    startTime: string;
    runTime: string;
    inputArgs: string;
    total: number;
    used: number;
    free: number;
    usage: number;
  };
  sys: { computerName: string; computerIp: string; userDir: string; osName: string; osArch: string };
  sysFiles: {
    dirName: string;
    sysTypeName: string;
    typeName: string;
    total: string;
    free: string;
    used: string;
    usage: number;
  }[];
  database: {
    kind: 'pglite' | 'postgres';
    version: string | null;
    sizeMb: number | null;
    connections: number | null;
  };
}
