import { useCallback } from 'react';
import { fetchContractDocument } from '../api/fetch-contract-document';
import type { DocxRenderer } from '../types/docx-renderer';
import { DocxView } from './docx-view';

interface ContractDocxViewProps {
  /** `/pact/contracts/{id}/document`, `/vehicle/contracts/{id}/document`, a template's or a share link's document. */
  url: string;
  /** The app's lazy docx-preview chunk (`() => import('docx-preview')`): each remote bundles its own. */
  renderer: () => Promise<DocxRenderer>;
  /** A share link's page asks without a login. */
  noAuth?: boolean;
  /** Changes when the document was saved, to draw it again. */
  version?: string | number;
}

/** The stored Word document of a contract or template, drawn as Word lays it out. */
export function ContractDocxView({ url, renderer, noAuth, version }: ContractDocxViewProps) {
  const load = useCallback(() => fetchContractDocument(url, { noAuth }), [url, noAuth]);
  return <DocxView load={load} renderer={renderer} version={`${url}|${version ?? ''}`} />;
}
