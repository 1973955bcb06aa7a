import { useEvaluationHouseOptionsQuery } from '../api/evaluation-api';

/** The newest houses as select options (the house filter of the list). */
export function useHouseSelectOptions() {
  const { data = [] } = useEvaluationHouseOptionsQuery({});
  return data.map((house) => ({ value: house.id, label: `${house.name} (${house.houseCode})` }));
}
