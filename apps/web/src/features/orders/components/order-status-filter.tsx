import { LISTED_ORDER_STATUSES, orderStatusLabels } from '@teatree/shared/schemas/order';
import { useId } from 'react';
import { Options } from '../../../components/ui/select-field';

export type ListedStatus = (typeof LISTED_ORDER_STATUSES)[number];

/** The lists never hold a deleted order, so there is no filter for one. */
export function readStatus(value: string | null): ListedStatus | undefined {
  return LISTED_ORDER_STATUSES.find((status) => status === value);
}

/** Manage All Orders' Status filter: all orders, or those of one status. */
export function OrderStatusFilter({
  status,
  onChange,
}: {
  status: ListedStatus | undefined;
  onChange: (status: ListedStatus | undefined) => void;
}) {
  const filterId = useId();
  return (
    <div className="w-full sm:w-64">
      <label htmlFor={filterId} className="mb-1.5 block font-medium">
        Status
      </label>
      <select
        id={filterId}
        className="select w-full bg-base-100 text-base"
        value={status ?? ''}
        onChange={(event) => onChange(readStatus(event.target.value))}
      >
        <option value="">All orders</option>
        <Options values={LISTED_ORDER_STATUSES} names={orderStatusLabels} />
      </select>
    </div>
  );
}
