import { useRef, useState } from 'react';
import { Button } from 'primereact/button';
import { ColorPicker } from 'primereact/colorpicker';
import { InputText } from 'primereact/inputtext';
import { OverlayPanel } from 'primereact/overlaypanel';

interface ColorFieldProps {
  id: string;
  /** '#RRGGBB' */
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
}

const HEX = /^#[0-9A-Fa-f]{6}$/;

/**
 * A colour as '#RRGGBB': typed, or picked in a popup whose choice applies only on OK
 * (Cancel or clicking outside leaves the value as it was).
 */
export function ColorField({ id, value, onChange, invalid }: ColorFieldProps) {
  const panel = useRef<OverlayPanel>(null);
  const [draft, setDraft] = useState(value);
  const swatch = HEX.test(value) ? value : 'transparent';

  return (
    <div className="color-field">
      <button
        type="button"
        className="color-field__swatch"
        style={{ background: swatch }}
        aria-label="Pick a colour"
        aria-haspopup="dialog"
        onClick={(event) => {
          setDraft(HEX.test(value) ? value : '#000000');
          panel.current?.toggle(event);
        }}
      />
      <InputText
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value.trim())}
        className={invalid ? 'p-invalid color-field__input' : 'color-field__input'}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${id}-error` : undefined}
        maxLength={7}
      />
      <OverlayPanel ref={panel} className="color-field__panel" aria-label="Colour picker">
        <ColorPicker inline format="hex" value={draft.slice(1)} onChange={(e) => setDraft(`#${String(e.value).toUpperCase()}`)} />
        <div className="color-field__preview">
          <span style={{ background: draft }} aria-hidden="true" />
          <code>{draft}</code>
        </div>
        <div className="color-field__actions">
          <Button type="button" label="Cancel" size="small" text severity="secondary" onClick={() => panel.current?.hide()} />
          <Button
            type="button"
            label="OK"
            size="small"
            onClick={() => {
              onChange(draft);
              panel.current?.hide();
            }}
          />
        </div>
      </OverlayPanel>
    </div>
  );
}
