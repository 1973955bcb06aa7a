import { Type } from '@fastify/type-provider-typebox';

const Num = Type.Number();
const Str = Type.String();

/** `GET /monitor/server`'s data in RuoYi's field names (`jvm` is the Node process), plus our `database`. */
export const ServerInfoOut = Type.Object({
  cpu: Type.Object({ cpuNum: Type.Integer(), total: Num, used: Num, sys: Num, wait: Num, free: Num }),
  mem: Type.Object({ total: Num, used: Num, free: Num, usage: Num }),
  jvm: Type.Object({
    name: Str,
    version: Str,
    home: Str,
    startTime: Str,
    runTime: Str,
    inputArgs: Str,
    total: Num,
    max: Num,
    used: Num,
    free: Num,
    usage: Num,
  }),
  sys: Type.Object({ computerName: Str, computerIp: Str, userDir: Str, osName: Str, osArch: Str }),
  sysFiles: Type.Array(
    Type.Object({
      dirName: Str,
      sysTypeName: Str,
      typeName: Str,
      total: Str,
      free: Str,
      used: Str,
      usage: Num,
    }),
  ),
  database: Type.Object({
    kind: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
    version: Type.Union([Str, Type.Null()]),
    sizeMb: Type.Union([Num, Type.Null()]),
    connections: Type.Union([Num, Type.Null()]),
  }),
});
