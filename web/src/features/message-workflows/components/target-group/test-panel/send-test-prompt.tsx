import { useState } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { FormField } from '@/components/form-page/form-field';
import { testTargetError } from '@shared/messages';

interface SendTestPromptProps {
  sms: boolean;
  count: number;
  /** Sends to the address or number; resolves true when sent (the prompt then closes). */
  onSend: (target: string) => Promise<boolean>;
  onClose: () => void;
}

/** The prompt for the address (email messages) or phone number (SMS) the test messages go to, checked as the API checks it. */
export function SendTestPrompt({ sms, count, onSend, onClose }: SendTestPromptProps) {
  const [target, setTarget] = useState('');
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const error = tried ? testTargetError(target, sms) : undefined;
  const label = sms ? 'Phone number' : 'Email address';

  const send = async () => {
    setTried(true);
    if (testTargetError(target, sms) || sending) return;
    setSending(true);
    try {
      if (await onSend(target.trim())) onClose();
    } finally {
      setSending(false);
    }
  };

  const footer = (
    <>
      <Button type="button" label="Cancel" severity="secondary" text onClick={onClose} />
      <Button type="button" label="SEND" icon="pi pi-send" loading={sending} onClick={send} />
    </>
  );

  return (
    <Dialog header={sms ? 'Send test SMS' : 'Send test email'} visible onHide={onClose} footer={footer} modal draggable={false} style={{ width: 'min(28rem, 95vw)' }}>
      <form
        className="tg-test__prompt"
        noValidate
        onSubmit={(e) => {
          // the dialog sits in the workflow form's React tree: its submit must not reach that form
          e.preventDefault();
          e.stopPropagation();
          void send();
        }}
      >
        <p className="tg-test__note">
          {count} message{count === 1 ? '' : 's'}, each rendered for one of the checked contacts, will go to this {sms ? 'number' : 'address'}.
        </p>
        <FormField id="tg-test-target" label={label} required error={error}>
          <InputText
            id="tg-test-target"
            type={sms ? 'tel' : 'email'}
            value={target}
            autoFocus
            onChange={(e) => setTarget(e.target.value)}
            className={error ? 'p-invalid' : undefined}
            aria-invalid={!!error}
            aria-describedby={error ? 'tg-test-target-error' : undefined}
          />
        </FormField>
      </form>
    </Dialog>
  );
}
