import PizZip from 'pizzip';

/**
 * What the HTML converter leaves out and Word needs for Lao and Chinese contracts:
 * complex-script bold/italic beside every bold/italic, a complex-script and an
 * East-Asian font, Lao and Chinese as the document languages, the section
 * properties where the schema wants them.
 */

/** The Lao font agencies use; Word falls back to the font table's altName when it is missing. */
export const COMPLEX_SCRIPT_FONT = 'Phetsarath OT';
/** The documented fallback for machines without Phetsarath OT (free, from Google Fonts). */
export const COMPLEX_SCRIPT_FALLBACK_FONT = 'Noto Sans Lao';
/** Word's usual Simplified Chinese font. */
export const EAST_ASIAN_FONT = 'SimSun';

/** Parts whose run properties are fixed. */
const RUN_PARTS = /^word\/(document|styles|numbering|header\d*|footer\d*)\.xml$/;

/** `<w:b/>` -> `<w:b/><w:bCs/>` (same value), `<w:i/>` likewise, in each `w:rPr` lacking them. */
export function withComplexScriptMarks(xml: string): string {
  return xml.replace(/<w:rPr>([\s\S]*?)<\/w:rPr>/g, (whole, inner: string) => {
    let fixed = inner;
    for (const [mark, cs] of [
      ['b', 'bCs'],
      ['i', 'iCs'],
    ] as const) {
      if (fixed.includes(`<w:${cs}`)) continue;
      fixed = fixed.replace(
        new RegExp(`<w:${mark}(\\s[^>]*)?/>`),
        (tag, attributes = '') => `${tag}<w:${cs}${attributes}/>`,
      );
    }
    return fixed === inner ? whole : `<w:rPr>${fixed}</w:rPr>`;
  });
}

/** Every `w:rFonts` names the complex-script and East-Asian fonts itself (theme fonts would win over them). */
export function withScriptFonts(xml: string): string {
  return xml.replace(/<w:rFonts\b([^>]*?)\/>/g, (_whole, attributes: string) => {
    let fixed = attributes.replace(/\s+w:(cstheme|eastAsiaTheme)="[^"]*"/g, '');
    if (!/\sw:cs="/.test(fixed)) fixed += ` w:cs="${COMPLEX_SCRIPT_FONT}"`;
    if (!/\sw:eastAsia="/.test(fixed)) fixed += ` w:eastAsia="${EAST_ASIAN_FONT}"`;
    const latin = /\sw:ascii="([^"]*)"/.exec(fixed)?.[1];
    if (latin && !/\sw:hAnsi="/.test(fixed))
      fixed = `${fixed.replace(/\s+w:hAnsiTheme="[^"]*"/, '')} w:hAnsi="${latin}"`;
    return `<w:rFonts${fixed}/>`;
  });
}

/** Lao as the complex-script language and Chinese as the East-Asian one, so Word picks the fonts above. */
function withLanguages(stylesXml: string): string {
  return stylesXml.replace(/<w:lang\b[^>]*\/>/, '<w:lang w:val="en-US" w:eastAsia="zh-CN" w:bidi="lo-LA"/>');
}

/** The font table entries, the Lao font with its fallback as altName. */
function withFontTable(fontTableXml: string): string {
  const entries = [
    `<w:font w:name="${COMPLEX_SCRIPT_FONT}"><w:altName w:val="${COMPLEX_SCRIPT_FALLBACK_FONT}"/><w:charset w:val="00"/><w:family w:val="swiss"/><w:pitch w:val="variable"/></w:font>`,
    `<w:font w:name="${COMPLEX_SCRIPT_FALLBACK_FONT}"><w:charset w:val="00"/><w:family w:val="swiss"/><w:pitch w:val="variable"/></w:font>`,
    `<w:font w:name="${EAST_ASIAN_FONT}"><w:altName w:val="宋体"/><w:charset w:val="86"/><w:family w:val="auto"/><w:pitch w:val="variable"/></w:font>`,
  ].filter((entry) => !fontTableXml.includes(/w:name="[^"]*"/.exec(entry)?.[0] ?? ''));
  return fontTableXml.replace('</w:fonts>', `${entries.join('')}</w:fonts>`);
}

/** The converter writes the body's `w:sectPr` first; the schema (and strict readers) want it last. */
function withSectionLast(documentXml: string): string {
  const match = /(<w:body>\s*)(<w:sectPr>[\s\S]*?<\/w:sectPr>)/.exec(documentXml);
  if (!match) return documentXml;
  const [whole, opening, sectPr] = match as unknown as [string, string, string];
  return documentXml.replace(whole, opening).replace('</w:body>', `${sectPr}</w:body>`);
}

/** Applies the fixes to a .docx the HTML converter produced. */
export function fixConvertedDocx(docx: Buffer): Buffer {
  const zip = new PizZip(docx);
  for (const name of Object.keys(zip.files)) {
    if (!RUN_PARTS.test(name)) continue;
    let xml = withScriptFonts(withComplexScriptMarks(zip.file(name)?.asText() ?? ''));
    if (name === 'word/styles.xml') xml = withLanguages(xml);
    if (name === 'word/document.xml') xml = withSectionLast(xml);
    zip.file(name, xml);
  }
  const fontTable = zip.file('word/fontTable.xml');
  if (fontTable) zip.file('word/fontTable.xml', withFontTable(fontTable.asText()));
  return zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' });
}
