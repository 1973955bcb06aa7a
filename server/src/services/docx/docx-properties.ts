import { DOMParser, type Element, XMLSerializer } from '@xmldom/xmldom';
import PizZip from 'pizzip';

const CORE_PATH = 'docProps/core.xml';
const CORE_TYPE = 'application/vnd.openxmlformats-package.core-properties+xml';
const CORE_REL = 'http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties';
const CP = 'http://schemas.openxmlformats.org/package/2006/metadata/core-properties';
const DC = 'http://purl.org/dc/elements/1.1/';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const TYPES = 'http://schemas.openxmlformats.org/package/2006/content-types';

const EMPTY_CORE =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  `<cp:coreProperties xmlns:cp="${CP}" xmlns:dc="${DC}" xmlns:dcterms="http://purl.org/dc/terms/" ` +
  'xmlns:dcmitype="http://purl.org/dc/dcmitype/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"/>';

/** A character XML 1.0 can hold (escaping does not help the others; lone surrogates are out too). */
const isXmlChar = (code: number) =>
  code === 0x9 ||
  code === 0xa ||
  code === 0xd ||
  (code >= 0x20 && code <= 0xd7ff) ||
  (code >= 0xe000 && code <= 0xfffd) ||
  code >= 0x10000;
const xmlSafe = (text: string) =>
  Array.from(text)
    .filter((char) => isXmlChar(char.codePointAt(0) ?? 0))
    .join('');

const parse = (xml: string) => new DOMParser().parseFromString(xml, 'text/xml');
const serialize = (node: Parameters<XMLSerializer['serializeToString']>[0]) => {
  const xml = new XMLSerializer().serializeToString(node);
  return xml.startsWith('<?xml') ? xml : `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${xml}`;
};

/** Adds the core-properties relationship and content type a package without docProps/core.xml lacks. */
function registerCorePart(zip: PizZip): void {
  const relsFile = zip.file('_rels/.rels');
  const rels = parse(relsFile ? relsFile.asText() : `<Relationships xmlns="${RELS}"/>`);
  const relsRoot = rels.documentElement as Element;
  const relations = Array.from(relsRoot.getElementsByTagName('Relationship')) as Element[];
  if (!relations.some((rel) => rel.getAttribute('Type') === CORE_REL)) {
    const ids = new Set(relations.map((rel) => rel.getAttribute('Id')));
    let n = relations.length + 1;
    while (ids.has(`rId${n}`)) n += 1;
    const rel = rels.createElementNS(RELS, 'Relationship');
    rel.setAttribute('Id', `rId${n}`);
    rel.setAttribute('Type', CORE_REL);
    rel.setAttribute('Target', CORE_PATH);
    relsRoot.appendChild(rel);
    zip.file('_rels/.rels', serialize(rels));
  }
  const typesFile = zip.file('[Content_Types].xml');
  const types = parse(typesFile ? typesFile.asText() : `<Types xmlns="${TYPES}"/>`);
  const typesRoot = types.documentElement as Element;
  const overrides = Array.from(typesRoot.getElementsByTagName('Override')) as Element[];
  if (!overrides.some((item) => item.getAttribute('PartName') === `/${CORE_PATH}`)) {
    const override = types.createElementNS(TYPES, 'Override');
    override.setAttribute('PartName', `/${CORE_PATH}`);
    override.setAttribute('ContentType', CORE_TYPE);
    typesRoot.appendChild(override);
    zip.file('[Content_Types].xml', serialize(types));
  }
}

/**
 * The .docx with `title` as its document title (docProps/core.xml `dc:title`,
 * escaped by the XML serializer, so `<`, `&` or quotes are safe). Creates the part,
 * its relationship and content type when the package has none. Answers the input
 * itself when the title is already that.
 */
export function setDocxTitle(docx: Buffer, title: string): Buffer {
  const clean = xmlSafe(title);
  const zip = new PizZip(docx);
  const coreFile = zip.file(CORE_PATH);
  if (!coreFile) registerCorePart(zip);
  const core = parse(coreFile ? coreFile.asText() : EMPTY_CORE);
  const root = core.documentElement as Element;
  let titleNode = root.getElementsByTagNameNS(DC, 'title')[0] as Element | undefined;
  if (titleNode && titleNode.textContent === clean) return docx;
  if (!titleNode) {
    titleNode = core.createElementNS(DC, 'dc:title');
    root.insertBefore(titleNode, root.firstChild);
  }
  while (titleNode.firstChild) titleNode.removeChild(titleNode.firstChild);
  titleNode.appendChild(core.createTextNode(clean));
  zip.file(CORE_PATH, serialize(core));
  return zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' });
}
