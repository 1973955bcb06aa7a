import { fetchContractDocument } from '@agency/shared/features/contract/api/fetch-contract-document';
import { DocxView } from '@agency/shared/features/contract/components/docx-view';
import type { DocxRenderer } from '@agency/shared/features/contract/types/docx-renderer';
import { useCallback } from 'react';

/** docx-preview in a chunk of its own: only a page that shows a document loads it. */
const loadDocxPreview = (): Promise<DocxRenderer> =>
  import(/* webpackChunkName: "docx-preview" */ 'docx-preview');

interface ContractDocxViewProps {
  /** `/pact/contracts/{id}/document`, `/pact/templates/{id}/document` or a share link's document. */
  url: string;
  /** A share link's page asks without a login. */
  noAuth?: boolean;
  /** Changes when the document was saved, to draw it again. */
  version?: string | number;
}

/** The stored Word document of a contract or template, drawn as Word lays it out. */
export function ContractDocxView({ url, noAuth, version }: ContractDocxViewProps) {
  const load = useCallback(() => fetchContractDocument(url, { noAuth }), [url, noAuth]);
  return <DocxView load={load} renderer={loadDocxPreview} version={`${url}|${version ?? ''}`} />;
}
