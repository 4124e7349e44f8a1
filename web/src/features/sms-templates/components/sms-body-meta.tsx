import { SMS_TEMPLATE_UI } from '../sms-template-texts';
import { SMS_PLACEHOLDERS, checkPlaceholders, placeholdersIn, withoutPlaceholders } from '@shared/sms-placeholders';
import { SMS_LIMITS, smsSegments } from '@shared/sms-segments';

const braces = (names: string[]) => names.map((name) => `{{${name}}}`).join(', ');

/** 'Text length: 45 · 1 SMS (GSM-7)': placeholders are not counted, so with them the SMS count is a floor. */
function lengthText(body: string): string {
  const text = withoutPlaceholders(body);
  const withPlaceholders = placeholdersIn(body).length > 0;
  const { encoding, segments, nonGsm } = smsSegments(text);
  const count = withPlaceholders ? Math.max(1, segments) : segments;
  const alphabet = encoding === 'GSM-7' ? 'GSM-7' : `Unicode because of ${nonGsm.slice(0, 3).join(' ')}`;
  const each = count > 1 ? `, ${SMS_LIMITS[encoding].part} characters each` : '';
  return `Text length: ${text.length} · ${withPlaceholders ? 'at least ' : ''}${count} SMS (${alphabet}${each})`;
}

const Warning = ({ text }: { text: string }) => (
  <small className="sms-body-meta__warning">
    <i className="pi pi-exclamation-triangle" aria-hidden="true" />
    {text}
  </small>
);

/**
 * Under an SMS body: its error, the length with the SMS count, the placeholders that exist,
 * and warnings for unknown placeholders and braces that are none (the render sends those
 * empty or as written). Warnings only: a name may be a custom reference of the message's set.
 */
export function SmsBodyMeta({ id, body, error }: { id: string; body: string; error?: string }) {
  const { unknown, malformed } = checkPlaceholders(body);
  return (
    <div className="sms-body-meta">
      <div className="sms-body-meta__line">
        {error && (
          <small id={`${id}-error`} className="p-error" role="alert">
            {error}
          </small>
        )}
        <small id={`${id}-length`} className="sms-body-meta__length" aria-live="polite">
          {lengthText(body)}
        </small>
      </div>
      <small className="form-field__hint">{SMS_TEMPLATE_UI.placeholdersHint(braces(SMS_PLACEHOLDERS as string[]))}</small>
      <div aria-live="polite">
        {unknown.length > 0 && <Warning text={SMS_TEMPLATE_UI.unknownPlaceholders(braces(unknown))} />}
        {malformed.length > 0 && <Warning text={SMS_TEMPLATE_UI.malformedPlaceholders(malformed.join(', '))} />}
      </div>
    </div>
  );
}
