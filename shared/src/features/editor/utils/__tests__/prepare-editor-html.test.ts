// biome-ignore-all lint/suspicious/noTemplateCurlyInString: ${name} is a contract placeholder
import { parseHtml, wordsOf } from '../../../../testing/html-probe';
import { LOCKED_HTML_ATTRIBUTE, prepareEditorHtml } from '../prepare-editor-html';
import {
  MAMMOTH_CONTRACT,
  NESTED_TABLE,
  PAYMENT_TABLE,
  RULE_NESTED,
  RULE_TOP,
} from './fixtures/mammoth-contract';

/** The prepared HTML with each locked piece put back in place of its wrapper. */
function expandLocked(html: string): string {
  const body = parseHtml(html);
  for (const wrapper of [...body.querySelectorAll(`[${LOCKED_HTML_ATTRIBUTE}]`)]) {
    const template = document.createElement('template');
    template.innerHTML = wrapper.getAttribute(LOCKED_HTML_ATTRIBUTE) ?? '';
    wrapper.replaceWith(template.content);
  }
  return body.innerHTML;
}

/** How many ul/ol are around an item: what wangEditor's list parser takes as its level + 1. */
const depthOf = (item: Element) => {
  let depth = 0;
  for (
    let parent = item.parentElement;
    parent && /^(UL|OL)$/.test(parent.tagName);
    parent = parent.parentElement
  )
    depth += 1;
  return depth;
};

const prepared = prepareEditorHtml(MAMMOTH_CONTRACT);
const body = parseHtml(prepared);

it('keeps every word, in order, and every bold run', () => {
  const expanded = expandLocked(prepared);
  expect(wordsOf(expanded)).toEqual(wordsOf(MAMMOTH_CONTRACT));
  expect(parseHtml(expanded).querySelectorAll('strong')).toHaveLength(
    parseHtml(MAMMOTH_CONTRACT).querySelectorAll('strong').length,
  );
});

it('moves nested lists out of their items so all 18 house rules keep their level', () => {
  const rules = body.querySelectorAll('h2 + ul li');
  expect(rules).toHaveLength(18);
  // No item holds a list any more: wangEditor keeps only an item's inline content.
  expect(body.querySelectorAll('li ul, li ol, li p')).toHaveLength(0);
  const items = [...rules].map((item) => ({ text: item.textContent, depth: depthOf(item) }));
  expect(items.filter((item) => item.depth === 1).map((item) => item.text)).toEqual(RULE_TOP);
  expect(items.filter((item) => item.depth === 2).map((item) => item.text)).toEqual(RULE_NESTED);
  // Each sub-item still follows its own rule.
  expect(items[1]).toEqual({ text: 'Smoking is allowed on the balcony only', depth: 2 });
  expect(items[2]).toEqual({ text: 'Keep the house clean', depth: 1 });
});

it('keeps three levels of numbered clauses and the list attributes', () => {
  const clauses = [...(body.querySelector('ol')?.querySelectorAll('li') ?? [])].map((item) => [
    item.textContent,
    depthOf(item),
  ]);
  expect(clauses).toEqual([
    ['Purpose', 1],
    ['The landlord lets ${houseName}.', 2],
    ['The rent is {{rent}}.', 2],
    ['bank transfer', 3],
    ['cash', 3],
  ]);
  expect(body.querySelector('ol[type="a"]')).not.toBeNull();
});

it('unwraps the paragraphs of table cells, keeping bold, italic and underline', () => {
  const table = body.querySelector('table');
  expect(table).not.toBeNull();
  expect(table?.querySelectorAll('p')).toHaveLength(0);
  expect(table?.querySelectorAll('strong')).toHaveLength(
    parseHtml(PAYMENT_TABLE).querySelectorAll('strong').length,
  );
  expect(table?.querySelectorAll('strong')).toHaveLength(12);
  expect(table?.querySelector('em')?.textContent).toBe('transfer');
  expect(table?.querySelector('u')?.textContent).toBe('June');
  // Three paragraphs (one empty) joined by line breaks; merged cells kept.
  const signature = [...(table?.querySelectorAll('td') ?? [])].find((cell) =>
    cell.textContent?.includes('Landlord'),
  );
  expect(signature?.innerHTML).toBe(
    '<strong>Landlord signature</strong><br><br>{{landlordName}} <strong>(seal)</strong>',
  );
  expect(signature?.getAttribute('colspan')).toBe('2');
  expect(table?.querySelector('td[rowspan="2"]')?.textContent).toBe('bank transfer');
});

it('locks the table holding a nested table, keeping its HTML exactly', () => {
  const locked = body.querySelectorAll(`div[data-w-e-type="locked-html"][${LOCKED_HTML_ATTRIBUTE}]`);
  expect(locked).toHaveLength(1);
  expect(locked[0]?.getAttribute(LOCKED_HTML_ATTRIBUTE)).toBe(parseHtml(NESTED_TABLE).innerHTML);
  expect(locked[0]?.hasAttribute('data-w-e-is-void')).toBe(true);
  expect(body.textContent).not.toContain('HL-0042');
});

it('locks a list inside a cell, a table inside a list item and a quote around a list', () => {
  const listInCell = '<table><tbody><tr><td><ul><li>a</li></ul></td></tr></tbody></table>';
  const tableInItem = '<ol><li>x<table><tbody><tr><td>y</td></tr></tbody></table></li></ol>';
  const quote = '<blockquote><ul><li>q</li></ul></blockquote>';
  for (const html of [listInCell, tableInItem, quote]) {
    const out = parseHtml(prepareEditorHtml(`<p>before</p>${html}`));
    expect(out.children).toHaveLength(2);
    expect(out.children[1]?.getAttribute(LOCKED_HTML_ATTRIBUTE)).toBe(parseHtml(html).innerHTML);
  }
});

it('is idempotent and leaves plain content alone', () => {
  expect(prepareEditorHtml(prepared)).toBe(prepared);
  const plain = '<p>a <strong>b</strong></p><ul><li>c</li><ul><li>d</li></ul></ul><p><br></p>';
  expect(prepareEditorHtml(plain)).toBe(plain);
  expect(prepareEditorHtml('')).toBe('');
});

it('keeps text written after a nested list and an item holding only a list', () => {
  const out = parseHtml(
    prepareEditorHtml('<ul><li>a<ul><li>b</li></ul>c</li><li><ul><li>d</li></ul></li><li></li></ul>'),
  );
  expect([...out.querySelectorAll('li')].map((item) => [item.textContent, depthOf(item)])).toEqual([
    ['a', 1],
    ['b', 2],
    ['c', 1],
    ['d', 2],
    ['', 1],
  ]);
});
