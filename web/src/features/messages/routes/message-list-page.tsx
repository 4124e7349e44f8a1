import { lazy, Suspense, useState } from 'react';
import { Button } from 'primereact/button';
import { messageListResource } from '../message-list-resource';
import { MESSAGE_UI } from '../message-texts';
import { ListPage } from '@/components/list-page/list-page';
import '../messages.css';

// The modal holds the whole form: loaded when first opened, not with the list.
const MessageFormDialog = lazy(() => import('../components/message-form-dialog').then((module) => ({ default: module.MessageFormDialog })));

export function MessageListPage() {
  const [quickCreate, setQuickCreate] = useState(false);
  return (
    <>
      <ListPage
        resource={messageListResource}
        headerActions={<Button label={MESSAGE_UI.quickCreateLabel} icon="pi pi-bolt" outlined onClick={() => setQuickCreate(true)} />}
      />
      {quickCreate && (
        <Suspense fallback={null}>
          <MessageFormDialog open onClose={() => setQuickCreate(false)} />
        </Suspense>
      )}
    </>
  );
}
