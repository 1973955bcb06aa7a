import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { registerMessages, type Translate } from '../../locales/language';
import { druidFigures } from '../../services/druid-figures';
import { druidMessages } from './druid-messages';

/** Only inline styles: no script, no other load; framed by our own pages only. */
const PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function renderPage(t: Translate, lang: string, figures: ReturnType<typeof druidFigures>): string {
  const { pool, summary, statements } = figures;
  const cell = (value: string | number) => `<td>${escapeHtml(String(value))}</td>`;
  const facts: [string, string | number][] = [
    [t('druid.page.engine'), figures.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'],
    ...(pool
      ? ([
          [t('druid.page.poolMax'), pool.max],
          [t('druid.page.poolOpen'), `${pool.total} / ${pool.idle}`],
          [t('druid.page.poolWaiting'), pool.waiting],
        ] as [string, number | string][])
      : []),
    [t('druid.page.since'), summary.since],
    [t('druid.page.executions'), summary.count],
    [t('druid.page.errors'), summary.errors],
    [t('druid.page.slow', { ms: summary.slowMs }), summary.slow],
    [t('druid.page.average'), `${summary.avgMs} ms`],
  ];
  const rows = statements
    .map(
      (row) =>
        `<tr><td class="sql">${escapeHtml(row.sql)}</td>${cell(row.count)}${cell(row.errors)}${cell(row.avgMs)}${cell(row.maxMs)}${cell(row.totalMs)}</tr>`,
    )
    .join('');
  return `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><title>${escapeHtml(t('druid.page.title'))}</title>
<style>body{font:14px system-ui,sans-serif;margin:16px;color:#1f2329}table{border-collapse:collapse;width:100%;margin:12px 0}
th,td{border:1px solid #e5e6eb;padding:6px 8px;text-align:left;vertical-align:top}th{background:#f5f6f7}td.sql{font:12px monospace;word-break:break-all}</style></head>
<body><h2>${escapeHtml(t('druid.page.title'))}</h2>
<table>${facts.map(([label, value]) => `<tr><th>${escapeHtml(label)}</th>${cell(value)}</tr>`).join('')}</table>
<h3>${escapeHtml(t('druid.page.statements'))}</h3>
<table><tr><th>SQL</th><th>${escapeHtml(t('druid.page.executions'))}</th><th>${escapeHtml(t('druid.page.errors'))}</th><th>${escapeHtml(t('druid.page.averageMs'))}</th><th>${escapeHtml(t('druid.page.maxMs'))}</th><th>${escapeHtml(t('druid.page.totalMs'))}</th></tr>${rows}</table>
</body></html>`;
}

/**
 * `GET /druid/login.html`: what RuoYi-Vue3's Druid screen frames (its API base +
 * `/druid/login.html`). The same figures as `/monitor/druid`, as a plain page of the
 * slowest statements; the session may come from RuoYi's `Admin-Token` cookie, as a
 * framed page sends no bearer header. Our own screen uses `/monitor/druid`.
 */
export const druidPageRoute: FastifyPluginAsyncTypebox = async (app) => {
  registerMessages(druidMessages);
  app.get(
    '/druid/login.html',
    {
      config: { permission: 'monitor:druid:list', cookieSession: true },
      schema: {
        tags: ['monitor: data source'],
        summary: 'The data-source figures as a page RuoYi-Vue3 can frame',
      },
    },
    async (request, reply) => {
      const figures = druidFigures(app.db, app.queryStats, 'maxMs', 100);
      return reply
        .type('text/html; charset=utf-8')
        .header('Content-Security-Policy', PAGE_POLICY)
        .header('X-Frame-Options', 'SAMEORIGIN')
        .header('Cache-Control', 'no-store')
        .send(renderPage(request.t, request.lang, figures));
    },
  );
};
