import { useMemo } from 'react';
import { DeliveryLogHeader } from '../components/delivery-log-header';
import { deliveryLogResource } from '../delivery-log-resource';
import { ListPage } from '@/components/list-page/list-page';
import '../event-message-workflows.css';

/** Route '/event-message-workflows/items/{itemId}/deliveries': the item above, its deliveries below. */
export default function DeliveryLogPage({ itemId }: { itemId: number }) {
  const resource = useMemo(() => deliveryLogResource(itemId), [itemId]);
  return (
    <div className="delivery-log">
      <ListPage resource={resource} above={(state) => <DeliveryLogHeader itemId={itemId} query={state.queryString} />} />
    </div>
  );
}
