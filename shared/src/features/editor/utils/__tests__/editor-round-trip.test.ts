import { createEditor, type IDomEditor } from '@wangeditor/editor';
import { parseHtml, wordsOf } from '../../../../testing/html-probe';
import { prepareEditorHtml } from '../prepare-editor-html';
import { registerLockedHtml } from '../register-locked-html';
import { MAMMOTH_CONTRACT, NESTED_TABLE, RULE_NESTED, RULE_TOP } from './fixtures/mammoth-contract';

const editors: IDomEditor[] = [];

// wangEditor finishes its first render on a timer: destroy the editors after it.
afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, 100));
  for (const editor of editors) editor.destroy();
});

/** What the contract screens do: prepare, open in wangEditor, save without typing. */
function openAndSave(html: string): string {
  registerLockedHtml();
  const host = document.createElement('div');
  document.body.append(host);
  const editor = createEditor({ selector: host, html: prepareEditorHtml(html), config: {} });
  editors.push(editor);
  return editor.getHtml();
}

const saved = openAndSave(MAMMOTH_CONTRACT);
const out = parseHtml(saved);
const original = parseHtml(MAMMOTH_CONTRACT);

it('keeps all 18 house rules, the nested ones one level down', () => {
  const rules = [...out.querySelectorAll('h2 + ul li')];
  expect(rules).toHaveLength(18);
  const top = rules.filter((item) => item.parentElement?.parentElement?.tagName !== 'UL');
  expect(top.map((item) => item.textContent)).toEqual(RULE_TOP);
  expect(rules.filter((item) => !top.includes(item)).map((item) => item.textContent)).toEqual(RULE_NESTED);
});

it('keeps the 12 bold runs of the table cells and every other bold run', () => {
  const table = out.querySelector('table');
  expect(table?.querySelectorAll('strong')).toHaveLength(12);
  expect(out.querySelectorAll('strong')).toHaveLength(original.querySelectorAll('strong').length);
  expect(out.querySelectorAll('em, u, s')).toHaveLength(original.querySelectorAll('em, u, s').length);
});

it('gives the nested table back exactly and loses no word', () => {
  expect(saved).toContain(parseHtml(NESTED_TABLE).innerHTML);
  expect(wordsOf(saved)).toEqual(wordsOf(MAMMOTH_CONTRACT));
});

it('keeps the merged cells and the multi-paragraph cell as lines', () => {
  const cells = [...(out.querySelector('table')?.querySelectorAll('td') ?? [])];
  expect(cells.filter((cell) => cell.getAttribute('colspan') === '2')).toHaveLength(3);
  expect(cells.filter((cell) => cell.getAttribute('rowspan') === '2')).toHaveLength(1);
  const signature = cells.find((cell) => cell.textContent?.includes('Landlord'));
  expect(signature?.innerHTML).toContain('<strong>Landlord signature</strong><br><br>{{landlordName}}');
});

it('saves the same HTML again when the saved HTML is opened and saved', () => {
  expect(openAndSave(saved)).toBe(saved);
});
