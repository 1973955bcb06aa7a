import { Navigate, useParams } from 'react-router-dom';

/** The local-storage key of a saved share page. */
export function shareStorageKey(id: string): string {
  return `share-${id}`;
}

function readShare(id: string | undefined): string | null {
  if (!id) return null;
  try {
    return globalThis.localStorage?.getItem(shareStorageKey(id)) || null;
  } catch {
    return null;
  }
}

/**
 * `/share/:id`: shows the HTML saved in local storage under `share-{id}`, in a
 * sandboxed frame (no scripts, no access to this site); without it, goes to `/`.
 */
export default function SharePage() {
  const { id } = useParams();
  const html = readShare(id);
  if (!html) return <Navigate to="/" replace />;
  return (
    <iframe
      title={`share-${id}`}
      srcDoc={html}
      sandbox="allow-popups allow-popups-to-escape-sandbox"
      style={{ border: 0, width: '100%', height: '100vh', display: 'block' }}
      data-testid="share-frame"
    />
  );
}
