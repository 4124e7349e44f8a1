import { useState } from 'react';
import { mutate } from 'swr';
import { InputTextarea } from 'primereact/inputtextarea';
import { referenceLayoutKey } from '@/api/reference-layouts/get-reference-layout';
import { updateReferenceLayout } from '@/api/reference-layouts/update-reference-layout';
import { referenceLayoutFormResource } from '../reference-layout-form-resource';
import type { ReferenceLayout } from '@shared/reference-layouts';
import { CodeEditor } from '@/components/code-editor/code-editor';
import { FormField } from '@/components/form-page/form-field';
import { FormPage } from '@/components/form-page/form-page';
import { errorLine } from '@/components/code-editor/error-line';
import { LayoutTestPanel } from '@/components/layout-test-panel/layout-test-panel';
import { TextField } from '@/components/form-page/text-field';

/**
 * 'Save to origin' writes only the edited code back to the stored layout (name and description as
 * stored) and stays on the page, so a layout can be tested, fixed and written back in turns; Save
 * stores every field and returns to the list. Fields changed but not saved stay in the form.
 */
async function saveCodeToOrigin(layout: ReferenceLayout, code: string) {
  const saved = await updateReferenceLayout(layout.id, { name: layout.name, description: layout.description, code }, layout.version);
  await mutate(referenceLayoutKey(layout.id), saved, { revalidate: false });
}

export default function ReferenceLayoutFormPage({ id }: { id?: string }) {
  // The Twig error of the last test, so the editor marks its line until the code changes.
  const [testError, setTestError] = useState<string>();
  return (
    <FormPage
      resource={referenceLayoutFormResource}
      id={id}
      wide
      after={(form, record) => {
        const code = form.values.code ?? '';
        return (
          <LayoutTestPanel
            template={code}
            onTemplateError={setTestError}
            saveToOrigin={record && { run: () => saveCodeToOrigin(record, code), disabled: !code.trim() || code === record.code }}
          />
        );
      }}
    >
      {(form) => {
        const nameError = form.errorOf('name');
        const descriptionError = form.errorOf('description');
        const codeError = form.errorOf('code');
        return (
          <>
            <TextField id="layout-name" label="Name" required value={form.values.name} onChange={(value) => form.set('name', value)} error={nameError} autoFocus />
            <FormField id="layout-description" label="Description" error={descriptionError}>
              <InputTextarea
                id="layout-description"
                value={form.values.description ?? ''}
                onChange={(e) => form.set('description', e.target.value)}
                rows={2}
                autoResize
                className={descriptionError ? 'p-invalid' : undefined}
                aria-invalid={!!descriptionError}
              />
            </FormField>
            <FormField id="layout-code" label="Code" required error={codeError} hint="Twig; the layout reads the mapped value as value, the query's answer as data.">
              <CodeEditor
                id="layout-code"
                language="twig"
                value={form.values.code ?? ''}
                onChange={(code) => {
                  form.set('code', code);
                  setTestError(undefined);
                }}
                minLines={12}
                maxHeight="32rem"
                invalid={!!codeError}
                errorLine={errorLine(codeError ?? testError)}
                describedBy={codeError ? 'layout-code-error' : undefined}
              />
            </FormField>
          </>
        );
      }}
    </FormPage>
  );
}
