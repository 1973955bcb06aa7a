import { usePermission } from '@agency/shared/features/permission/hooks/use-permission';
import { ResourceList } from '@agency/shared/features/resource/components/resource-list';
import type { ResourceDefinition } from '@agency/shared/features/resource/types/resource-definition';
import { useMemo } from 'react';
import { HouseRatingSummary } from '../components/house-rating-summary';
import { VisibilityButton } from '../components/visibility-button';
import { evaluationResource } from '../fields/evaluation-resource';
import type { Evaluation, EvaluationInput } from '../types/evaluation';

/** `house/evaluation/index`: reviews of houses; hide, show, delete; a house's average when filtered to it. */
export default function EvaluationListPage() {
  const { hasPermi } = usePermission();
  const canEdit = hasPermi('house:evaluation:edit');
  const definition = useMemo<ResourceDefinition<Evaluation, EvaluationInput>>(
    () => ({
      ...evaluationResource,
      header: (context) => {
        const roomId = Number(context.state.filters.roomId);
        return Number.isInteger(roomId) && roomId > 0 ? <HouseRatingSummary roomId={roomId} /> : null;
      },
      rowActions: canEdit ? (row) => <VisibilityButton row={row} /> : undefined,
    }),
    [canEdit],
  );
  return <ResourceList definition={definition} />;
}
