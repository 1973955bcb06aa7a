import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';

/** Marks a history entry pushed by entering edit mode, so cancel can step back to it. */
interface EditState {
  enteredEdit?: boolean;
}

/**
 * Edit mode lives in the URL (`editing=true`): entering pushes a history entry,
 * so the browser's back button and cancel both restore the original route
 * and leave edit mode.
 */
export function useEditMode(): { editing: boolean; enter: () => void; leave: () => void } {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const editing = params.has('editing') && params.get('editing') !== 'false';

  const enter = useCallback(() => {
    const next = new URLSearchParams(params);
    next.set('editing', 'true');
    navigate({ search: `?${next.toString()}` }, { state: { enteredEdit: true } satisfies EditState });
  }, [navigate, params]);

  const leave = useCallback(() => {
    if ((location.state as EditState | null)?.enteredEdit) {
      navigate(-1);
      return;
    }
    // Opened in edit mode directly: replace the entry with the view route.
    const next = new URLSearchParams(params);
    next.delete('editing');
    const search = next.toString();
    navigate({ search: search ? `?${search}` : '' }, { replace: true });
  }, [location.state, navigate, params]);

  return { editing, enter, leave };
}
