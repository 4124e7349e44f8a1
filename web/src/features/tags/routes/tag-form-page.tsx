import { ColorField } from '@/components/color-field';
import { FormField } from '@/components/form-page/form-field';
import { FormPage } from '@/components/form-page/form-page';
import { TagChip } from '@/components/tags/tag-chip';
import { TagCloud } from '@/components/tags/tag-cloud';
import { tagFormResource } from '../tag-form-resource';
import { TAG_UI } from '../tag-texts';
import { TextField } from '@/components/form-page/text-field';

export default function TagFormPage({ id }: { id?: string }) {
  return (
    <FormPage resource={tagFormResource} id={id} aside={<TagCloud />}>
      {(form) => {
        const nameError = form.errorOf('name');
        const colorError = form.errorOf('color');
        return (
          <>
            <TextField id="tag-name" label="Name" required value={form.values.name} onChange={(value) => form.set('name', value)} error={nameError} autoFocus />
            <FormField id="tag-color" label="Color" error={colorError} hint={TAG_UI.textColourHint}>
              <ColorField id="tag-color" value={form.values.color ?? ''} onChange={(color) => form.set('color', color)} invalid={!!colorError} />
            </FormField>
            <div className="form-field">
              <span className="form-field__label">Preview</span>
              <div>
                <TagChip name={form.values.name?.trim() || 'Tag name'} color={form.values.color ?? ''} />
              </div>
            </div>
          </>
        );
      }}
    </FormPage>
  );
}
