/**
 * A contract's or template's HTML, shown as a document. The server sanitises it
 * on every write (routes/pact/rich-html.ts), so it carries no script or handler.
 */
export function ContractContent({ html }: { html: string }) {
  return (
    <div
      className="pact-contract-content"
      style={{ overflowWrap: 'anywhere', overflowX: 'auto', lineHeight: 1.7 }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
