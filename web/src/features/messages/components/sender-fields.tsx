import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { MESSAGE_UI } from '../message-texts';
import type { SenderOption } from '../message-types';
import { FormField } from '@/components/form-page/form-field';
import { OTHER_SENDER, isSms } from '@shared/messages';

type DetailField = 'senderEmail' | 'senderPhoneNumber' | 'senderFirstName' | 'senderLastName';

interface SenderFieldsProps {
  type: number;
  /** A sender info id, null for 'Other', undefined when none is chosen yet. */
  senderId: number | null | undefined;
  /** The senders valid for the type. */
  senders: SenderOption[];
  onSender: (senderId: number | null) => void;
  details: Partial<Record<DetailField, string | null>>;
  onDetail: (field: DetailField, value: string) => void;
  errorOf: (field: 'senderId' | DetailField) => string | undefined;
  active: boolean;
}

function DetailInput({ field, label, type, required, props }: { field: DetailField; label: string; type?: string; required?: boolean; props: SenderFieldsProps }) {
  const id = `message-${field}`;
  const error = props.errorOf(field);
  return (
    <FormField id={id} label={label} required={required} error={error}>
      <InputText
        id={id}
        type={type}
        value={props.details[field] ?? ''}
        onChange={(e) => props.onDetail(field, e.target.value)}
        className={error ? 'p-invalid' : undefined}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
      />
    </FormField>
  );
}

/**
 * The sender: a sender info valid for the type, or 'Other' (option value -1, stored as senderId
 * null) which reveals the sender's own details: email for email types, phone number for SMS.
 */
export function SenderFields(props: SenderFieldsProps) {
  const { type, senderId, senders, onSender, errorOf, active } = props;
  const sms = isSms(type);
  const error = errorOf('senderId');
  const options = [...senders.map((sender) => ({ label: sender.name, value: sender.id })), { label: MESSAGE_UI.otherSender, value: OTHER_SENDER }];
  return (
    <>
      <FormField id="message-sender" label="Sender" required={active} error={error}>
        <Dropdown
          inputId="message-sender"
          value={senderId === null ? OTHER_SENDER : (senderId ?? null)}
          options={options}
          onChange={(e) => onSender(e.value === OTHER_SENDER ? null : e.value)}
          placeholder="Choose a sender"
          filter={options.length > 8}
          className={error ? 'p-invalid' : undefined}
          aria-describedby={error ? 'message-sender-error' : undefined}
        />
      </FormField>
      {senderId === null && (
        <div className="message-form__other-sender" role="group" aria-label="Sender details">
          {sms ? (
            <DetailInput field="senderPhoneNumber" label="Sender phone number" type="tel" required={active} props={props} />
          ) : (
            <DetailInput field="senderEmail" label="Sender email" type="email" required={active} props={props} />
          )}
          <DetailInput field="senderFirstName" label="Sender first name" props={props} />
          <DetailInput field="senderLastName" label="Sender last name" props={props} />
        </div>
      )}
    </>
  );
}
