import { useEffect, useState } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { getReferenceLayout } from '@/api/reference-layouts/get-reference-layout';
import { searchReferenceLayouts } from '../api/search-reference-layouts';
import type { ReferenceLayout } from '@shared/reference-layouts';
import { updateReferenceLayout } from '@/api/reference-layouts/update-reference-layout';
import { REFERENCE_SET_TEMPLATE_UI } from '../reference-set-template-texts';
import { CodeEditor } from '@/components/code-editor/code-editor';
import { FormField } from '@/components/form-page/form-field';
import { useCloseGuard } from '@/components/form-page/use-close-guard';
import { ObjectPicker } from '@/components/object-picker';
import { testReferenceLayout } from '@/api/graphql/test-reference-layout';
import type { LayoutTestResult } from '@shared/graphql';
import { errorLine } from '@/components/code-editor/error-line';
import { isApiError, toastFailure } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { REFERENCE_LAYOUT_TEXTS } from '@shared/reference-layouts';

export interface CustomReferenceRow {
  field: string;
  mapping?: string;
  layoutId?: number | null;
  value?: string;
}

interface AttachLayoutDialogProps {
  /** The custom reference being edited; the dialog is open while set. */
  row: CustomReferenceRow | undefined;
  query: string;
  variables: string;
  /** Attaches the layout; `value` is the Twig the reference keeps (the layout's, edited or not). */
  onAttach: (layoutId: number, value: string) => void;
  onClose: () => void;
}

const layoutLabel = (layout: ReferenceLayout) => `#${layout.id} ${layout.name}`;

/**
 * 'Attach and edit Reference Layout': choose a layout by search, edit its Twig for this reference,
 * test it with the reference's mapping against the form's query, save the Twig back to the layout.
 */
export function AttachLayoutDialog({ row, query, variables, onAttach, onClose }: AttachLayoutDialogProps) {
  const [layout, setLayout] = useState<ReferenceLayout | null>(null);
  const [code, setCode] = useState('');
  const [result, setResult] = useState<LayoutTestResult>();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState<'test' | 'save' | null>(null);
  const [missing, setMissing] = useState(false);
  /** What this opening started from (the reference's layout and Twig, once loaded): the input is what differs. */
  const [opened, setOpened] = useState<{ layoutId: number | null; code: string }>();

  // Each opening starts from the reference: its attached layout and the Twig it keeps.
  useEffect(() => {
    setLayout(null);
    setCode(row?.value ?? '');
    setResult(undefined);
    setProblem(undefined);
    setMissing(false);
    setOpened(row && !row.layoutId ? { layoutId: null, code: row.value ?? '' } : undefined);
    if (!row?.layoutId) return;
    let current = true;
    getReferenceLayout(row.layoutId).then(
      (found) => {
        if (!current) return;
        setLayout(found);
        if (!row.value) setCode(found.code);
        setOpened({ layoutId: found.id, code: row.value || found.code });
      },
      (error) => {
        if (!current) return;
        setOpened({ layoutId: null, code: row.value ?? '' });
        toastFailure(REFERENCE_LAYOUT_TEXTS.loadFailed, error);
      },
    );
    return () => {
      current = false;
    };
  }, [row]);

  // until the reference's layout is loaded, there is nothing to edit yet: what is typed would be replaced
  const loading = !!row && !opened;
  // another layout or edited Twig is input: closing asks first (docs/decisions/022)
  const dirty = !!opened && ((layout?.id ?? null) !== opened.layoutId || code !== opened.code);
  const { requestClose, question } = useCloseGuard(dirty, onClose);

  const choose = (chosen: ReferenceLayout) => {
    setLayout(chosen);
    setCode(chosen.code);
    setMissing(false);
    setResult(undefined);
    setProblem(undefined);
  };

  const test = async () => {
    if (!query.trim()) return void toast.error(REFERENCE_LAYOUT_TEXTS.testFailed, REFERENCE_LAYOUT_TEXTS.queryRequired);
    setBusy('test');
    try {
      setResult(await testReferenceLayout({ template: code, mapping: row?.mapping?.trim() || undefined, query, variables }));
      setProblem(undefined);
    } catch (error) {
      if (isApiError(error) && error.handled) return;
      const text = isApiError(error) ? (Object.values(error.errors)[0] ?? error.message) : String(error);
      setResult(undefined);
      setProblem(text);
      toast.error(REFERENCE_LAYOUT_TEXTS.testFailed, text);
    } finally {
      setBusy(null);
    }
  };

  const saveToOrigin = async () => {
    if (!layout) return setMissing(true);
    setBusy('save');
    try {
      setLayout(await updateReferenceLayout(layout.id, { ...layout, code }, layout.version));
      // the Twig is saved (in the layout); only a layout not attached yet is still input
      setOpened((current) => current && { ...current, code });
      toast.success(REFERENCE_LAYOUT_TEXTS.savedToOrigin);
    } catch (error) {
      toastFailure(REFERENCE_LAYOUT_TEXTS.saveToOriginFailed, error);
    } finally {
      setBusy(null);
    }
  };

  const attach = () => {
    if (!layout) return setMissing(true);
    onAttach(layout.id, code);
    onClose();
  };

  const footer = (
    <>
      <Button type="button" label="Cancel" severity="secondary" text onClick={requestClose} />
      <Button type="button" label="Attach" icon="pi pi-link" onClick={attach} />
    </>
  );

  return (
    <>
      <Dialog header={REFERENCE_SET_TEMPLATE_UI.attachLayout} visible={!!row} onHide={requestClose} footer={footer} modal draggable={false} className="attach-layout-dialog">
        <div className="attach-layout">
          <p className="attach-layout__mapping">
            Reference <strong>{row?.field || '(no field yet)'}</strong>, mapping <code>{row?.mapping || '(none: the template sees the whole result)'}</code>
          </p>
          <FormField id="attach-layout-search" label="Reference layout" required error={missing ? REFERENCE_LAYOUT_TEXTS.chooseLayout : undefined}>
            <div className="attach-layout__chooser">
              <ObjectPicker
                id="attach-layout-search"
                value={layout}
                onChange={(chosen) => (chosen ? choose(chosen) : setLayout(null))}
                search={searchReferenceLayouts}
                searchFailedText={REFERENCE_LAYOUT_TEXTS.searchFailed}
                label={layoutLabel}
                minLength={1}
                dropdown
                disabled={loading}
                placeholder="Search a layout by id or name"
                invalid={missing}
                describedBy={missing ? 'attach-layout-search-error' : undefined}
              />
            </div>
          </FormField>
          <FormField id="attach-layout-code" label="Twig" error={problem}>
            <CodeEditor id="attach-layout-code" language="twig" value={code} onChange={setCode} readOnly={loading} minLines={8} maxHeight="18rem" invalid={!!problem} errorLine={errorLine(problem)} />
          </FormField>
          <div className="attach-layout__actions">
            <Button type="button" label="Test" icon="pi pi-play" outlined size="small" onClick={test} loading={busy === 'test'} disabled={!code.trim()} />
            <Button type="button" label="Save to origin" icon="pi pi-save" outlined size="small" onClick={saveToOrigin} loading={busy === 'save'} disabled={!code.trim()} />
          </div>
          {result && (
            <div className="attach-layout__result" aria-label="Test result" role="region">
              <div>
                <h4>Rendered</h4>
                <pre>{result.result}</pre>
              </div>
              <div>
                <h4>Value</h4>
                <pre>{JSON.stringify(result.mappingValue, null, 2)}</pre>
              </div>
            </div>
          )}
        </div>
      </Dialog>
      {question}
    </>
  );
}
