import { registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
import { createRoot } from 'react-dom/client';
import { Button } from 'antd';
import type { PageRegistry } from '@agency/shared/features/federation/types/page-registry';

async function start() {
  const res = await fetch('/web-api/public/modules');
  const body = (await res.json()) as { data: { name: string; entry: string }[] };
  registerRemotes(body.data.map((m) => ({ name: m.name, entry: m.entry })));
  const pages = await loadRemote<{ default: PageRegistry }>('remote_house/pages');
  const Page = (await pages!.default['house/village/index']!()).default;
  createRoot(document.getElementById('root')!).render(
    <div>
      <Button>host</Button>
      <Page />
    </div>,
  );
}
start();
