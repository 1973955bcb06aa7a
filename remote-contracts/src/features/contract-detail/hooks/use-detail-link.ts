import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Route of the contract/template detail screen (named ContractDetail in the
 * spec: parameter id; query `type=template` for a template, none for a
 * contract; `editing` while editing).
 */
export function detailPath(id: number, kind: 'template' | 'contract'): string {
  return kind === 'template' ? `/contracts/${id}?type=template` : `/contracts/${id}`;
}

/** Opens the detail of a template or a contract. */
export function useOpenDetail(kind: 'template' | 'contract'): (id: number) => void {
  const navigate = useNavigate();
  return useCallback((id: number) => navigate(detailPath(id, kind)), [navigate, kind]);
}
