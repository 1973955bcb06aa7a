import { DOMParser, type Document, type Element } from '@xmldom/xmldom';
import PizZip from 'pizzip';
import { buildDocx } from '../../../routes/pact/__tests__/docx-fixture';
import { buildLaoLeaseTemplate } from '../../../testing/contract-corpus';
import { inspectDocx } from '../../../testing/docx-inspect';
import { setDocxTitle } from '../docx-properties';
import { assertSafeDocx } from '../safe-zip';

const HOSTILE_TITLE = 'ສັນຍາເຊົ່າ <A-12> & "B" </dc:title><x>';

/** Parses a part strictly: any XML error fails the test. */
function strictPart(docx: Buffer, path: string): Document {
  const text = new PizZip(docx).file(path)?.asText();
  if (text == null) throw new Error(`no ${path}`);
  return new DOMParser({
    onError: (level, message) => {
      if (level !== 'warning') throw new Error(message);
    },
  }).parseFromString(text, 'text/xml');
}

describe('setDocxTitle', () => {
  it('writes a title with <, & and quotes and Lao text that reads back exactly', async () => {
    const source = await buildLaoLeaseTemplate();
    const titled = setDocxTitle(source, HOSTILE_TITLE);
    strictPart(titled, 'docProps/core.xml');
    expect(inspectDocx(titled).title).toBe(HOSTILE_TITLE);
    expect(new PizZip(titled).file('docProps/core.xml')?.asText()).toContain(
      '&lt;A-12&gt; &amp; "B" &lt;/dc:title&gt;&lt;x&gt;',
    );
    // The rest of the document is what it was.
    const { title: _before, ...restBefore } = inspectDocx(source);
    const { title: _after, ...restAfter } = inspectDocx(titled);
    expect(restAfter).toEqual(restBefore);
    await expect(assertSafeDocx(titled)).resolves.toBeUndefined();
  });

  it('creates docProps/core.xml, its relationship and content type when the package has none', async () => {
    const source = buildDocx(['Hello']);
    expect(new PizZip(source).file('docProps/core.xml')).toBeNull();
    const titled = setDocxTitle(source, 'Lease & annex');
    expect(inspectDocx(titled).title).toBe('Lease & annex');
    const rels = strictPart(titled, '_rels/.rels');
    const core = (Array.from(rels.getElementsByTagName('Relationship')) as Element[]).find((rel) =>
      rel.getAttribute('Type')?.endsWith('/metadata/core-properties'),
    );
    expect(core?.getAttribute('Target')).toBe('docProps/core.xml');
    expect(Array.from(rels.getElementsByTagName('Relationship'))).toHaveLength(2);
    const types = strictPart(titled, '[Content_Types].xml');
    const override = (Array.from(types.getElementsByTagName('Override')) as Element[]).find(
      (item) => item.getAttribute('PartName') === '/docProps/core.xml',
    );
    expect(override?.getAttribute('ContentType')).toBe(
      'application/vnd.openxmlformats-package.core-properties+xml',
    );
    expect(inspectDocx(titled).paragraphs).toEqual(['Hello']);
    // Setting it again neither duplicates the relationship nor rewrites the file.
    const again = setDocxTitle(titled, 'Lease & annex');
    expect(again).toBe(titled);
    const retitled = setDocxTitle(titled, 'Other');
    expect(strictPart(retitled, '_rels/.rels').getElementsByTagName('Relationship')).toHaveLength(2);
    expect(inspectDocx(retitled).title).toBe('Other');
  });

  it('drops characters XML cannot hold instead of breaking the file', () => {
    const titled = setDocxTitle(buildDocx(['x']), 'Bad\u0001\u0008title\uD800');
    strictPart(titled, 'docProps/core.xml');
    expect(inspectDocx(titled).title).toBe('Badtitle');
  });
});
